import { useEffect, useState } from 'react';
import type { SavedTabs } from '../../../machines/tabs.context.ts';
import { signedInAccount } from '../../api/auth.ts';
import { readSavedTabs } from '../shellStorage.ts';
import { browserRunningSinceKept, loadKeptSession, startKeeping } from './keptSession.ts';

/**
 * The tabs the shell starts with: this browser tab's own after a reload (sessionStorage), else what the account kept
 * in IndexedDB after a browser restart (a new window of a browser still running starts afresh); undefined while the
 * account and its kept session are looked up.
 * A portal whose account cannot be asked (offline, nothing kept) starts from this tab's own and keeps nothing.
 */
export function useKeptSession(): SavedTabs | null | undefined {
  const [tabs, setTabs] = useState<SavedTabs | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const own = readSavedTabs();
    const restarted = !browserRunningSinceKept();
    signedInAccount()
      .then(async ({ account }) => {
        // A new window of a browser still running starts afresh (its own tabs kept from then on); a restart restores.
        const kept = own || restarted ? await loadKeptSession(account) : null;
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
