import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  reusePreparedStatements(db);
  return db;
}

/** More distinct statements than the stand-in's queries make (a list's filters vary its SQL): the oldest go. */
const KEPT_STATEMENTS = 2_000;

/**
 * `db.prepare` hands out the statement it prepared before for the same SQL: compiling was a good part of
 * a small query's cost, and the stand-in asks the same queries call after call. SQLite compiles a kept
 * statement again by itself when the schema changed (a reset).
 */
function reusePreparedStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = prepare(sql);
      kept.set(sql, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    return statement;
  }) as Db['prepare'];
}

/** Drops every table, so a reset can lay the schema and seed anew in the same file. */
export function dropAllTables(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replace(/"/g, '""')}"`);
  db.pragma('foreign_keys = ON');
}

/** Replaces every table's rows (and the AUTOINCREMENT counters) with those of a snapshot of the same schema. */
export function restoreTables(db: Db, snapshotFile: string): void {
  db.pragma('foreign_keys = OFF');
  db.prepare('ATTACH DATABASE ? AS snapshot').run(snapshotFile);
  try {
    const tables = db
      .prepare("SELECT name FROM snapshot.sqlite_master WHERE type = 'table' AND (name NOT LIKE 'sqlite_%' OR name = 'sqlite_sequence')")
      .all() as { name: string }[];
    db.transaction(() => {
      for (const { name } of tables) {
        const quoted = `"${name.replace(/"/g, '""')}"`;
        db.exec(`DELETE FROM main.${quoted}; INSERT INTO main.${quoted} SELECT * FROM snapshot.${quoted}`);
      }
    })();
  } finally {
    db.exec('DETACH DATABASE snapshot');
    db.pragma('foreign_keys = ON');
  }
}

/** A small deterministic PRNG (mulberry32) so seed data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}
