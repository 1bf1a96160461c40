import { Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Activity, useDeferredValue, useState } from 'react';
import { HOME_URL, currentEntry, type TabsContext } from '../../machines/tabs.context.ts';
import { FramePage } from './FramePage.tsx';
import { KeptPage } from './session/KeptPage.tsx';
import { TabPage } from './TabPage.tsx';
import { useTabsActor } from './tabsActor.ts';

const HOME = 'home';

/** The page on show: home, or the instance of the active tab's current entry. */
function shownPage(context: TabsContext): number | typeof HOME {
  const tab = context.tabs.find((candidate) => candidate.id === context.activeId);
  return tab ? currentEntry(tab).instance : HOME;
}

/** The kept-alive pages in a stable order (moving a page's nodes could lose its scroll). */
function alivePages(context: TabsContext) {
  return [...context.alive].sort((a, b) => a - b).flatMap((instance) =>
    context.tabs.flatMap((tab) => tab.history.filter((entry) => entry.instance === instance).map((entry) => ({ tab, entry }))),
  );
}

/**
 * Home (once shown), the kept-alive pages (React's <Activity>: hidden ones keep their state, their effects paused; each with what
 * its session keeps of it, KeptPage) and the frame pages, which stay mounted outside that cache and are only hidden.
 */
export function PageHost() {
  const actor = useTabsActor();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  // Which page shows is deferred: a click on a tab paints the strip at once, and showing its page (effects
  // started again, its table laid out) follows in a render of its own. The pages' addresses are not deferred:
  // a page works out its next address from the current one.
  const shown = useDeferredValue(shownPage(context));
  // Home is drawn once it is first shown (a portal opened at another address does not build it unseen), then kept.
  const [homeDrawn, setHomeDrawn] = useState(shown === HOME);
  if (shown === HOME && !homeDrawn) setHomeDrawn(true);
  const frames = context.mountedFrames.flatMap((id) => context.tabs.filter((tab) => tab.id === id));
  return (
    <Box pos="relative" h="100%">
      {homeDrawn && (
        <Activity mode={shown === HOME ? 'visible' : 'hidden'} key={`home-${context.homeInstance}`}>
          <Box h="100%" style={{ overflow: 'auto' }}>
            <TabPage url={HOME_URL} />
          </Box>
        </Activity>
      )}
      {alivePages(context).map(({ tab, entry }) => (
        <Activity mode={shown === entry.instance ? 'visible' : 'hidden'} key={entry.instance}>
          <KeptPage instance={entry.instance} url={entry.url}>
            <TabPage url={entry.url} tabId={tab.id} />
          </KeptPage>
        </Activity>
      ))}
      {frames.map((tab) => {
        const entry = currentEntry(tab);
        return <FramePage key={`${tab.id}-${entry.instance}`} url={entry.url} title={entry.title} hidden={tab.id !== context.activeId} />;
      })}
    </Box>
  );
}
