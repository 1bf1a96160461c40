import { useEffect } from 'react';
import { createActor, fromPromise } from 'xstate';
import { permissionWatchMachine } from '../../machines/permissionWatch.machine.ts';
import { onApiEvent } from '../api/events.ts';
import { getPermissionVersion } from '../api/menu.ts';
import { reloadButtonActions } from '../api/permissions.ts';
import { SESSION_KEY_PREFIX } from '../api/session.ts';
import { showCard } from '../ui/message.ts';
import { closedTabsNotice, tabsNoLongerAllowed } from './permissionFollow.ts';
import type { TabsActor } from './tabsActor.ts';
import { reloadMenu } from './useMenu.ts';

/** The version the menu and buttons this page holds were loaded at, kept with the session's other keys. */
const VERSION_KEY = `${SESSION_KEY_PREFIX}permissionVersion`;
const NOTICE_MS = 10_000;

/** Loads the menu and buttons again and closes the tabs the new menu no longer opens, saying which. */
async function follow(tabs: TabsActor): Promise<void> {
  const [menu] = await Promise.all([reloadMenu(), reloadButtonActions()]);
  const closing = tabsNoLongerAllowed(tabs.getSnapshot().context, menu);
  for (const { id } of closing) {
    tabs.send({ type: 'UNPIN', tabId: id });
    tabs.send({ type: 'CLOSE', tabId: id });
  }
  if (closing.length > 0) showCard({ color: 'yellow', message: closedTabsNotice(closing.map((tab) => tab.title)), autoClose: NOTICE_MS });
}

/**
 * The account's menus and buttons follow its role while the portal is open (docs/product.md#roles-and-scope): the
 * permission watch asks their version every few seconds while the page is shown, and at once after a refusal for
 * a right the account lacks.
 */
export function usePermissionWatch(tabs: TabsActor): void {
  useEffect(() => {
    const watch = createActor(
      permissionWatchMachine.provide({
        actors: {
          askVersion: fromPromise(async () => (await getPermissionVersion()).version),
          follow: fromPromise(() => follow(tabs)),
        },
      }),
      { input: { known: sessionStorage.getItem(VERSION_KEY) } },
    );
    let written = sessionStorage.getItem(VERSION_KEY);
    const kept = watch.subscribe(({ context: { known } }) => {
      if (known === null || known === written) return;
      sessionStorage.setItem(VERSION_KEY, known);
      written = known;
    });
    const onVisibility = () => watch.send({ type: document.hidden ? 'PAUSE' : 'RESUME' });
    const stopRefusals = onApiEvent((event) => event.type === 'rightRefused' && watch.send({ type: 'CHECK' }));
    document.addEventListener('visibilitychange', onVisibility);
    watch.start();
    if (document.hidden) watch.send({ type: 'PAUSE' });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopRefusals();
      kept.unsubscribe();
      watch.stop();
    };
  }, [tabs]);
}
