import type { StandInContext } from './module.ts';
import { BusinessError } from './errors.ts';
import type { Clause } from './pagedList.ts';
import { needOf, type Guard, type Need } from './guards.ts';
import { rightName } from './domain/permissionTree.ts';
import type { RefusedRight } from '../src/contracts/staff.ts';
import { buttonCode, type ButtonCode, type GuardedScreen } from '../src/contracts/screens/screens.ts';

/** Who is calling: their account, their agent, and whether it is the agent's main account. */
export interface Caller {
  accountId: number;
  agentId: number;
  isParent: boolean;
}

export function callerOf(ctx: StandInContext, accountId: number): Caller {
  const row = ctx.db.prepare('SELECT agent_id, is_parent FROM accounts WHERE id = ?').get(accountId) as
    | { agent_id: number; is_parent: number }
    | undefined;
  if (!row) throw new Error(`account ${accountId} has no row`);
  return { accountId, agentId: row.agent_id, isParent: row.is_parent === 1 };
}

/** The name an account acts under: a message's sender, a reply's author, an operation's operator. */
export const accountName = (ctx: StandInContext, accountId: number): string =>
  (ctx.db.prepare('SELECT name FROM accounts WHERE id = ?').get(accountId) as { name: string }).name;

/** Rows of the caller's agent and its direct sub-agents (what a parent agent looks after). */
export function agentNetwork(ctx: StandInContext, accountId: number, column: string): Clause {
  const { agentId } = callerOf(ctx, accountId);
  return { sql: `${column} IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)`, params: [agentId, agentId] };
}

export const NO_PERMISSION = '没有该操作的权限';

/** A refusal for a button the caller lacks, naming it as the role's permission tree does. */
const refusedButton = (ctx: StandInContext, code: string, text = NO_PERMISSION) => {
  const right: RefusedRight = { right: rightName(ctx, code) };
  return new BusinessError(text, 500, right);
};

/** The role's grants that apply: none while the role is 停用. null for a main account (it holds everything). */
export function grantsOf(ctx: StandInContext, accountId: number): Set<string> | null {
  if (callerOf(ctx, accountId).isParent) return null;
  const rows = ctx.db
    .prepare(
      `SELECT g.grant_key FROM staff_profiles p JOIN roles r ON r.id = p.role_id AND r.status = '启用'
       JOIN role_grants g ON g.role_id = r.id WHERE p.account_id = ?`,
    )
    .all(accountId) as { grant_key: string }[];
  return new Set(rows.map((row) => row.grant_key));
}

export function canDo(ctx: StandInContext, accountId: number, tableId: string, action: string): boolean {
  const grants = grantsOf(ctx, accountId);
  return grants === null || grants.has(`b:${tableId}:${action}`);
}

/**
 * The one button check: a page's button codes (menu.ts buttonActions) hold for the calls behind the
 * buttons too. The main account holds every code; a staff account the codes its role grants (none while
 * the role is 停用). A code the portal does not know is held by nobody.
 */
function holdsButton(ctx: StandInContext, accountId: number, code: string): boolean {
  const [tableId, action] = code.split(':');
  const known = ctx.db.prepare('SELECT 1 FROM button_actions WHERE table_id = ? AND action = ?').get(tableId, action ?? '');
  return known !== undefined && canDo(ctx, accountId, tableId, action);
}

/** Refuses the call unless the caller holds the screen's button (a check narrower than the route's guard). */
export function requireButton<S extends GuardedScreen>(ctx: StandInContext, accountId: number, screen: S, code: ButtonCode<S>): void {
  const button = buttonCode(screen, code);
  if (!holdsButton(ctx, accountId, button)) throw refusedButton(ctx, button);
}

/** The caller and the staff accounts it manages, directly or through others, as SQL (its parameter: the caller's account). */
const TEAM_SQL = 'WITH RECURSIVE team(id) AS (SELECT ? UNION SELECT m.staff_id FROM account_managers m JOIN team t ON m.manager_id = t.id) SELECT id FROM team';

/**
 * The one customer scope: the customers an account sees. The main account sees its agent's network; a
 * staff account those authorised to it or owned by it (user transfer), and the same of every staff
 * account it manages, directly or through others. `agentColumn`/`idColumn` name the customer's agent and
 * id in the caller's query.
 */
