import { ActionIcon, Box, Group, Menu, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChevronDown, IconHome, IconRefresh, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { canGoBack, canGoForward, currentEntry, type Tab } from '../../machines/tabs.context.ts';
import { useFavourites } from '../api/favourites.ts';
import { useTabsActor } from './tabsActor.ts';
import { toggleFavourite } from './favouriteToggle.ts';

const APP_TITLE = '代理商后台';
const HOME_TITLE = '首页';

function StripButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Whether the tabs are wider than the strip shows (then a list of all of them appears). */
function useOverflow(viewport: React.RefObject<HTMLDivElement | null>, count: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [viewport, count]);
  return overflowing;
}

/**
 * Tab strip: home, back/forward inside the tab, refresh, close all; each tab's context menu
 * closes others/left/right. The tabs form a tablist: arrow keys, Home and End move between them,
 * Delete closes one; when they do not fit, a list of all of them opens from the strip's end.
 * See docs/product.md#routes.
 */
export function TabStrip({ menuScreens }: { menuScreens: ReadonlySet<string> | null }) {
  const actor = useTabsActor();
  const tabs = useSelector(actor, (snapshot) => snapshot.context.tabs);
  const activeId = useSelector(actor, (snapshot) => snapshot.context.activeId);
  const back = useSelector(actor, (snapshot) => canGoBack(snapshot.context));
  const forward = useSelector(actor, (snapshot) => canGoForward(snapshot.context));
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(viewport, tabs.length);
  const activeTabOf = tabs.find((tab) => tab.id === activeId);

  // The window's title names the page on show.
  const pageTitle = activeTabOf ? currentEntry(activeTabOf).title : HOME_TITLE;
  const isFrame = activeTabOf?.kind === 'frame';
  useEffect(() => {
    // A frame page names itself (FramePage); the title returns to the app's when the shell goes.
    if (!isFrame) document.title = `${pageTitle} - ${APP_TITLE}`;
  }, [pageTitle, isFrame]);
  useEffect(() => () => void (document.title = APP_TITLE), []);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    actor.send({ type: 'ACTIVATE', tabId: tab.id });
    viewport.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(tab.id)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tabId);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusTab(moves[event.key]);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      actor.send({ type: 'CLOSE', tabId: tabs[index].id });
    }
  };

  return (
    <Group gap={4} px="xs" h="100%" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <StripButton label="首页" onClick={() => actor.send({ type: 'HOME' })}>
        <IconHome size={18} />
      </StripButton>
      <StripButton label="后退" onClick={() => actor.send({ type: 'BACK' })} disabled={!back}>
        <IconArrowLeft size={18} />
      </StripButton>
      <StripButton label="前进" onClick={() => actor.send({ type: 'FORWARD' })} disabled={!forward}>
        <IconArrowRight size={18} />
      </StripButton>
      <StripButton label="刷新页面" onClick={() => actor.send({ type: 'REFRESH' })}>
        <IconRefresh size={18} />
      </StripButton>
      <Box ref={viewport} style={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
        <Group gap={4} wrap="nowrap" role="tablist" aria-label="已打开的页面" onKeyDown={onKeyDown} style={{ width: 'max-content' }}>
          {tabs.map((tab) => (
            <TabItem
              key={tab.id}
              tab={tab}
              screen={menuScreenOf(tab, menuScreens)}
              active={tab.id === activeId}
              focusable={tab.id === activeId || (activeId === null && tab === tabs[0])}
              menuOpened={menuFor === tab.id}
              onMenuChange={(opened) => setMenuFor(opened ? tab.id : null)}
            />
          ))}
        </Group>
      </Box>
      {overflowing && (
        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`全部标签（${tabs.length}个）`}>
              <IconChevronDown size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
            {tabs.map((tab) => (
              <Menu.Item
                key={tab.id}
                onClick={() => actor.send({ type: 'ACTIVATE', tabId: tab.id })}
                fw={tab.id === activeId ? 700 : undefined}
                aria-current={tab.id === activeId ? 'page' : undefined}
              >
                {currentEntry(tab).title}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <StripButton label="关闭全部标签" onClick={() => actor.send({ type: 'CLOSE_ALL' })} disabled={tabs.length === 0}>
        <IconX size={18} />
      </StripButton>
    </Group>
  );
}

interface TabItemProps {
  tab: Tab;
  /** The menu screen it shows (may be starred), null for others. */
  screen: string | null;
  active: boolean;
  /** The one tab reached with Tab from outside the strip (roving focus). */
  focusable: boolean;
  menuOpened: boolean;
  onMenuChange: (opened: boolean) => void;
}

/** The menu screen a tab shows (its address without the query), which may be a favourite; null for others. */
function menuScreenOf(tab: Tab, menuScreens: ReadonlySet<string> | null): string | null {
  if (tab.kind !== 'page') return null;
  const path = currentEntry(tab).url.split(/[?#]/)[0];
  return menuScreens?.has(path.toLowerCase()) ? path : null;
}

function TabItem({ tab, screen, active, focusable, menuOpened, onMenuChange }: TabItemProps) {
  const actor = useTabsActor();
  const title = currentEntry(tab).title;
  const starred = useFavourites()?.some((favourite) => favourite.url === screen) ?? false;
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) element.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenuChange(true);
  };
  const close = (event: MouseEvent) => {
    event.stopPropagation();
    actor.send({ type: 'CLOSE', tabId: tab.id });
  };
  return (
    // Only the context menu opens the menu: a click on the tab activates it.
    <Menu opened={menuOpened} onChange={(opened) => !opened && onMenuChange(false)} position="bottom-start" shadow="md">
      <Menu.Target>
        <Box
          ref={element}
          role="tab"
          tabIndex={focusable ? 0 : -1}
          aria-selected={active}
          aria-label={title}
          aria-keyshortcuts="Delete"
          data-tab-id={tab.id}
          onClick={() => actor.send({ type: 'ACTIVATE', tabId: tab.id })}
          onContextMenu={openMenu}
          px={8}
          py={2}
          fz="sm"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            whiteSpace: 'nowrap',
            borderRadius: 4,
            cursor: 'pointer',
            background: active ? 'var(--mantine-color-brand-light)' : undefined,
            color: active ? 'var(--mantine-color-brand-9)' : undefined,
          }}
        >
          {title}
          {/* The pointer's close button; the keyboard closes the focused tab with Delete or its context menu. */}
          <ActionIcon component="span" size="xs" variant="subtle" color="gray" aria-hidden title={`关闭${title}`} data-close-tab onClick={close}>
            <IconX size={12} />
          </ActionIcon>
        </Box>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE', tabId: tab.id })}>关闭</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_OTHERS', tabId: tab.id })}>关闭其他</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_LEFT', tabId: tab.id })}>关闭左侧</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_RIGHT', tabId: tab.id })}>关闭右侧</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_ALL' })}>关闭全部</Menu.Item>
        {screen && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => void toggleFavourite(screen, title)}>{starred ? '从常用功能移除' : '加入常用功能'}</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
