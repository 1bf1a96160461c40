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
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS sms_outbox_phone ON sms_outbox (phone, sent_at);
`;

export const CODE_VALID_MS = 5 * 60 * 1000;
export const RESEND_WINDOW_MS = 120 * 1000;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'used';

export interface OutboxEntry {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

/** The stand-in never sends real texts: each code lands in this outbox, readable by tests. */
export class SmsOutbox {
  constructor(
    private readonly db: () => Db,
    private readonly now: () => number,
  ) {}

  /** Issues a 6-digit code valid 5 minutes; one send per phone per 120 s. */
  send(phone: string, purpose: string, label = '代理商后台'): string {
    const last = this.db()
      .prepare('SELECT sent_at FROM sms_outbox WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1')
      .get(phone) as { sent_at: number } | undefined;
    const now = this.now();
    if (last && now - last.sent_at < RESEND_WINDOW_MS) {
      const wait = Math.ceil((RESEND_WINDOW_MS - (now - last.sent_at)) / 1000);
      throw new BusinessError(`验证码发送过于频繁，请${wait}秒后再试`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const text = `【${label}】您的验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
    this.db()
      .prepare('INSERT INTO sms_outbox (phone, purpose, code, text, sent_at) VALUES (?, ?, ?, ?, ?)')
      .run(phone, purpose, code, text, now);
    return code;
  }

  /** Checks the newest code sent to the phone for the purpose; a correct one is used up. */
  verify(phone: string, purpose: string, code: string): CodeCheck {
    const row = this.db()
      .prepare(
        'SELECT id, code, sent_at, used_at FROM sms_outbox WHERE phone = ? AND purpose = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
      )
      .get(phone, purpose) as { id: number; code: string; sent_at: number; used_at: number | null } | undefined;
    if (!row || row.code !== code) return 'wrong';
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
