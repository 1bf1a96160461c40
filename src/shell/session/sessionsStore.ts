/**
 * The IndexedDB database that keeps sessions (`portal-sessions`, one object store keyed by account), spoken to
 * directly rather than through Dexie: the shell reads it at every sign-in, and Dexie is 30 KB of the shell's
 * JavaScript for three calls (docs/architecture.md#sizes). Uploads and offline answers, loaded later, keep Dexie.
 */

const NAME = 'portal-sessions';
const STORE = 'sessions';
// The database was first made by Dexie, whose version(1) is IndexedDB's version 10; opening it lower fails.
const VERSION = 10;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'account' });
    };
    request.onsuccess = () => {
      // Another page deleting or upgrading the database, or the browser closing it (storage cleared): this page
      // opens it again at its next call.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      request.result.onclose = () => {
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('portal-sessions is held open at another version'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function call<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    // A write counts once its transaction commits, a read once it answers.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? request.error);
  });
}

export const sessionsStore = {
  get: <T>(account: string) => call<T | undefined>('readonly', (store) => store.get(account) as IDBRequest<T | undefined>),
  put: <T extends { account: string }>(session: T) => call('readwrite', (store) => store.put(session)).then(() => undefined),
  delete: (account: string) => call('readwrite', (store) => store.delete(account)).then(() => undefined),
};
