import { randomInt } from 'node:crypto';
import type { Db } from './db.ts';
import { BusinessError } from './errors.ts';

export const SMS_SCHEMA = `
CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  used_at INTEGER,
  failed_checks INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sms_outbox_phone ON sms_outbox (phone, sent_at);
CREATE TABLE IF NOT EXISTS rate_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_subject ON rate_events (kind, subject, at);
`;

export const CODE_VALID_MS = 5 * 60 * 1000;
export const RESEND_WINDOW_MS = 120 * 1000;
/** A code dies after this many wrong tries: even the right one is refused afterwards. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Limits on sending and checking codes, counted over sliding windows in the database (so a reset
 * clears them). The per-phone 120 s (docs/product.md#limits) comes on top of the sending limits.
 */
export const LIMITS = {
  /** Wrong code checks of one phone (across its codes) within an hour. */
  phoneFailures: { max: 10, windowMs: 60 * 60 * 1000 },
  /** Wrong code checks from one client address within 15 minutes. */
  clientFailures: { max: 20, windowMs: 15 * 60 * 1000 },
  /** Codes sent at the request of one client address within an hour. */
  clientSends: { max: 20, windowMs: 60 * 60 * 1000 },
  /** Codes sent by the whole service within a minute. */
  globalSends: { max: 120, windowMs: 60 * 1000 },
} as const;

export const TOO_MANY_REQUESTS = '操作过于频繁，请稍后再试';
export const CODE_ATTEMPTS_EXHAUSTED = '验证码错误次数过多，请重新获取';

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used' | 'exhausted' | 'limited';

export interface OutboxEntry {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

interface Limit {
  max: number;
  windowMs: number;
}

/** Sliding-window counters (sends, failures) per subject: a phone, a client address, an account. */
export class RateLimits {
  constructor(
    private readonly db: () => Db,
    private readonly now: () => number,
  ) {}

  count(kind: string, subject: string, windowMs: number): number {
    const row = this.db()
      .prepare('SELECT COUNT(*) AS n FROM rate_events WHERE kind = ? AND subject = ? AND at > ?')
      .get(kind, subject, this.now() - windowMs) as { n: number };
    return row.n;
  }

  exceeded(kind: string, subject: string, limit: Limit): boolean {
    return this.count(kind, subject, limit.windowMs) >= limit.max;
  }

  /** When the subject's latest event of the kind happened (0 when never). */
  lastAt(kind: string, subject: string): number {
    const row = this.db().prepare('SELECT MAX(at) AS at FROM rate_events WHERE kind = ? AND subject = ?').get(kind, subject) as {
      at: number | null;
    };
    return row.at ?? 0;
  }

  record(kind: string, subject: string): void {
    this.db().prepare('INSERT INTO rate_events (kind, subject, at) VALUES (?, ?, ?)').run(kind, subject, this.now());
  }

  clear(kind: string, subject: string): void {
    this.db().prepare('DELETE FROM rate_events WHERE kind = ? AND subject = ?').run(kind, subject);
  }
}

/** The stand-in never sends real texts: each code lands in this outbox, readable by tests. */
export class SmsOutbox {
  readonly limits: RateLimits;

  constructor(
    private readonly db: () => Db,
    private readonly now: () => number,
  ) {
    this.limits = new RateLimits(db, now);
  }

  /**
   * Refuses a send that would pass the per-client or global limit (before any per-phone check, so the
   * answer says nothing about the phone). Used by send() and by callers that answer without sending.
   */
  checkSendLimits(client = ''): void {
    if (client && this.limits.exceeded('send-client', client, LIMITS.clientSends)) throw new BusinessError(TOO_MANY_REQUESTS);
    if (this.limits.exceeded('send-all', '', LIMITS.globalSends)) throw new BusinessError(TOO_MANY_REQUESTS);
  }

  /** Counts a send (also one answered without a text, so both answers cost the same). */
  recordSend(client = ''): void {
    if (client) this.limits.record('send-client', client);
    this.limits.record('send-all', '');
  }

