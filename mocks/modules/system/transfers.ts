import type { TransferBatch, TransferLine, TransferOwner, TransferPreview } from '../../../src/contracts/transfers.ts';
import type { TaskStatus } from '../../../src/contracts/tasks.ts';
import { TRANSFER_MAX_CUSTOMERS, TRANSFER_PURPOSE } from '../../../src/contracts/transfers.ts';
import { SAME_OWNER } from '../../../src/rules/transfers.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';
import { accountName, agentNetwork, callerOf, customerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { ownerCustomersSpec, ownerList, resolveOwner, type Owner } from './transferOwners.ts';
import { mainOnly, signedIn } from '../../guards.ts';

// Ownership: a customer belongs to an agent (customers.agent_id); within the caller's own agent it may
// also belong to a staff account (customer_owner). Moving to a sub-agent changes agent_id and drops the
// account; moving to a staff account sets the caller's agent and the account.
const schema = `
CREATE TABLE IF NOT EXISTS customer_owner (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id)
);
CREATE INDEX IF NOT EXISTS customer_owner_account ON customer_owner (account_id);
CREATE TABLE IF NOT EXISTS transfer_pending_orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  order_no TEXT NOT NULL,
  expire_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS transfers (
  id INTEGER PRIMARY KEY,
  transfer_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  from_key TEXT NOT NULL,
  from_name TEXT NOT NULL,
  to_key TEXT NOT NULL,
  to_name TEXT NOT NULL,
  operator TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS transfer_lines (
  id INTEGER PRIMARY KEY,
  transfer_id INTEGER NOT NULL REFERENCES transfers(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  user_name TEXT NOT NULL,
  product_name TEXT NOT NULL,
  result TEXT NOT NULL,
  reason TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS transfer_lines_transfer ON transfer_lines (transfer_id);
`;

export const PENDING_ORDER_REASON = '存在待支付订单';
export const NOT_FROM_SOURCE_REASON = '客户已不属于转出方';
/** Seeded 待支付 orders close (已关闭) this long after the seed unless paid first. */
export const PENDING_ORDER_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** staff01 (account 2) and weak01 (account 3) look after some of agent 1's customers; a few have unpaid orders. */
function seed(ctx: StandInContext): void {
  const ids = (ctx.db.prepare('SELECT id FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 100').all() as Array<{ id: number }>).map((row) => row.id);
  const own = ctx.db.prepare('INSERT INTO customer_owner (customer_id, account_id) VALUES (?, ?)');
  ids.forEach((id, index) => own.run(id, index < 60 ? 2 : 3));
  const pending = ctx.db.prepare('INSERT INTO transfer_pending_orders (customer_id, order_no, expire_at) VALUES (?, ?, ?)');
  [ids[0], ids[1], ids[2], ids[60]].forEach((id) => pending.run(id, nextNumber(ctx, 'DD'), ctx.now() + PENDING_ORDER_LIFETIME_MS));
  seedHistory(ctx, ids);
}

/**
 * Three earlier batches between staff01 and weak01 that agree with who owns what today (one partly failed
 * on an unpaid order), so the list has rows to sort, filter and export.
 */
function seedHistory(ctx: StandInContext, ids: number[]): void {
  const owner = (accountId: number) => {
    const { account, name } = ctx.db.prepare('SELECT account, name FROM accounts WHERE id = ?').get(accountId) as { account: string; name: string };
    return { key: `account:${accountId}`, name: `${name}（${account}）` };
  };
  const [staff, weak] = [owner(2), owner(3)];
  const day = 24 * 60 * 60 * 1000;
  const batches = [
    { from: weak, to: staff, ago: 40, moved: ids.slice(10, 15), failed: [] as number[] },
    { from: staff, to: weak, ago: 21, moved: ids.slice(60, 65), failed: [] },
    { from: staff, to: weak, ago: 3, moved: ids.slice(65, 68), failed: [ids[1]] },
  ];
  const insertBatch = ctx.db.prepare(
    "INSERT INTO transfers (transfer_no, agent_id, from_key, from_name, to_key, to_name, operator, created_at) VALUES (?, 1, ?, ?, ?, ?, '张伟', ?)",
  );
  const insertLine = ctx.db.prepare('INSERT INTO transfer_lines (transfer_id, customer_id, user_name, product_name, result, reason) SELECT ?, id, name, product_name, ?, ? FROM customers WHERE id = ?');
  batches.forEach((batch, index) => {
    const transferId = Number(insertBatch.run(`ZY${String(index + 1).padStart(8, '0')}`, batch.from.key, batch.from.name, batch.to.key, batch.to.name, ctx.now() - batch.ago * day).lastInsertRowid);
    batch.moved.forEach((customerId) => insertLine.run(transferId, '成功', '', customerId));
    batch.failed.forEach((customerId) => insertLine.run(transferId, '失败', PENDING_ORDER_REASON, customerId));
  });
}

interface BatchRow {
  id: number;
  transfer_no: string;
  from_name: string;
  to_name: string;
  operator: string;
  created_at: number;
  ok_count: number;
  fail_count: number;
  task_status: TaskStatus;
}

const lineCount = (result: '成功' | '失败') => `(SELECT COUNT(*) FROM transfer_lines l WHERE l.transfer_id = t.id AND l.result = '${result}')`;
/** The batch's 任务状态, in SQL so the list can filter on it. */
const STATUS_SQL = `CASE WHEN ${lineCount('失败')} = 0 THEN '已完成' WHEN ${lineCount('成功')} = 0 THEN '失败' ELSE '部分失败' END`;
const BATCH_SELECT = `t.*, ${lineCount('成功')} AS ok_count, ${lineCount('失败')} AS fail_count, ${STATUS_SQL} AS task_status`;

const toBatch = (row: BatchRow): TransferBatch => ({
  id: row.id,
  transferNo: row.transfer_no,
  fromOwner: row.from_name,
  toOwner: row.to_name,
  count: row.ok_count + row.fail_count,
  okCount: row.ok_count,
  failCount: row.fail_count,
  operator: row.operator,
  taskStatus: row.task_status,
  createTime: row.created_at,
});

interface LineRow {
  id: number;
  customer_id: number;
  user_name: string;
  product_name: string;
  result: '成功' | '失败';
  reason: string;
}

const toLine = (row: LineRow): TransferLine => ({
  id: row.id,
  customerId: row.customer_id,
  userName: row.user_name,
  productName: row.product_name,
  result: row.result,
  reason: row.reason,
});

/** Transfers are the main account's (its staff are told this). */
const MAIN_ONLY = mainOnly('无权进行用户转移');

/** The customers of one transfer: some, at most TRANSFER_MAX_CUSTOMERS, each a positive id once. */
function readCustomerIds(customerIds: unknown[]): number[] {
  if (customerIds.length === 0) throw new BadRequestError('请选择要转移的客户');
  if (customerIds.length > TRANSFER_MAX_CUSTOMERS) throw new BadRequestError(`单次最多转移${TRANSFER_MAX_CUSTOMERS}个客户`);
  if (!customerIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) throw new BadRequestError('参数 customerIds 应为正整数数组');
  if (new Set(customerIds).size !== customerIds.length) throw new BadRequestError('客户不能重复');
  return customerIds as number[];
}

function readChoice(ctx: StandInContext, accountId: number, body: unknown) {
  const { from, to, customerIds } = requireFields(body, { from: 'string', to: 'string', customerIds: 'array' });
  const ids = readCustomerIds(customerIds);
  const source = resolveOwner(ctx, accountId, from, '转出方');
  const target = resolveOwner(ctx, accountId, to, '转入方');
  if (source.key === target.key) throw new BusinessError(SAME_OWNER);
  return { source, target, customers: ids.map((id) => customerOf(ctx, accountId, id)) };
}

/** Why a customer cannot move from the source now, or null. */
function conflictOf(ctx: StandInContext, source: Owner, customerId: number): string | null {
  const owned = ctx.db.prepare(`SELECT 1 FROM customers c WHERE c.id = ? AND ${source.owns.sql}`).get(customerId, ...source.owns.params);
  if (!owned) return NOT_FROM_SOURCE_REASON;
  const pending = ctx.db.prepare('SELECT 1 FROM transfer_pending_orders WHERE customer_id = ? AND expire_at > ?').get(customerId, ctx.now());
  return pending ? PENDING_ORDER_REASON : null;
}

function preview(ctx: StandInContext, accountId: number, body: unknown): TransferPreview {
  const { source, customers } = readChoice(ctx, accountId, body);
  const conflicts = customers.flatMap((customer) => {
    const reason = conflictOf(ctx, source, customer.id);
    return reason ? [{ customerId: customer.id, customerName: customer.name, reason }] : [];
  });
  return { movable: customers.length - conflicts.length, conflicts };
}

function move(ctx: StandInContext, target: Owner, customerId: number): void {
  ctx.db.prepare('UPDATE customers SET agent_id = ? WHERE id = ?').run(target.agentId, customerId);
  ctx.db.prepare('DELETE FROM customer_owner WHERE customer_id = ?').run(customerId);
  if (target.accountId !== null) ctx.db.prepare('INSERT INTO customer_owner (customer_id, account_id) VALUES (?, ?)').run(customerId, target.accountId);
}

function findBatch(ctx: StandInContext, accountId: number, id: unknown): BatchRow & { from_key: string; to_key: string } {
  if (typeof id !== 'number' && typeof id !== 'string') throw new BadRequestError('缺少参数 id');
  const batchId = Number(id);
  if (!Number.isSafeInteger(batchId) || batchId < 1) throw new BadRequestError('参数 id 应为正整数');
  const scope = agentNetwork(ctx, accountId, 't.agent_id');
  const row = ctx.db.prepare(`SELECT ${BATCH_SELECT} FROM transfers t WHERE t.id = ? AND ${scope.sql}`).get(batchId, ...scope.params);
  if (!row) throw new BusinessError('转移单不存在');
  return row as BatchRow & { from_key: string; to_key: string };
}

function transfer(ctx: StandInContext, accountId: number, body: unknown): TransferBatch {
  const caller = callerOf(ctx, accountId);
  const { source, target, customers } = readChoice(ctx, accountId, body);
  const { code } = requireFields(body, { code: 'string' });
  if (customers.every((customer) => conflictOf(ctx, source, customer.id) !== null)) throw new BusinessError('所选客户均不能转移');
  requireOperationCode(ctx, accountId, TRANSFER_PURPOSE, code);
  const operator = accountName(ctx, accountId);
  const id = ctx.db.transaction(() => {
    const created = ctx.db
      .prepare('INSERT INTO transfers (transfer_no, agent_id, from_key, from_name, to_key, to_name, operator, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(`ZY${ctx.now()}`, caller.agentId, source.key, source.name, target.key, target.name, operator, ctx.now());
    const transferId = Number(created.lastInsertRowid);
    ctx.db.prepare('UPDATE transfers SET transfer_no = ? WHERE id = ?').run(`ZY${String(transferId).padStart(8, '0')}`, transferId);
    const line = ctx.db.prepare('INSERT INTO transfer_lines (transfer_id, customer_id, user_name, product_name, result, reason) VALUES (?, ?, ?, ?, ?, ?)');
    for (const customer of customers) {
      const reason = conflictOf(ctx, source, customer.id);
      if (!reason) move(ctx, target, customer.id);
      line.run(transferId, customer.id, customer.name, customer.product_name, reason ? '失败' : '成功', reason ?? '');
    }
    return transferId;
  })();
  return toBatch(findBatch(ctx, accountId, id));
}

/** Moves the batch's failed customers whose conflict is gone. */
function retryFailed(ctx: StandInContext, accountId: number, body: unknown): TransferBatch {
  const batch = findBatch(ctx, accountId, requireFields(body, { id: 'number' }).id);
  const failed = ctx.db.prepare("SELECT * FROM transfer_lines WHERE transfer_id = ? AND result = '失败'").all(batch.id) as LineRow[];
  if (failed.length === 0) throw new BusinessError('没有需要重试的客户');
  const source = resolveOwner(ctx, accountId, batch.from_key, '转出方');
  const target = resolveOwner(ctx, accountId, batch.to_key, '转入方');
  ctx.db.transaction(() => {
    for (const line of failed) {
      const reason = conflictOf(ctx, source, line.customer_id);
      if (!reason) move(ctx, target, line.customer_id);
      ctx.db.prepare('UPDATE transfer_lines SET result = ?, reason = ? WHERE id = ?').run(reason ? '失败' : '成功', reason ?? '', line.id);
    }
  })();
  return toBatch(findBatch(ctx, accountId, batch.id));
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/userTransfer/TransferPageList', ({ accountId, body }) =>
    pagedList(ctx, pagedListFor(systemScreens.userTransfer.list, {
      from: 'transfers t',
      select: BATCH_SELECT,
      scope: agentNetwork(ctx, accountId, 't.agent_id'),
      sortable: { createTime: 't.created_at' },
      filterable: { taskStatus: STATUS_SQL },
      keyword: ['t.transfer_no', 't.from_name', 't.to_name', 't.operator'],
      dateColumn: 't.created_at',
      defaultOrder: 't.id DESC',
      toItem: toBatch,
    }), body), { guard: signedIn },
  );
  api.get('/api/userTransfer/GetTransfer', ({ accountId, query }) => toBatch(findBatch(ctx, accountId, query.id)), { guard: signedIn });
  api.post('/api/userTransfer/TransferLinePageList', ({ accountId, body }) => {
    // The batch comes as the list's fixed `id` filter (the detail page's address).
    const { id, ...filters } = requireFields(body, { filters: 'object' }).filters;
    const batch = findBatch(ctx, accountId, id);
    const lines = scopedRows(ctx, accountId, 'transfer_lines', 'l');
    const spec = pagedListFor(systemScreens.userTransferDetail.list, {
      from: 'transfer_lines l',
      scope: { sql: `l.transfer_id = ? AND ${lines.sql}`, params: [batch.id, ...lines.params] },
      sortable: {},
      filterable: { result: 'l.result' },
      keyword: ['l.user_name'],
      defaultOrder: 'l.id',
      toItem: toLine,
    });
    return pagedList(ctx, spec, { ...(body as object), filters });
  }, { guard: signedIn });
  api.get('/api/userTransfer/Owners', ({ accountId }): TransferOwner[] => ownerList(ctx, accountId), { guard: MAIN_ONLY });
  // `customerIds` narrows the list to those customers: which of a kept choice the owner still has.
  api.post('/api/userTransfer/OwnerCustomers', ({ accountId, body }) => {
    const { owner, customerIds } = requireFields(body, { owner: 'string', customerIds: 'array?' });
    const only = customerIds === undefined ? null : readCustomerIds(customerIds);
    return pagedList(ctx, ownerCustomersSpec(ctx, resolveOwner(ctx, accountId, owner, '转出方'), only), body);
  }, { guard: MAIN_ONLY });
  api.post('/api/userTransfer/Preview', ({ accountId, body }) => preview(ctx, accountId, body), { guard: MAIN_ONLY });
  api.post('/api/userTransfer/Transfer', ({ accountId, body }) => transfer(ctx, accountId, body), { guard: MAIN_ONLY });
  api.post('/api/userTransfer/RetryFailed', ({ accountId, body }) => retryFailed(ctx, accountId, body), { guard: MAIN_ONLY });
  // Demo and test helper: the customer's unpaid orders are paid, so nothing blocks its transfer.
  api.post('/api/__dev/transfers/payPendingOrders', ({ body }) => {
    const { customerId } = requireFields(body, { customerId: 'number' });
    return ctx.db.prepare('DELETE FROM transfer_pending_orders WHERE customer_id = ?').run(customerId).changes;
  }, { public: true });
}

export const transfersModule: StandInModule = { name: 'transfers', schema, seed, routes };
