import { ActionIcon, Box, Group, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconArrowsMaximize, IconArrowsMinimize, IconChevronDown, IconHome, IconRefresh, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { canGoBack, canGoForward, currentEntry, type Tab } from '../../machines/tabs.context.ts';
import { PINNED_TABS_MAX, type TabStyle } from '../contracts/preferences.ts';
import { TabItem } from './TabItem.tsx';
import classes from './tabStrip.module.css';
import { useTabsActor } from './tabsActor.ts';

const APP_TITLE = '代理商后台';
const HOME_TITLE = '首页';

interface StripButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Its shortcut (aria-keyshortcuts). */
  keys?: string;
  children: React.ReactNode;
}

function StripButton({ label, onClick, disabled, keys, children }: StripButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} aria-keyshortcuts={keys} onClick={onClick} disabled={disabled}>
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
    // Measured when the observer first reports (after the browser's own layout), not here: reading the sizes in a
    // layout effect would force a layout of the whole page while it is still being built.
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [viewport, count]);
  return overflowing;
}

/** Ctrl+Shift+← / → (⌘ on a Mac) moves the focused tab one place. */
const MOVE_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Tab strip: home, back/forward inside the tab, refresh, maximise, close all; each tab's context menu
 * closes others/left/right, pins, reloads, opens in a new window or maximises it. The tabs form a tablist:
 * arrow keys, Home and End move between them, Ctrl+Shift+arrows move a tab, Delete closes one; pinned tabs come
 * first; when they do not fit, a list of all of them opens from the strip's end. See docs/product.md#routes.
 */
export function TabStrip({ menuScreens, tabStyle }: { menuScreens: ReadonlySet<string> | null; tabStyle: TabStyle }) {
  const actor = useTabsActor();
  const tabs = useSelector(actor, (snapshot) => snapshot.context.tabs);
  const activeId = useSelector(actor, (snapshot) => snapshot.context.activeId);
  const back = useSelector(actor, (snapshot) => canGoBack(snapshot.context));
  const forward = useSelector(actor, (snapshot) => canGoForward(snapshot.context));
  const maximised = useSelector(actor, (snapshot) => snapshot.context.maximised);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(viewport, tabs.length);
  const activeTabOf = tabs.find((tab) => tab.id === activeId);
  const pinnedCount = tabs.filter((tab) => tab.pinned).length;

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
  const moveTab = (index: number, step: number) => {
    const tab = tabs[index];
    actor.send({ type: 'MOVE', tabId: tab.id, to: index + step });
    const now = actor.getSnapshot().context.tabs.findIndex((candidate) => candidate.id === tab.id);
    setMoved(`“${currentEntry(tab).title}”已移到第${now + 1}位`);
    requestAnimationFrame(() => viewport.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(tab.id)}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tabId);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key in MOVE_KEYS) {
      event.preventDefault();
      moveTab(index, MOVE_KEYS[event.key]);
    } else if (event.key in moves) {
      event.preventDefault();
      focusTab(moves[event.key]);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      actor.send({ type: 'CLOSE', tabId: tabs[index].id });
    }
  };

  return (
    <Group gap={4} px="xs" h="100%" wrap="nowrap" className={classes.strip} data-tab-style={tabStyle}>
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
          {tabs.map((tab, position) => (
            <TabItem
              key={tab.id}
              tab={tab}
              position={position}
              screen={menuScreenOf(tab, menuScreens)}
              active={tab.id === activeId}
              inView={!overflowing}
              focusable={tab.id === activeId || (activeId === null && tab === tabs[0])}
              pinnable={pinnedCount < PINNED_TABS_MAX}
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
      <StripButton label={maximised ? '退出最大化' : '最大化'} onClick={() => actor.send({ type: maximised ? 'UNMAXIMISE' : 'MAXIMISE' })} keys={maximised ? 'Escape' : undefined}>
        {maximised ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
      </StripButton>
      <StripButton label="关闭全部标签" onClick={() => actor.send({ type: 'CLOSE_ALL' })} disabled={tabs.length === pinnedCount}>
        <IconX size={18} />
      </StripButton>
      <VisuallyHidden role="status" aria-live="polite">
        {moved}
      </VisuallyHidden>
    </Group>
  );
}

/** The menu screen a tab shows (its address without the query), which may be a favourite; null for others. */
function menuScreenOf(tab: Tab, menuScreens: ReadonlySet<string> | null): string | null {
  if (tab.kind !== 'page') return null;
  const path = currentEntry(tab).url.split(/[?#]/)[0];
  return menuScreens?.has(path.toLowerCase()) ? path : null;
}
