import { getToken } from '../../api/token.ts';

/**
 * Where a lock outlives a reload and reaches this browser's other tabs (docs/product.md#lock-screen): localStorage
 * holds a fingerprint of the locked session (never its token), so a new sign-in starts unlocked; and the last input
 * in any tab, so one tab left alone does not lock the portal someone is using in another.
 */
const LOCK_KEY = 'portal-lock';
const ACTIVITY_KEY = 'portal-last-activity';

/** FNV-1a of the token: tells sessions apart, and gives nothing of the token away. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the lock holds in this tab until it is reloaded.
  }
}

const session = () => {
  const token = getToken();
  return token ? fingerprint(token) : null;
};

/** This session was locked (here, in another tab, or before a reload). */
export const lockedHere = (): boolean => session() !== null && read(LOCK_KEY) === session();

export const rememberLock = (): void => write(LOCK_KEY, session());
export const forgetLock = (): void => write(LOCK_KEY, null);

/** Calls back when another tab of this browser locks this session or unlocks it. */
export function onLockElsewhere(changed: (locked: boolean) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOCK_KEY) changed(lockedHere());
  };
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}

/** The last input in any tab of this browser (ms), or 0. */
export const lastActivityAnywhere = (): number => Number(read(ACTIVITY_KEY)) || 0;
export const recordActivity = (at: number): void => write(ACTIVITY_KEY, String(at));
