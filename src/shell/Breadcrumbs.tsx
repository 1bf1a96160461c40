import { Box, Breadcrumbs as Trail, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { activeTab, currentEntry, type TabsContext } from '../../machines/tabs.context.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { useTabsActor } from './tabsActor.ts';

const HOME_TITLE = '首页';
const pathOf = (url: string) => url.split(/[?#]/)[0].toLowerCase();

/** Where the page on show sits: its menu group, the screen its tab was opened at, and the page it moved on to. */
export function trailOf(context: TabsContext, menu: MenuEntry[] | null): string[] {
  const tab = activeTab(context);
  if (!tab) return [HOME_TITLE];
  const [opened, shown] = [tab.history[0], currentEntry(tab)];
  const group = menu?.find((entry) => entry.child?.some((child) => pathOf(child.manageUrl || child.url || '') === pathOf(opened.url)));
  return [group?.name, opened.title, shown.instance === opened.instance ? undefined : shown.title].filter((item): item is string => !!item);
}

/** 显示面包屑 (docs/product.md#preferences): in the header, from a tablet's width up. */
export function Breadcrumbs({ menu }: { menu: MenuEntry[] | null }) {
  const actor = useTabsActor();
  const trail = useSelector(actor, (snapshot) => trailOf(snapshot.context, menu), (a, b) => a.join('\u0000') === b.join('\u0000'));
  return (
    <Box component="nav" aria-label="面包屑" visibleFrom="md" miw={0}>
      <Trail separatorMargin={6} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
        {trail.map((item, index) => (
          <Text key={`${index}-${item}`} size="sm" c={index === trail.length - 1 ? undefined : 'dimmed'} aria-current={index === trail.length - 1 ? 'page' : undefined} truncate>
            {item}
          </Text>
        ))}
      </Trail>
    </Box>
  );
}
