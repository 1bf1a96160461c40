import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { CUSTOMER_TABLES, type CustomerTable } from '../scope.ts';

/**
 * The rows of the customer-bearing tables (scope.ts CUSTOMER_TABLES) that name a customer, for tests that
 * prove a call changed none of them: a digest of them all, and a log of every row a statement changes.
 */

type Entry = (typeof CUSTOMER_TABLES)[CustomerTable];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columnsOf = (db: Db, table: string) => (db.prepare(`PRAGMA table_info(${quoted(table)})`).all() as Array<{ name: string }>).map((column) => column.name);

/** SQL: whether the row `alias` of `table` names a customer (directly, or through its parent row). */
function namesCustomer(table: CustomerTable, alias: string): string {
  const entry: Entry = CUSTOMER_TABLES[table];
  if ('parent' in entry) {
    const parent = `p_${table}`;
    return `EXISTS (SELECT 1 FROM ${entry.parent} ${parent} WHERE ${parent}.${entry.parentKey} = ${alias}.${entry.key} AND ${namesCustomer(entry.parent as CustomerTable, parent)})`;
  }
  const customer = /^\w+$/.test(entry.customer) ? `${alias}.${entry.customer}` : entry.customer.replaceAll('$', alias);
  return `${customer} IS NOT NULL`;
}

const tables = () => Object.keys(CUSTOMER_TABLES) as CustomerTable[];

/** A digest of every row naming a customer, table by table (a changed table shows which). */
export function customerRowsDigest(db: Db): Record<string, string> {
  return Object.fromEntries(
    tables().map((table) => {
      const row = columnsOf(db, table).map((column) => `quote(t.${quoted(column)})`).join(" || ',' || ");
      const rows = db.prepare(`SELECT ${row} AS line FROM ${quoted(table)} t WHERE ${namesCustomer(table, 't')} ORDER BY rowid`).all() as Array<{ line: string }>;
      return [table, createHash('sha256').update(rows.map((each) => each.line).join('\n')).digest('hex')];
    }),
  );
}

/**
 * Logs each insert, update and delete of a row naming a customer (temporary triggers, on this connection
 * only). `take()` answers the tables changed since it was last called.
 */
export function watchCustomerRows(db: Db) {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS customer_row_changes (tbl TEXT NOT NULL, op TEXT NOT NULL)');
  for (const table of tables()) {
    const columns = columnsOf(db, table);
    const changed = columns.map((column) => `OLD.${quoted(column)} IS NOT NEW.${quoted(column)}`).join(' OR ');
    const log = (op: string) => `INSERT INTO customer_row_changes VALUES ('${table}', '${op}')`;
    db.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS watch_${table}_insert AFTER INSERT ON main.${quoted(table)} WHEN ${namesCustomer(table, 'NEW')} BEGIN ${log('insert')}; END;
      CREATE TEMP TRIGGER IF NOT EXISTS watch_${table}_update AFTER UPDATE ON main.${quoted(table)} WHEN (${changed}) AND (${namesCustomer(table, 'OLD')} OR ${namesCustomer(table, 'NEW')}) BEGIN ${log('update')}; END;
      CREATE TEMP TRIGGER IF NOT EXISTS watch_${table}_delete AFTER DELETE ON main.${quoted(table)} WHEN ${namesCustomer(table, 'OLD')} BEGIN ${log('delete')}; END;`);
  }
  return {
    take(): string[] {
      const rows = db.prepare("SELECT DISTINCT op || ' ' || tbl AS change FROM customer_row_changes").all() as Array<{ change: string }>;
      db.exec('DELETE FROM customer_row_changes');
      return rows.map((row) => row.change);
    },
    stop(): void {
      for (const table of tables()) for (const op of ['insert', 'update', 'delete']) db.exec(`DROP TRIGGER IF EXISTS temp.watch_${table}_${op}`);
    },
  };
}
