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

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const tablesOf = (db: Db, schema: 'main' | 'snapshot') =>
  (db.prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map((row) => row.name);

/** Where the triggers of `trackWrites` note the rows written since the database last equalled its snapshot. */
const WRITTEN = 'stand_in_written';

/** Drops every table, so a reset can lay the schema and seed anew in the same file. */
export function dropAllTables(db: Db): void {
  db.exec(`DROP TABLE IF EXISTS temp.${WRITTEN}`);
  db.pragma('foreign_keys = OFF');
  for (const name of tablesOf(db, 'main')) db.exec(`DROP TABLE IF EXISTS ${quoted(name)}`);
  db.pragma('foreign_keys = ON');
}

/**
 * From here on, every row an INSERT, UPDATE or DELETE touches is noted (table and rowid), by temporary triggers, so
 * that a cascade's writes are noted too: SQLite itself says which rows differ from the snapshot, and a reset copies
 * back only those. Called once the database equals its snapshot, rowids included (a full restore).
 */
function trackWrites(db: Db): void {
  // No key to keep a row once: a trigger's OR IGNORE gives way to the conflict policy of the statement that fired it.
  db.exec(`CREATE TEMP TABLE ${WRITTEN} (name TEXT NOT NULL, row INTEGER NOT NULL)`);
  const note = (name: string, row: string) => `INSERT INTO temp.${WRITTEN} (name, row) VALUES (${literal(name)}, ${row});`;
  for (const name of tablesOf(db, 'main')) {
    const triggers = { insert: note(name, 'NEW.rowid'), update: note(name, 'OLD.rowid') + note(name, 'NEW.rowid'), delete: note(name, 'OLD.rowid') };
    for (const [change, body] of Object.entries(triggers)) {
      db.exec(`CREATE TEMP TRIGGER ${quoted(`${WRITTEN}_${change}_${name}`)} AFTER ${change.toUpperCase()} ON main.${quoted(name)} BEGIN ${body} END`);
    }
  }
}

/** The tables written since the database last equalled its snapshot, or null when that is not known. */
function writtenTables(db: Db): string[] | null {
  const tracked = db.prepare("SELECT 1 FROM temp.sqlite_master WHERE type = 'table' AND name = ?").get(WRITTEN);
  return tracked ? (db.prepare(`SELECT DISTINCT name FROM temp.${WRITTEN}`).all() as { name: string }[]).map((row) => row.name) : null;
}

/** A table's rows copied from the snapshot with their rowids (a table without an INTEGER PRIMARY KEY hides its rowid from `*`). */
function copyRows(db: Db, name: string, where: string): void {
  const columns = (db.prepare(`SELECT name FROM pragma_table_info(?, 'snapshot')`).all(name) as { name: string }[]).map((column) => quoted(column.name)).join(', ');
  db.exec(`DELETE FROM main.${quoted(name)} ${where}; INSERT INTO main.${quoted(name)} (rowid, ${columns}) SELECT rowid, ${columns} FROM snapshot.${quoted(name)} ${where}`);
}

/**
 * Makes every table's rows (rowids included) and the AUTOINCREMENT counters those of a snapshot of the same schema:
 * only the rows written since they last matched when that is known (`trackWrites`), else every table whole.
 */
export function restoreTables(db: Db, snapshotFile: string): void {
  const written = writtenTables(db);
  db.pragma('foreign_keys = OFF');
  db.prepare('ATTACH DATABASE ? AS snapshot').run(snapshotFile);
  try {
    db.transaction(() => {
      for (const name of written ?? tablesOf(db, 'snapshot')) {
        copyRows(db, name, written ? `WHERE rowid IN (SELECT row FROM temp.${WRITTEN} WHERE name = ${literal(name)})` : '');
      }
      if (db.prepare("SELECT 1 FROM snapshot.sqlite_master WHERE name = 'sqlite_sequence'").get()) {
        db.exec('DELETE FROM main.sqlite_sequence; INSERT INTO main.sqlite_sequence SELECT * FROM snapshot.sqlite_sequence');
      }
    })();
  } finally {
    db.exec('DETACH DATABASE snapshot');
    db.pragma('foreign_keys = ON');
  }
  // The copy's own writes were noted too: from here the tables equal the snapshot again.
  if (written) db.exec(`DELETE FROM temp.${WRITTEN}`);
  else trackWrites(db);
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
