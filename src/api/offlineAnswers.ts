import Dexie, { type EntityTable } from 'dexie';

/**
 * The last answer of every read call, kept in IndexedDB with the time it came, so a screen opened while
 * offline shows what it last showed (docs/product.md#offline). Answers are kept per session: the key starts
 * with a digest of the token (never the token itself), the answers of any other session are dropped when this
 * one first keeps one, and signing out drops them all.
 */

interface KeptAnswer {
  key: string;
  session: string;
  data: unknown;
  savedAt: number;
}

/** At most this many answers are kept; the oldest go first. */
const KEPT_ANSWERS = 400;

class OfflineAnswers extends Dexie {
  answers!: EntityTable<KeptAnswer, 'key'>;
  constructor() {
    super('portal-offline');
    this.version(1).stores({ answers: '&key, session, savedAt' });
  }
}

let database: OfflineAnswers | null = null;
const db = () => (database ??= new OfflineAnswers());
/** Whether this page has already dropped other sessions' answers. */
let tidiedFor: string | null = null;

/** A digest of the token names the session; without Web Crypto (a page not on https) nothing is kept. */
async function sessionOf(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle || typeof indexedDB === 'undefined') return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const keyOf = (session: string, request: string) => `${session} ${request}`;

/** Keeps a read call's answer; a browser that refuses (private window, storage full) simply keeps nothing. */
export async function keepAnswer(token: string | null, request: string, data: unknown, savedAt: number): Promise<void> {
  const session = token && (await sessionOf(token));
  if (!session) return;
  try {
    if (tidiedFor !== session) {
      tidiedFor = session;
      await db().answers.where('session').notEqual(session).delete();
    }
    await db().answers.put({ key: keyOf(session, request), session, data, savedAt });
    const count = await db().answers.count();
    if (count > KEPT_ANSWERS) await db().answers.orderBy('savedAt').limit(count - KEPT_ANSWERS).delete();
  } catch {
    // Nothing kept: the screen will say it cannot be opened offline.
  }
}

/** The answer kept for this read call in this session, with its time; null when there is none. */
export async function keptAnswer(token: string | null, request: string): Promise<{ data: unknown; savedAt: number } | null> {
  const session = token && (await sessionOf(token));
  if (!session) return null;
  try {
    const kept = await db().answers.get(keyOf(session, request));
    return kept ? { data: kept.data, savedAt: kept.savedAt } : null;
  } catch {
    return null;
  }
}

/** Drops every kept answer (the session ended). */
export async function forgetAnswers(): Promise<void> {
  tidiedFor = null;
  if (typeof indexedDB === 'undefined') return;
  await db().answers.clear().catch(() => undefined);
}
