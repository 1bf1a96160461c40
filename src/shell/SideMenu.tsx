import { memo, useRef, useState } from 'react';
import { ActionIcon, Menu, NavLink, ScrollArea, Skeleton, Stack, Tooltip } from '@mantine/core';
import type { MenuEntry } from '../contracts/menu.ts';
import { MenuIcon } from './menuIcons.tsx';

interface SideMenuProps {
  menu: MenuEntry[] | null;
  collapsed: boolean;
  /** The menu entry whose screen is on show (its address without the query, a legacy page's whole address). */
  activeUrl: string;
  onOpen: (entry: MenuEntry) => void;
}

/** How long after choosing an entry the folded pop-out ignores requests to open again. */
const REOPEN_GUARD_MS = 600;

const children = (entry: MenuEntry) => entry.child ?? [];
const isActive = (entry: MenuEntry, activeUrl: string) => (entry.manageUrl || entry.url) === activeUrl;

/** The server's menu: groups with their entries, or only icons with a pop-out list when folded. */
export function SideMenu({ menu, collapsed, activeUrl, onOpen }: SideMenuProps) {
  if (!menu) {
    return (
      <Stack p="xs" gap="xs" aria-busy="true" aria-label="菜单加载中">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h={28} />
        ))}
      </Stack>
    );
  }
  return (
    <nav aria-label="主菜单" style={{ height: '100%' }}>
      <ScrollArea h="100%" type="hover">
        {collapsed ? (
          <Stack gap={4} align="center" py="xs">
            {menu.map((group) => (
              <FoldedGroup key={group.id} group={group} activeUrl={activeUrl} onOpen={onOpen} />
            ))}
          </Stack>
        ) : (
          menu.map((group) =>
            children(group).length === 0 ? (
              <Leaf key={group.id} entry={group} active={isActive(group, activeUrl)} onOpen={onOpen} withIcon />
            ) : (
              <MenuGroup key={group.id} group={group} activeId={children(group).find((entry) => isActive(entry, activeUrl))?.id ?? null} onOpen={onOpen} />
            ),
          )
        )}
      </ScrollArea>
    </nav>
  );
}

/**
 * A menu group. Its entries are rendered once it is first opened (about a hundred entries sit in closed groups),
 * and it renders again only when which of its entries is on show changes, not on every address change.
 */
const MenuGroup = memo(function MenuGroup({ group, activeId, onOpen }: { group: MenuEntry; activeId: number | null; onOpen: (entry: MenuEntry) => void }) {
  const [opened, setOpened] = useState(activeId !== null);
  const [everOpened, setEverOpened] = useState(opened);
  const toggle = (next: boolean) => {
    setOpened(next);
    if (next) setEverOpened(true);
  };
  return (
    <NavLink component="button" label={group.name} leftSection={<MenuIcon name={group.icon} />} opened={opened} onChange={toggle} childrenOffset={28}>
      {/* Always a child (a fragment): NavLink is a group, with its chevron and toggle, only when it has children. */}
      <>{everOpened && children(group).map((entry) => <Leaf key={entry.id} entry={entry} active={entry.id === activeId} onOpen={onOpen} />)}</>
    </NavLink>
  );
});

const Leaf = memo(function Leaf({ entry, active, onOpen, withIcon }: { entry: MenuEntry; active: boolean; onOpen: (entry: MenuEntry) => void; withIcon?: boolean }) {
  return (
    <NavLink
      component="button"
      label={entry.name}
      leftSection={withIcon ? <MenuIcon name={entry.icon} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => onOpen(entry)}
    />
  );
});

function FoldedGroup({ group, activeUrl, onOpen }: { group: MenuEntry; activeUrl: string; onOpen: (entry: MenuEntry) => void }) {
  const entries = children(group);
  const leaf = entries.length === 0;
  // Controlled, so that choosing an entry closes the pop-out for good: a finger's tap leaves a hover
  // behind that would open it again right after (the page then sat under the pop-out).
  const [opened, setOpened] = useState(false);
  const justChosen = useRef(false);
  const change = (next: boolean) => {
    if (next && justChosen.current) return;
    setOpened(next);
  };
  const choose = (entry: MenuEntry) => {
    justChosen.current = true;
    window.setTimeout(() => (justChosen.current = false), REOPEN_GUARD_MS);
    setOpened(false);
    onOpen(entry);
  };
  const active = leaf ? isActive(group, activeUrl) : entries.some((entry) => isActive(entry, activeUrl));
  const icon = (
    <ActionIcon variant={active ? 'light' : 'subtle'} size="lg" aria-label={group.name} onClick={leaf ? () => onOpen(group) : undefined}>
      <MenuIcon name={group.icon} size={20} />
    </ActionIcon>
  );
  if (leaf) {
    return (
      <Tooltip label={group.name} position="right">
        {icon}
      </Tooltip>
    );
  }
  return (
    <Menu opened={opened} onChange={change} position="right-start" offset={8} withArrow trigger="click-hover" openDelay={80} closeDelay={150}>
      <Menu.Target>{icon}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{group.name}</Menu.Label>
        {entries.map((entry) => (
          <Menu.Item key={entry.id} onClick={() => choose(entry)}>
            {entry.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
