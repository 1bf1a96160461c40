import { useEffect } from 'react';
import { activeUrl } from '../../machines/tabs.machine.ts';
import { findRoute } from './routeRegistry.ts';
import { isRefreshUrl, titleFor, type TabsActor } from './tabsActor.ts';

/**
 * The address bar always shows the active tab's current route, and the browser's back button acts on
 * the active tab. The shell keeps two history entries of its own: a base entry and, above it, the
 * entry it rewrites as tabs change; going back lands on the base entry, which the shell turns into a
 * step back inside the active tab before putting the upper entry back.
 */
const MARK = 'portalShell';
const BASE = { [MARK]: 'base' };
const TOP = { [MARK]: 'top' };

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
    const showActive = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active') return;
      const url = addressOf(activeUrl(snapshot.context));
      if (url !== null && url !== here()) history.replaceState(TOP, '', url);
    };
    const subscription = actor.subscribe(showActive);
    showActive();

    const onPopState = (event: PopStateEvent) => {
      if (markOf(event.state) === 'base') {
        // The upper entry goes back first: the step back rewrites the current entry's address, and done the
        // other way round it rewrote the base entry into an upper one, so the next back left the shell's pair.
        history.pushState(TOP, '', here());
        actor.send({ type: 'BACK' });
        showActive();
      } else if (findRoute(here())) {
        actor.send({ type: 'OPEN', url: here(), title: titleFor(here()) });
      }
    };
    // Something outside a tab's own router moved the address (a plain history push): follow it to a
    // signed-in route in the active tab, or re-mount the page for /refresh.
    const onPushState = (event: Event) => {
      const [state] = (event as Event & { arguments?: unknown[] }).arguments ?? [];
      if (markOf(state) !== undefined) return;
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
