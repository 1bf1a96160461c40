import { ActionIcon, Box, Menu } from '@mantine/core';
import { IconPinnedFilled, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { currentEntry, type Tab } from '../../machines/tabs.context.ts';
import { useFavourites } from '../api/favourites.ts';
import classes from './tabStrip.module.css';
import { useTabsActor } from './tabsActor.ts';
import { toggleFavourite } from './favouriteToggle.ts';

/** What a drag carries: the tab's id, so a drop elsewhere on the page is not taken for one. */
const DRAGGED_TAB = 'application/x-portal-tab';

interface TabItemProps {
  tab: Tab;
  position: number;
  /** The menu screen it shows (may be starred), null for others. */
  screen: string | null;
  active: boolean;
  /** Every tab fits the strip: none needs scrolling into view. */
  inView: boolean;
  /** The one tab reached with Tab from outside the strip (roving focus). */
  focusable: boolean;
  /** Fewer than the most tabs that may be pinned are: 固定 is offered. */
  pinnable: boolean;
  menuOpened: boolean;
  onMenuChange: (opened: boolean) => void;
}

/**
 * One tab: a click shows it, its context menu closes, pins, reloads, opens elsewhere or maximises it, and it is
 * dragged to another place (Ctrl+Shift+←/→ on the strip does the same). A pinned tab has no close button.
 */
export function TabItem({ tab, position, screen, active, inView, focusable, pinnable, menuOpened, onMenuChange }: TabItemProps) {
  const actor = useTabsActor();
  const title = currentEntry(tab).title;
  const starred = useFavourites()?.some((favourite) => favourite.url === screen) ?? false;
  const element = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<'dragged' | 'target' | null>(null);
  // Only when the tabs overflow the strip: scrolling into view lays the page out there and then.
  useEffect(() => {
    if (active && !inView) element.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, inView]);
  const send = actor.send.bind(actor);
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenuChange(true);
  };
  const close = (event: MouseEvent) => {
    event.stopPropagation();
    send({ type: 'CLOSE', tabId: tab.id });
  };
  const dragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAGGED_TAB, tab.id);
    event.dataTransfer.effectAllowed = 'move';
    setDrag('dragged');
  };
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAGGED_TAB)) return;
    event.preventDefault();
    if (drag === null) setDrag('target');
  };
  const drop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAGGED_TAB);
    setDrag(null);
    if (!dragged) return;
    event.preventDefault();
    send({ type: 'MOVE', tabId: dragged, to: position });
  };
  const pinned = !!tab.pinned;
  return (
    // Only the context menu opens the menu: a click on the tab activates it.
    <Menu opened={menuOpened} onChange={(opened) => !opened && onMenuChange(false)} position="bottom-start" shadow="md">
      <Menu.Target>
        <Box
          ref={element}
          className={classes.tab}
          role="tab"
          tabIndex={focusable ? 0 : -1}
          aria-selected={active}
          aria-label={title}
          aria-keyshortcuts="Delete Control+Shift+ArrowLeft Control+Shift+ArrowRight"
          data-tab-id={tab.id}
          data-pinned={pinned || undefined}
          data-dragged={drag === 'dragged' || undefined}
          data-drop-target={drag === 'target' || undefined}
          draggable
          onDragStart={dragStart}
          onDragEnd={() => setDrag(null)}
          onDragOver={dragOver}
          onDragLeave={() => drag === 'target' && setDrag(null)}
          onDrop={drop}
          onClick={() => send({ type: 'ACTIVATE', tabId: tab.id })}
          onContextMenu={openMenu}
        >
          {pinned && <IconPinnedFilled size={12} aria-hidden />}
          {title}
          {/* The pointer's close button; the keyboard closes the focused tab with Delete or its context menu. */}
          {!pinned && (
            <ActionIcon component="span" size="xs" variant="subtle" color="gray" aria-hidden title={`关闭${title}`} data-close-tab onClick={close}>
              <IconX size={12} />
            </ActionIcon>
          )}
        </Box>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={pinned} onClick={() => send({ type: 'CLOSE', tabId: tab.id })}>
          关闭
        </Menu.Item>
        <Menu.Item onClick={() => send({ type: 'CLOSE_OTHERS', tabId: tab.id })}>关闭其他</Menu.Item>
        <Menu.Item onClick={() => send({ type: 'CLOSE_LEFT', tabId: tab.id })}>关闭左侧</Menu.Item>
        <Menu.Item onClick={() => send({ type: 'CLOSE_RIGHT', tabId: tab.id })}>关闭右侧</Menu.Item>
        <Menu.Item onClick={() => send({ type: 'CLOSE_ALL' })}>关闭全部</Menu.Item>
        <Menu.Divider />
        {tab.kind === 'page' && (
          <Menu.Item disabled={!pinned && !pinnable} onClick={() => send({ type: pinned ? 'UNPIN' : 'PIN', tabId: tab.id })}>
            {pinned ? '取消固定' : '固定'}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => send({ type: 'REFRESH', tabId: tab.id })}>重新加载此页</Menu.Item>
        <Menu.Item onClick={() => send({ type: 'OPEN_WINDOW', tabId: tab.id })}>在新窗口打开</Menu.Item>
        <Menu.Item
          onClick={() => {
            send({ type: 'ACTIVATE', tabId: tab.id });
            send({ type: 'MAXIMISE' });
          }}
        >
          最大化
        </Menu.Item>
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
