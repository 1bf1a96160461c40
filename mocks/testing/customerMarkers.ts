import type { Db } from '../db.ts';

/** Where a text names a customer: by its name, its number (KH…) or its phone. */
export interface Mention {
  customerIds: readonly number[];
  what: string;
}

const NAME_PREFIX = 4;

function grouped(rows: Array<{ id: number; key: string }>): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const { id, key } of rows) map.set(key, [...(map.get(key) ?? []), id]);
  return map;
}

/**
 * The seeded customers as text can name them, read once from the database. Names repeat between
 * customers (and phones may), so a mention carries every customer it could be.
 */
export function customerMarkers(db: Db) {
  const rows = db.prepare('SELECT id, name, customer_no, phone FROM customers').all() as Array<{ id: number; name: string; customer_no: string; phone: string }>;
  const byNumber = grouped(rows.map((row) => ({ id: row.id, key: row.customer_no })));
  const byPhone = grouped(rows.map((row) => ({ id: row.id, key: row.phone })));
  const byName = grouped(rows.map((row) => ({ id: row.id, key: row.name })));
  // Names are looked up from their first characters, so a long answer is read once, not once per name.
  const namesByPrefix = grouped([...byName.keys()].map((name, index) => ({ id: index, key: name.slice(0, NAME_PREFIX) })));
  const names = [...byName.keys()];

  /** Every customer mention in `text`. */
  function mentionsIn(text: string): Mention[] {
    const found: Mention[] = [];
    for (const [number] of text.matchAll(/KH\d{8}/g)) if (byNumber.has(number)) found.push({ customerIds: byNumber.get(number)!, what: number });
    for (const [phone] of text.matchAll(/(?<!\d)1\d{10}(?!\d)/g)) if (byPhone.has(phone)) found.push({ customerIds: byPhone.get(phone)!, what: phone });
    for (let at = 0; at + NAME_PREFIX <= text.length; at += 1) {
      for (const index of namesByPrefix.get(text.slice(at, at + NAME_PREFIX)) ?? []) {
        if (text.startsWith(names[index], at)) found.push({ customerIds: byName.get(names[index])!, what: names[index] });
      }
    }
    return found;
  }

  return {
    mentionsIn,
    /** The mentions in `text` of customers none of whom `visible` holds (a shared name of a visible customer is no leak). */
    outside: (text: string, visible: ReadonlySet<number>) => mentionsIn(text).filter((mention) => !mention.customerIds.some((id) => visible.has(id))),
  };
}
