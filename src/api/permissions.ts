import { SESSION_KEY_PREFIX } from './session.ts';
import { api } from './client.ts';

/** Button identities allowed per table id, loaded once per table id per session (docs/product.md#roles-and-scope). */
const STORAGE_PREFIX = `${SESSION_KEY_PREFIX}btnActions.`;
const loaded = new Map<string, readonly string[]>();
const pending = new Map<string, Promise<readonly string[]>>();
const listeners = new Set<() => void>();

export const fetchButtonActions = (tableId: string) =>
  api.get<string[]>('/api/btnAction/getBtnActionIdentity', { tableId });

/** The actions already known for a table id (this page's memory, or this session's storage). */
export function knownButtonActions(tableId: string): readonly string[] | undefined {
  if (!loaded.has(tableId)) {
    const saved = sessionStorage.getItem(STORAGE_PREFIX + tableId);
    if (saved !== null) loaded.set(tableId, JSON.parse(saved) as string[]);
  }
  return loaded.get(tableId);
}

/** Loads a table id's actions unless known or already on the way; listeners hear when they arrive. */
export function loadButtonActions(tableId: string): Promise<readonly string[]> {
  const known = knownButtonActions(tableId);
  if (known) return Promise.resolve(known);
  let request = pending.get(tableId);
  if (!request) {
    request = fetchButtonActions(tableId).then(
      (actions) => {
        loaded.set(tableId, actions);
        sessionStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify(actions));
        pending.delete(tableId);
        listeners.forEach((listener) => listener());
        return actions;
      },
      (error: unknown) => {
        pending.delete(tableId);
        throw error;
      },
    );
    pending.set(tableId, request);
  }
  return request;
}

/**
 * Asks again for the actions of every table id this page knows (the account's role changed): each is replaced once
 * its answer is here, and listeners hear it. Rejects when one could not be asked, so the change is followed again.
 */
export async function reloadButtonActions(): Promise<void> {
  const tableIds = [...new Set([...loaded.keys(), ...savedTableIds()])];
  const answers = await Promise.all(tableIds.map(async (tableId) => [tableId, await fetchButtonActions(tableId)] as const));
  for (const [tableId, actions] of answers) {
    loaded.set(tableId, actions);
    sessionStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify(actions));
  }
  listeners.forEach((listener) => listener());
}

const savedTableIds = () => Object.keys(sessionStorage).flatMap((key) => (key.startsWith(STORAGE_PREFIX) ? [key.slice(STORAGE_PREFIX.length)] : []));

export function subscribeButtonActions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's source of button permissions (the shape src/ui's <Can> reads). */
export const buttonPermissions = {
  known: knownButtonActions,
  load: loadButtonActions,
  subscribe: subscribeButtonActions,
};

/** Forgets what this page knows when the session ends (the storage is cleared with the session). */
export function forgetButtonActions(): void {
  loaded.clear();
  pending.clear();
}