  /** Seconds until the phone may be sent another code, 0 when it may now. */
  resendWait(phone: string): number {
    const last = this.db()
      .prepare("SELECT sent_at FROM sms_outbox WHERE phone = ? AND code != '' ORDER BY sent_at DESC, id DESC LIMIT 1")
      .get(phone) as { sent_at: number } | undefined;
    const since = last ? this.now() - last.sent_at : Infinity;
    return since < RESEND_WINDOW_MS ? Math.ceil((RESEND_WINDOW_MS - since) / 1000) : 0;
  }

  /** Issues a 6-digit code valid 5 minutes; one send per phone per 120 s, within the client and global limits. */
  send(phone: string, purpose: string, label = '代理商后台', client = ''): string {
    this.checkSendLimits(client);
    const wait = this.resendWait(phone);
    if (wait > 0) throw new BusinessError(`验证码发送过于频繁，请${wait}秒后再试`);
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const text = `【${label}】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
    this.db()
      .prepare('INSERT INTO sms_outbox (phone, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)')
      .run(phone, purpose, code, text, now);
    this.recordSend(client);
    return code;
  }

  /** A text that carries no code (a notice such as a new password), within the sending limits. */
  notify(phone: string, purpose: string, text: string, client = ''): void {
    this.checkSendLimits(client);
    this.db()
      .prepare("INSERT INTO sms_outbox (phone, purpose, code, text, sent_at) VALUES (?, ?, '', ?, ?)")
      .run(phone, purpose, text, this.now());
    this.recordSend(client);
  }

  /** Whether checks for the phone or from the client have failed too often lately. */
  checksBlocked(phone: string, client = ''): boolean {
    return (
      this.limits.exceeded('check-phone', phone, LIMITS.phoneFailures) ||
      (client !== '' && this.limits.exceeded('check-client', client, LIMITS.clientFailures))
    );
  }

  /** Failed code checks of the phone or the client within their windows (the larger of the two). */
  recentFailures(phone: string, client = ''): number {
    return Math.max(
      this.limits.count('check-phone', phone, LIMITS.phoneFailures.windowMs),
      client ? this.limits.count('check-client', client, LIMITS.clientFailures.windowMs) : 0,
    );
  }

  private recordFailure(phone: string, client: string): void {
    this.limits.record('check-phone', phone);
    if (client) this.limits.record('check-client', client);
  }

  /**
   * Checks the newest code sent to the phone for the purpose; a correct one is used up. A wrong try
   * counts against the code (dead after MAX_CODE_ATTEMPTS), the phone and the client address; past
   * their limits no check is made at all.
   */
  verify(phone: string, purpose: string, code: string, client = ''): CodeCheck {
    if (this.checksBlocked(phone, client)) return 'limited';
    const row = this.db()
      .prepare(
        'SELECT id, code, sent_at, used_at, failed_checks FROM sms_outbox WHERE phone = ? AND purpose = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
      )
      .get(phone, purpose) as { id: number; code: string; sent_at: number; used_at: number | null; failed_checks: number } | undefined;
    // A dead code is not compared at all, so trying it tells nothing (and costs the phone nothing more).
    if (row && row.failed_checks >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (!row || row.code !== code) {
      if (row) this.db().prepare('UPDATE sms_outbox SET failed_checks = failed_checks + 1 WHERE id = ?').run(row.id);
      this.recordFailure(phone, client);
      return 'wrong';
    }
    if (row.used_at !== null) return 'used';
    if (this.now() - row.sent_at > CODE_VALID_MS) return 'expired';
    this.db().prepare('UPDATE sms_outbox SET used_at = ? WHERE id = ?').run(this.now(), row.id);
    return 'ok';
  }

  list(phone: string): OutboxEntry[] {
    const rows = this.db()
      .prepare('SELECT phone, code, text, sent_at FROM sms_outbox WHERE phone = ? ORDER BY sent_at DESC, id DESC')
      .all(phone) as { phone: string; code: string; text: string; sent_at: number }[];
    return rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, sentAt: new Date(r.sent_at).toISOString() }));
  }
}
