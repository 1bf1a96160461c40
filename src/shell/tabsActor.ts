import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tabsMachine } from '../../machines/tabs.machine.ts';
import { findRoute } from './routeRegistry.ts';

export type TabsActor = ActorRefFrom<typeof tabsMachine>;

export const TabsActorContext = createContext<TabsActor | null>(null);

export function useTabsActor(): TabsActor {
  const actor = useContext(TabsActorContext);
  if (!actor) throw new Error('useTabsActor needs the shell');
  return actor;
}

/** A route's tab title; an unknown address is shown as itself. */
export function titleFor(url: string): string {
  return findRoute(url)?.title ?? url.split(/[?#]/)[0];
}

export const REFRESH_PATH = '/refresh';

export const isRefreshUrl = (url: string) => url.split(/[?#]/)[0].toLowerCase() === REFRESH_PATH;
