import { ActionIcon, Box, CloseButton, Group, Menu, ScrollArea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconHome, IconRefresh, IconX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { canGoBack, canGoForward, currentEntry, type Tab } from '../../machines/tabs.machine.ts';
import { useTabsActor } from './tabsActor.ts';

function StripButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** SPEC §2 tab strip: home, back/forward inside the tab, refresh, close all; each tab's context menu closes others/left/right. */
export function TabStrip() {
  const actor = useTabsActor();
  const tabs = useSelector(actor, (snapshot) => snapshot.context.tabs);
  const activeId = useSelector(actor, (snapshot) => snapshot.context.activeId);
  const back = useSelector(actor, (snapshot) => canGoBack(snapshot.context));
  const forward = useSelector(actor, (snapshot) => canGoForward(snapshot.context));
  const [menuFor, setMenuFor] = useState<string | null>(null);

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
      <ScrollArea type="never" style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap" role="tablist" aria-label="已打开的页面">
          {tabs.map((tab) => (
            <TabItem
              key={tab.id}
              tab={tab}
              active={tab.id === activeId}
              menuOpened={menuFor === tab.id}
              onMenuChange={(opened) => setMenuFor(opened ? tab.id : null)}
            />
          ))}
        </Group>
      </ScrollArea>
      <StripButton label="关闭全部标签" onClick={() => actor.send({ type: 'CLOSE_ALL' })} disabled={tabs.length === 0}>
        <IconX size={18} />
      </StripButton>
    </Group>
  );
}

interface TabItemProps {
  tab: Tab;
  active: boolean;
  menuOpened: boolean;
  onMenuChange: (opened: boolean) => void;
}

function TabItem({ tab, active, menuOpened, onMenuChange }: TabItemProps) {
  const actor = useTabsActor();
  const title = currentEntry(tab).title;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active) button.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const openMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenuChange(true);
  };
  return (
    <Menu opened={menuOpened} onChange={onMenuChange} position="bottom-start" shadow="md">
      <Menu.Target>
        <Box
          onContextMenu={openMenu}
          px={8}
          py={2}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            whiteSpace: 'nowrap',
            borderRadius: 4,
            background: active ? 'var(--mantine-color-brand-light)' : undefined,
            color: active ? 'var(--mantine-color-brand-8)' : undefined,
          }}
        >
          <UnstyledButton
            ref={button}
            role="tab"
            aria-selected={active}
            aria-label={title}
            fz="sm"
            onClick={() => actor.send({ type: 'ACTIVATE', tabId: tab.id })}
          >
            {title}
          </UnstyledButton>
          <CloseButton size="xs" aria-label={`关闭${title}`} onClick={() => actor.send({ type: 'CLOSE', tabId: tab.id })} />
        </Box>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE', tabId: tab.id })}>关闭</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_OTHERS', tabId: tab.id })}>关闭其他</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_LEFT', tabId: tab.id })}>关闭左侧</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_RIGHT', tabId: tab.id })}>关闭右侧</Menu.Item>
        <Menu.Item onClick={() => actor.send({ type: 'CLOSE_ALL' })}>关闭全部</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
