import { useEffect, useState } from 'react';
import type { SavedTabs } from '../../../machines/tabs.context.ts';
import { signedInAccount } from '../../api/auth.ts';
import { readSavedTabs } from '../shellStorage.ts';
import { loadKeptSession, startKeeping } from './keptSession.ts';

/**
 * The tabs the shell starts with: this browser tab's own after a reload (sessionStorage), else what the account kept
 * in IndexedDB (a browser restart, a new window); undefined while the account and its kept session are looked up.
 * A portal whose account cannot be asked (offline, nothing kept) starts from this tab's own and keeps nothing.
 */
export function useKeptSession(): SavedTabs | null | undefined {
  const [tabs, setTabs] = useState<SavedTabs | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const own = readSavedTabs();
    signedInAccount()
      .then(async ({ account }) => {
        const kept = await loadKeptSession(account);
        if (!current) return;
        startKeeping(account, kept);
        setTabs(own ?? kept?.tabs ?? null);
      })
      .catch(() => current && setTabs(own));
    return () => {
      current = false;
    };
  }, []);
  return tabs;
}