export function customerScope(ctx: StandInContext, accountId: number, agentColumn: string, idColumn: string): Clause {
  const { agentId, isParent } = callerOf(ctx, accountId);
  const network = `${agentColumn} IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)`;
  if (isParent) return { sql: network, params: [agentId, agentId] };
  return {
    sql: `${network} AND ${idColumn} IN (
      SELECT customer_id FROM account_customers WHERE account_id IN (${TEAM_SQL})
      UNION SELECT customer_id FROM customer_owner WHERE account_id IN (${TEAM_SQL}))`,
    params: [agentId, agentId, accountId, accountId],
  };
}

/** Rows placed by the caller or a staff account it manages (`column` names the account that placed them); all of them for the main account. */
export function placedByTeam(ctx: StandInContext, accountId: number, column: string): Clause {
  return callerOf(ctx, accountId).isParent ? { sql: '1 = 1', params: [] } : { sql: `${column} IN (${TEAM_SQL})`, params: [accountId] };
}

/** Rows a route reads about customers: `customer` names the row's customer (a column, or SQL over the row's alias `$`). */
interface CustomerColumn {
  customer: string;
  /** The agent that keeps the row (its work order, send, cost…): the caller's own agent, or its network's with `network`. */
  agent?: string;
  network?: true;
  /** The row may name no customer (NULL): it is then its agent's, seen by every account of that agent. */
  optional?: true;
}
/** Rows that belong to a row of a customer-bearing table (an order's lines): `key` here, `parentKey` there. */
interface ChildRows {
  /** A table of CUSTOMER_TABLES. */
  parent: string;
  key: string;
  parentKey: string;
}

/**
 * Every table whose rows name a customer (docs/architecture.md#customer-scope), and how: a route reads
 * and changes their rows through `scopedRows`, so the caller's scope is part of the query. mocks/security.test.ts
 * fails on a table of the schema naming a customer (or belonging to one that does) missing here.
 */
export const CUSTOMER_TABLES = {
  customers: { customer: 'id', agent: 'agent_id', network: true },
  account_customers: { customer: 'customer_id' },
  customer_owner: { customer: 'customer_id' },
  customer_contacts: { customer: 'customer_id' },
  customer_tracks: { customer: 'customer_id' },
  customer_renewals: { customer: 'customer_id' },
  customer_app_files: { customer: 'customer_id' },
  customer_annual_fees: { customer: 'customer_id' },
  no_renew_reasons: { customer: 'customer_id' },
  service_clears: { customer: 'customer_id' },
  service_state: { customer: 'customer_id' },
  service_extras: { customer: 'customer_id' },
  register_follow: { customer: 'customer_id' },
  user_count_abnormal: { customer: 'customer_id' },
  ishop_plugins: { customer: 'customer_id' },
  ishop_shops: { customer: 'customer_id' },
  dbsets: { customer: 'customer_id' },
  db_backups: { customer: 'customer_id' },
  db_files: { customer: 'customer_id' },
  rds_migrations: { customer: 'customer_id' },
  dongles: { customer: 'user_id' },
  value_added_services: { customer: 'user_id' },
  value_added_records: { parent: 'value_added_services', key: 'service_id', parentKey: 'id' },
  transfer_lines: { customer: 'customer_id' },
  transfer_pending_orders: { customer: 'customer_id' },
  agent_sales: { customer: 'user_id', agent: 'agent_id', network: true },
  orders: { customer: 'user_id', agent: 'agent_id', network: true, optional: true },
  order_lines: { parent: 'orders', key: 'order_no', parentKey: 'order_no' },
  order_fulfilment: { parent: 'orders', key: 'order_no', parentKey: 'order_no' },
  hardware_orders: { parent: 'orders', key: 'order_no', parentKey: 'order_no' },
  qqd_orders: { parent: 'orders', key: 'order_no', parentKey: 'order_no' },
  wlt_costs: { customer: 'user_id', agent: 'agent_id' },
  wlt_cost_days: { parent: 'wlt_costs', key: 'cost_id', parentKey: 'id' },
  wo_tickets: { customer: 'user_id', agent: 'agent_id' },
  wo_replies: { parent: 'wo_tickets', key: 'wo_no', parentKey: 'wo_no' },
  word_formats: { customer: 'user_id', agent: 'agent_id' },
  wf_messages: { parent: 'word_formats', key: 'req_no', parentKey: 'req_no' },
  wf_versions: { parent: 'word_formats', key: 'req_no', parentKey: 'req_no' },
  recovery_cart: { customer: 'user_id' },
  recovery_tasks: { customer: 'user_id', agent: 'agent_id' },
  sms_apps: { customer: 'user_id', agent: 'agent_id' },
  sms_cloud: { customer: 'user_id', agent: 'agent_id' },
  sms_signs: { customer: 'user_id', agent: 'agent_id', optional: true },
  sms_templates: { parent: 'sms_signs', key: 'sign_id', parentKey: 'id' },
  sms_sends: { customer: 'user_id', agent: 'agent_id', optional: true },
  sms_ledger: { customer: 'user_id', agent: 'agent_id', optional: true },
  // An app's order names the app, whose customer it is.
  sms_orders: { customer: 'COALESCE($.user_id, (SELECT a.user_id FROM sms_apps a WHERE a.id = $.app_id))', agent: 'agent_id', optional: true },
} satisfies Record<string, CustomerColumn | ChildRows>;
export type CustomerTable = keyof typeof CUSTOMER_TABLES;

