import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { activeScreen } from '../../../machines/tabs.context.ts';
import { signedInAccount } from '../../api/auth.ts';
import type { TabsActor } from '../tabsActor.ts';

/** The screens an account opened last, newest first, kept in this browser per account. */
export const RECENT_MAX = 10;
const keyFor = (account: string) => `palette.recent.${account}`;

export function readRecent(account: string): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(keyFor(account)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(account: string, url: string): void {
  const list = [url, ...readRecent(account).filter((kept) => kept !== url)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(keyFor(account), JSON.stringify(list));
  } catch {
    // A full or refused storage only loses the list.
  }
}

/** Records each page shown in a tab (its address without the query) as the account's latest. */
export function useRecentScreens(actor: TabsActor): void {
  // The screen, not its address: a list's sort or search re-renders nothing here.
  const path = useSelector(actor, (snapshot) => activeScreen(snapshot.context));
  useEffect(() => {
    if (!path || path === '/') return;
    let current = true;
    signedInAccount().then((info) => current && rememberRecent(info.account, path), () => undefined);
    return () => {
      current = false;
    };
  }, [path]);
}
