import { useEffect } from 'react';
import { activeUrl, canGoForward } from '../../machines/tabs.context.ts';
import { findRoute } from './routeRegistry.ts';
import { isRefreshUrl, titleFor, type TabsActor } from './tabsActor.ts';

/**
 * The address bar always shows the active tab's current route, and the browser's back and forward
 * buttons act on the active tab. The shell keeps history entries of its own: a base entry, above it the
 * entry it rewrites as tabs change, and, while the active tab can go forward, an entry ahead of that.
 * Going back lands on the base entry, which the shell turns into a step back inside the active tab
 * before putting the upper entry back; going forward lands on the entry ahead, which it turns into a
 * step forward before returning to the upper entry (or, when the tab can go no further, to the base to
 * drop the entry ahead).
 */
const MARK = 'portalShell';
const BASE = { [MARK]: 'base' };
const TOP = { [MARK]: 'top' };
const AHEAD = { [MARK]: 'ahead' };

const here = () => `${location.pathname}${location.search}`;
/**
 * The address to show for a tab's url: its path on this origin, or null for an old-system frame
 * page on another origin (the browser refuses such an address, so the bar keeps what it shows).
 */
function addressOf(url: string): string | null {
  try {
    const target = new URL(url, location.href);
    return target.origin === location.origin ? `${target.pathname}${target.search}` : null;
  } catch {
    return null;
  }
}

const markOf = (state: unknown) => (state as Record<string, unknown> | null)?.[MARK];

export function useBrowserHistory(actor: TabsActor): void {
  useEffect(() => {
    if (markOf(history.state) !== 'top') {
      history.replaceState(BASE, '', here());
      history.pushState(TOP, '', here());
    }
    // Whether the entry ahead of the upper one is there, and whether a move the shell started itself is
    // under way (its popstate is the shell's own, and the address is rewritten once it has arrived).
    let ahead = false;
    let moving = false;
    const move = (steps: number) => {
      moving = true;
      history.go(steps);
    };
    const showActive = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active' || moving) return;
      const url = addressOf(activeUrl(snapshot.context));
      if (url !== null && url !== here()) history.replaceState(TOP, '', url);
      const forward = canGoForward(snapshot.context);
      if (forward && !ahead) {
        history.pushState(AHEAD, '', here());
        ahead = true;
        move(-1);
      } else if (!forward && ahead) {
        // Only a push from the base drops the entry ahead: go there, and the upper entry is pushed again.
        move(-1);
      }
    };
    const subscription = actor.subscribe(showActive);
    showActive();

    const onPopState = (event: PopStateEvent) => {
      const mark = markOf(event.state);
      if (mark === 'base') {
        // The upper entry goes back first: the step back rewrites the current entry's address, and done the
        // other way round it rewrote the base entry into an upper one, so the next back left the shell's pair.
        history.pushState(TOP, '', addressOf(activeUrl(actor.getSnapshot().context)) ?? here());
        ahead = false;
        if (moving) moving = false;
        else actor.send({ type: 'BACK' });
        showActive();
      } else if (moving) {
        moving = false;
        showActive();
      } else if (mark === 'ahead') {
        // The step forward is shown once back on the upper entry, or on the base when the tab can go no further.
        moving = true;
        ahead = true;
        actor.send({ type: 'FORWARD' });
        history.go(canGoForward(actor.getSnapshot().context) ? -1 : -2);
      } else if (findRoute(here())) {
        actor.send({ type: 'OPEN', url: here(), title: titleFor(here()) });
      }
    };
    // Something outside a tab's own router moved the address (a plain history push): follow it to a
    // signed-in route in the active tab, or re-mount the page for /refresh.
    const onPushState = (event: Event) => {
      const [state] = (event as Event & { arguments?: unknown[] }).arguments ?? [];
      if (markOf(state) !== undefined) return;
      // A push drops every entry above the current one, the one ahead too.
      ahead = false;
      if (isRefreshUrl(here())) actor.send({ type: 'REFRESH' });
      else if (findRoute(here())) actor.send({ type: 'NAVIGATE', url: here(), title: titleFor(here()) });
      else return;
      showActive();
    };
    addEventListener('popstate', onPopState);
    addEventListener('pushState', onPushState);
    return () => {
      subscription.unsubscribe();
      removeEventListener('popstate', onPopState);
      removeEventListener('pushState', onPushState);
    };
  }, [actor]);
}
