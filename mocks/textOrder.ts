import type { Db } from './db.ts';

/**
 * Chinese text sorts by pinyin (金华 ‹ 衢州 ‹ 上海), as people read a list, not by code point. SQLite
 * compares text by bytes and better-sqlite3 registers no collation, so a sort on a text column ranks
 * the distinct values the query may answer with the collator first and orders by that rank
 * (`zh_rank`), keeping paging and LIMIT in SQL.
 */
export const TEXT_COLLATOR = new Intl.Collator('zh-CN');

const HAS_CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const registered = new WeakSet<Db>();
/** The ranks of the query about to run (statements run one at a time, to the end, on the one thread). */
let ranks = new Map<unknown, number>();

/** SQLite's order of types (NULL, numbers, text), then text by the collator. */
function compareValues(a: unknown, b: unknown): number {
  const kind = (value: unknown) => (value === null ? 0 : typeof value === 'number' || typeof value === 'bigint' ? 1 : typeof value === 'string' ? 2 : 3);
  if (kind(a) !== kind(b)) return kind(a) - kind(b);
  if (typeof a === 'string' && typeof b === 'string') return TEXT_COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  return a === b ? 0 : (a as number) < (b as number) ? -1 : 1;
}

/**
 * The ORDER BY term for `expression` over the rows the query selects: the expression itself, or,
 * when its values hold Chinese text, its rank in pinyin order.
 */
export function textOrderTerm(db: Db, expression: string, query: { select: string; from: string; where: string; params: ReadonlyArray<string | number> }): string {
  const { select, from, where, params } = query;
  // A name the select list defines (e.g. a counted column) is read from the rows it selects.
  const isAlias = /^\w+$/.test(expression) && new RegExp(`\\bAS\\s+${expression}\\b`, 'i').test(select);
  const sql = isAlias
    ? `SELECT DISTINCT ${expression} FROM (SELECT ${select} FROM ${from} WHERE ${where})`
    : `SELECT DISTINCT ${expression} FROM ${from} WHERE ${where}`;
  const values = db.prepare(sql).pluck().all(...params);
  if (!values.some((value) => typeof value === 'string' && HAS_CJK.test(value))) return expression;
  if (!registered.has(db)) {
    db.function('zh_rank', { deterministic: false }, (value: unknown) => ranks.get(value) ?? null);
    registered.add(db);
  }
  ranks = new Map(values.sort(compareValues).map((value, index) => [value, index]));
  return `zh_rank(${expression})`;
}
