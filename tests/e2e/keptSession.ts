import type { Page } from '@playwright/test';

/** What the portal keeps of the account's session in IndexedDB, read as it is (null when nothing). */
export function keptSession(page: Page, account: string) {
  return page.evaluate(
    (account) =>
      new Promise<{ pages: Record<string, { memory: Record<string, unknown> }> } | null>((resolve) => {
        const request = indexedDB.open('portal-sessions');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('sessions')) return resolve(null);
          const read = db.transaction('sessions').objectStore('sessions').get(account);
          read.onsuccess = () => resolve(read.result ?? null);
        };
      }),
    account,
  );
}

/** The keys the account's kept pages hold in their memory (docs/product.md#tabs). */
export const keptMemoryKeys = async (page: Page, account: string) =>
  Object.values((await keptSession(page, account))?.pages ?? {}).flatMap((kept) => Object.keys(kept.memory));

/** What the account's pages keep of a wizard (its step and choices; docs/product.md#tabs), one entry per page keeping it. */
export const keptWizards = async (page: Page, account: string, wizard: string) =>
  Object.values((await keptSession(page, account))?.pages ?? {}).flatMap((kept) => (kept.memory[`wizard:${wizard}`] ? [kept.memory[`wizard:${wizard}`]] : []));
