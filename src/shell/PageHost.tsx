import { Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Activity, useDeferredValue } from 'react';
import { HOME_URL, currentEntry, type TabsContext } from '../../machines/tabs.machine.ts';
import { FramePage } from './FramePage.tsx';
import { TabPage } from './TabPage.tsx';
import { useTabsActor } from './tabsActor.ts';

/** The kept-alive pages with the one on show, in a stable order (moving a page's nodes could lose its scroll). */
function alivePages(context: TabsContext) {
  return [...context.alive].sort((a, b) => a - b).flatMap((instance) =>
    context.tabs.flatMap((tab) =>
      tab.history
        .filter((entry) => entry.instance === instance)
        .map((entry) => ({ tab, entry, shown: tab.id === context.activeId && currentEntry(tab).instance === instance })),
    ),
  );
}

/**
 * Home, the kept-alive pages (React's <Activity>: hidden ones keep their state, their effects paused)
 * and the frame pages, which stay mounted outside that cache and are only hidden.
 */
export function PageHost() {
  const actor = useTabsActor();
  // Deferred: a click on a tab paints the strip at once, and showing the page (its effects start again, its
  // table is laid out) follows in a render of its own rather than holding up that first paint.
  const context = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context));
  const frames = context.mountedFrames.flatMap((id) => context.tabs.filter((tab) => tab.id === id));
  return (
    <Box pos="relative" h="100%">
      <Activity mode={context.activeId === null ? 'visible' : 'hidden'} key={`home-${context.homeInstance}`}>
        <Box h="100%" style={{ overflow: 'auto' }}>
          <TabPage url={HOME_URL} />
        </Box>
      </Activity>
      {alivePages(context).map(({ tab, entry, shown }) => (
        <Activity mode={shown ? 'visible' : 'hidden'} key={entry.instance}>
          <Box h="100%" style={{ overflow: 'auto' }}>
            <TabPage url={entry.url} tabId={tab.id} />
          </Box>
        </Activity>
      ))}
      {frames.map((tab) => {
        const entry = currentEntry(tab);
        return <FramePage key={`${tab.id}-${entry.instance}`} url={entry.url} title={entry.title} hidden={tab.id !== context.activeId} />;
      })}
    </Box>
  );
}