const customerExpression = (table: CustomerColumn, alias: string) =>
  /^\w+$/.test(table.customer) ? `${alias}.${table.customer}` : table.customer.replaceAll('$', alias);

/**
 * The rows of a customer-bearing table (CUSTOMER_TABLES) the caller may read or change, as a condition on
 * `alias`: rows of customers in its customer scope, kept by its own agent (or its network, for the tables
 * a parent reads of its sub-agents); a row naming no customer is its agent's. A child table's rows are
 * those of the caller's parent rows.
 */
export function scopedRows(ctx: StandInContext, accountId: number, tableName: CustomerTable, alias: string): Clause {
  if (tableName === 'customers') return customerScope(ctx, accountId, `${alias}.agent_id`, `${alias}.id`);
  const table: CustomerColumn | ChildRows = CUSTOMER_TABLES[tableName];
  if ('parent' in table) {
    const parent = scopedRows(ctx, accountId, table.parent as CustomerTable, 'p');
    return { sql: `${alias}.${table.key} IN (SELECT p.${table.parentKey} FROM ${table.parent} p WHERE ${parent.sql})`, params: parent.params };
  }
  const { agentId } = callerOf(ctx, accountId);
  const customer = customerExpression(table, alias);
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const seen = `${customer} IN (SELECT c.id FROM customers c WHERE ${scope.sql})`;
  const named = table.optional ? `(${customer} IS NULL OR ${seen})` : seen;
  if (!table.agent) return { sql: named, params: scope.params };
  const keeper = table.network ? `${alias}.${table.agent} IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)` : `${alias}.${table.agent} = ?`;
  return { sql: `${keeper} AND ${named}`, params: [...(table.network ? [agentId, agentId] : [agentId]), ...scope.params] };
}

/** One customer in the caller's scope, or 客户不存在 (whether it exists elsewhere is not told). */
export function customerOf(ctx: StandInContext, accountId: number, userId: unknown): { id: number; name: string; product_name: string; agent_id: number } {
  const id = Number(userId);
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = Number.isSafeInteger(id)
    ? (ctx.db.prepare(`SELECT c.id, c.name, c.product_name, c.agent_id FROM customers c WHERE c.id = ? AND ${scope.sql}`).get(id, ...scope.params) as
        | { id: number; name: string; product_name: string; agent_id: number }
        | undefined)
    : undefined;
  if (!row) throw new BusinessError('客户不存在');
  return row;
}

/** What the services check before a handler runs: the route's declared button or main account. */
export function enforceGuard(ctx: StandInContext, guard: Guard, request: { accountId: number; body: unknown; query: Record<string, string> }): void {
  const need: Need | null = typeof guard.who === 'string' ? guard.who : needOf(guard.who, request);
  const held = need === null || need === 'signedIn' || (need === 'main' ? callerOf(ctx, request.accountId).isParent : need.some((code) => holdsButton(ctx, request.accountId, code)));
  if (held) return;
  // A staff account lacking a button is told which one; a call of the main account's alone says so.
  if (typeof need === 'object' && !callerOf(ctx, request.accountId).isParent) throw refusedButton(ctx, need[0], guard.refusal);
  throw new BusinessError(guard.refusal ?? NO_PERMISSION);
}
