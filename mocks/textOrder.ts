import type { Db } from './db.ts';

/**
 * Text sorts as people read a Chinese list, by pinyin (金华 ‹ 衢州 ‹ 上海), not by code point. SQLite
 * compares text by bytes and better-sqlite3 registers no collation, so a sort goes through the SQL
 * function `zh_rank(expression)`: every text value gets its place among all the texts the database has
 * sorted so far, in the collator's order, and a number or NULL stays itself (SQLite puts them first).
 * Paging and LIMIT stay in SQL.
 */
export const TEXT_COLLATOR = new Intl.Collator('zh-CN');

interface Ranking {
  /** Every text ranked so far, in the collator's order; a text's rank is its index. */
  sorted: string[];
  rank: Map<string, number>;
  /** Texts a query met that have no rank yet: the query runs again once they are ranked. */
  unranked: Set<string>;
}

const rankings = new WeakMap<Db, Ranking>();

const compareText = (a: string, b: string) => TEXT_COLLATOR.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

function rankingOf(db: Db): Ranking {
  let ranking = rankings.get(db);
  if (!ranking) {
    const fresh: Ranking = { sorted: [], rank: new Map(), unranked: new Set() };
    db.function('zh_rank', { deterministic: false }, (value: unknown) => {
      if (typeof value !== 'string') return value;
      const rank = fresh.rank.get(value);
      if (rank !== undefined) return rank;
      fresh.unranked.add(value);
      return 0;
    });
    rankings.set(db, fresh);
    ranking = fresh;
  }
  return ranking;
}

/** Merges the texts met into the ranking (one sort of the new ones, one pass over the rest). */
function rankNewTexts(ranking: Ranking): void {
  const added = [...ranking.unranked].sort(compareText);
  ranking.unranked.clear();
  const merged: string[] = [];
  let [i, j] = [0, 0];
  while (i < ranking.sorted.length || j < added.length) {
    if (j >= added.length || (i < ranking.sorted.length && compareText(ranking.sorted[i], added[j]) <= 0)) merged.push(ranking.sorted[i++]);
    else merged.push(added[j++]);
  }
  ranking.sorted = merged;
  ranking.rank = new Map(merged.map((text, index) => [text, index]));
}

/** The ORDER BY term that sorts `expression` with text in pinyin order (run the query through `withTextOrder`). */
export const textOrderTerm = (expression: string) => `zh_rank(${expression})`;

/**
 * Runs a query whose ORDER BY uses `textOrderTerm`: when it met texts not ranked yet, they are ranked and
 * the query runs again, so every row of the answer was sorted with the same ranks.
 */
export function withTextOrder<T>(db: Db, run: () => T): T {
  const ranking = rankingOf(db);
  ranking.unranked.clear();
  const first = run();
  if (ranking.unranked.size === 0) return first;
  rankNewTexts(ranking);
  return run();
}
