import { ORDER_STATUSES, type BillingState } from '../../../src/contracts/orders.ts';
import { REFUND_OF_INVOICED_ORDER, refundBlockedByInvoice } from '../../../src/rules/invoiceRule.ts';
import { QUEUE_MS, RECOVERY_MODES, RECOVERY_PRICES, RESTORE_MS } from '../../../src/contracts/dataRecovery.ts';
import type { CartItem, RecoveryMode, RecoveryOptions, RecoveryTask, RecoveryTaskStatus } from '../../../src/contracts/dataRecovery.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { serviceMaintenanceScreens } from '../../../src/contracts/screens/serviceMaintenance.ts';
import { callerOf, customerOf, requireButton, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findAccount } from '../../domain/accounts.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { completeOrder, createOrder, recordFulfilment, statusCode } from '../../domain/orders/orders.ts';
import { button, signedIn } from '../../guards.ts';
import { restorePointsByDbset } from '../../domain/databaseModel.ts';
import { formatYuan } from '../../../src/rules/money.ts';
import { EMPTY_CART } from '../../../src/rules/dataRecovery.ts';

/**
 * Data recovery (M8): a cart kept per account, checked out as one 'dataRecovery' order whose tasks are
 * queued when it is paid, then restore on the stand-in's clock (queued QUEUE_MS, restoring RESTORE_MS).
 */
const schema = `
CREATE TABLE IF NOT EXISTS recovery_cart (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  dbset_name TEXT NOT NULL,
  restore_point INTEGER NOT NULL,
  mode TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  UNIQUE (account_id, user_id, dbset_name, restore_point)
);
CREATE TABLE IF NOT EXISTS recovery_tasks (
  task_no TEXT PRIMARY KEY,
  order_no TEXT NOT NULL,
  agent_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  dbset_name TEXT NOT NULL,
  restore_point INTEGER NOT NULL,
  mode TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  status TEXT NOT NULL,
  fail_reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  queued_at INTEGER,
  started_at INTEGER,
  finished_at INTEGER
);
CREATE TABLE IF NOT EXISTS recovery_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  task_no TEXT NOT NULL,
  time INTEGER NOT NULL,
  text TEXT NOT NULL
);
`;

/** The customer's 账套 (账套管理) with the backups each may go back to (databaseModel.ts). */
function optionsOf(ctx: StandInContext, userId: number): RecoveryOptions {
  const points = restorePointsByDbset(ctx, userId, ctx.now());
  const dbsets = ctx.db.prepare('SELECT id, name FROM dbsets WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id').all(userId) as Array<{ id: number; name: string }>;
  return { dbsets: dbsets.map((dbset) => ({ dbsetName: dbset.name, restorePoints: points.get(dbset.id) ?? [] })) };
}

const log = (ctx: StandInContext, taskNo: string, time: number, text: string) =>
  ctx.db.prepare('INSERT INTO recovery_logs (task_no, time, text) VALUES (?, ?, ?)').run(taskNo, time, text);

/** Moves paid tasks along the clock: queued → restoring → done. */
function advance(ctx: StandInContext): void {
  const now = ctx.now();
  ctx.db.transaction(() => {
    const starting = ctx.db.prepare(`SELECT task_no, queued_at FROM recovery_tasks WHERE status = '排队中' AND queued_at + ? <= ?`).all(QUEUE_MS, now) as Array<{ task_no: string; queued_at: number }>;
    for (const task of starting) {
      ctx.db.prepare(`UPDATE recovery_tasks SET status = '进行中', started_at = ? WHERE task_no = ?`).run(task.queued_at + QUEUE_MS, task.task_no);
      log(ctx, task.task_no, task.queued_at + QUEUE_MS, '开始恢复数据');
    }
    const done = ctx.db.prepare(`SELECT task_no, started_at FROM recovery_tasks WHERE status = '进行中' AND started_at + ? <= ?`).all(RESTORE_MS, now) as Array<{ task_no: string; started_at: number }>;
    for (const task of done) {
      ctx.db.prepare(`UPDATE recovery_tasks SET status = '已完成', finished_at = ? WHERE task_no = ?`).run(task.started_at + RESTORE_MS, task.task_no);
      log(ctx, task.task_no, task.started_at + RESTORE_MS, '恢复完成');
    }
  })();
}

interface TaskRow {
  task_no: string;
  order_no: string;
  order_status: number;
  billing_state: BillingState;
  agent_id: number;
  user_id: number;
  user_name: string;
  dbset_name: string;
  restore_point: number;
  mode: RecoveryMode;
  price_fen: number;
  status: RecoveryTaskStatus;
  fail_reason: string;
  refunded_fen: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

const toTask = (now: number) => (row: TaskRow): RecoveryTask => ({
  taskNo: row.task_no,
  orderNo: row.order_no,
  orderStatus: ORDER_STATUSES[row.order_status] ?? '',
  userId: row.user_id,
  userName: row.user_name,
  dbsetName: row.dbset_name,
  restorePoint: row.restore_point,
  mode: row.mode,
  priceFen: row.price_fen,
  taskStatus: row.status,
  progress: row.status === '已完成' ? 100 : row.status === '进行中' && row.started_at ? Math.min(99, Math.floor(((now - row.started_at) / RESTORE_MS) * 100)) : 0,
  failReason: row.fail_reason,
  refundedFen: row.refunded_fen,
  createTime: row.created_at,
  finishTime: row.finished_at,
});

const TASK_FROM = 'recovery_tasks t JOIN orders o ON o.order_no = t.order_no';
/** A task's columns with its order's status and what came back to the balance for it (the ledger's 退款 lines naming it). */
const TASK_SELECT = `t.*, o.status AS order_status, o.billing_state,
  (SELECT COALESCE(SUM(l.income_fen), 0) FROM ledger l WHERE l.ref_no = t.task_no AND l.flow_type = '退款') AS refunded_fen`;

/** A task of the caller's agent for a customer the caller sees. */
function ownTask(ctx: StandInContext, accountId: number, taskNo: string): TaskRow {
  const scope = scopedRows(ctx, accountId, 'recovery_tasks', 't');
  const row = ctx.db.prepare(`SELECT ${TASK_SELECT} FROM ${TASK_FROM} WHERE t.task_no = ? AND ${scope.sql}`).get(taskNo, ...scope.params) as TaskRow | undefined;
  if (!row) throw new BusinessError('恢复任务不存在');
  return row;
}

/** The account's cart, of the customers it (still) sees. */
function cart(ctx: StandInContext, accountId: number): CartItem[] {
  const scope = scopedRows(ctx, accountId, 'recovery_cart', 'r');
  const rows = ctx.db
    .prepare(`SELECT r.*, c.name AS user_name FROM recovery_cart r JOIN customers c ON c.id = r.user_id WHERE r.account_id = ? AND ${scope.sql} ORDER BY r.id`)
    .all(accountId, ...scope.params) as Array<{ id: number; user_id: number; user_name: string; dbset_name: string; restore_point: number; mode: RecoveryMode; price_fen: number }>;
  return rows.map((row) => ({ id: row.id, userId: row.user_id, userName: row.user_name, dbsetName: row.dbset_name, restorePoint: row.restore_point, mode: row.mode, priceFen: row.price_fen }));
}

const pointText = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function checkout(ctx: StandInContext, accountId: number, idempotencyKey: string): { orderNo: string } {
  // The key is the account's own: the same key from another account is another checkout.
  const key = `dataRecovery:${accountId}:${idempotencyKey}`;
  const known = ctx.db.prepare('SELECT order_no FROM orders WHERE idempotency_key = ?').get(key) as { order_no: string } | undefined;
  if (known) return { orderNo: known.order_no };
  const items = cart(ctx, accountId);
  if (items.length === 0) throw new BusinessError(EMPTY_CART);
  const { agentId } = callerOf(ctx, accountId);
  return ctx.db.transaction(() => {
    const orderNo = createOrder(ctx, {
      agentId, accountId, orderType: 'dataRecovery', userId: items.length === 1 ? items[0].userId : null,
      customerName: [...new Set(items.map((item) => item.userName))].join('、').slice(0, 100), productName: '数据恢复',
      idempotencyKey: key,
      lines: items.map((item) => ({ itemName: `数据恢复 ${item.userName}`, spec: `${item.dbsetName} · ${pointText(item.restorePoint)} · ${item.mode}`, quantity: 1, unitFen: item.priceFen, subtotalFen: item.priceFen })),
    });
    recordFulfilment(ctx, orderNo, { orderType: 'dataRecovery', userIds: [...new Set(items.map((item) => item.userId))], detail: { tasks: items.length } });
    const insert = ctx.db.prepare(
      `INSERT INTO recovery_tasks (task_no, order_no, agent_id, account_id, user_id, user_name, dbset_name, restore_point, mode, price_fen, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待支付', ?)`,
    );
    for (const item of items) {
      const taskNo = nextNumber(ctx, 'SJHF');
      insert.run(taskNo, orderNo, agentId, accountId, item.userId, item.userName, item.dbsetName, item.restorePoint, item.mode, item.priceFen, ctx.now());
      log(ctx, taskNo, ctx.now(), `提交恢复申请，订单 ${orderNo}`);
    }
    ctx.db.prepare('DELETE FROM recovery_cart WHERE account_id = ?').run(accountId);
    return { orderNo };
  })();
}

function cancel(ctx: StandInContext, accountId: number, taskNo: string): void {
  const task = ownTask(ctx, accountId, taskNo);
  requireButton(ctx, accountId, serviceMaintenanceScreens.dataRecoveryCart, 'cancel');
  if (refundBlockedByInvoice(task.billing_state)) throw new BusinessError(REFUND_OF_INVOICED_ORDER);
  ctx.db.transaction(() => {
    if (task.status === '待支付') {
      // An unpaid order is one payment: cancelling one of its tasks cancels the order and all its tasks.
      const tasks = ctx.db.prepare(`SELECT task_no FROM recovery_tasks WHERE order_no = ? AND status = '待支付'`).all(task.order_no) as Array<{ task_no: string }>;
      tasks.forEach((other) => log(ctx, other.task_no, ctx.now(), '订单已取消'));
      ctx.db.prepare(`UPDATE recovery_tasks SET status = '已取消' WHERE order_no = ? AND status = '待支付'`).run(task.order_no);
      ctx.db.prepare('UPDATE orders SET status = ? WHERE order_no = ? AND status = ?').run(statusCode('已取消'), task.order_no, statusCode('待支付'));
    } else if (task.status === '排队中') {
      ctx.db.prepare(`UPDATE recovery_tasks SET status = '已取消' WHERE task_no = ?`).run(task.task_no);
      moveBalance(ctx, { agentId: task.agent_id, flowType: '退款', deltaFen: task.price_fen, refNo: task.task_no, remark: '数据恢复任务取消退款' });
      log(ctx, task.task_no, ctx.now(), `任务已取消，${formatYuan(task.price_fen)}元已退回账户余额`);
      closeRefundedOrder(ctx, task.order_no);
    } else throw new BusinessError('只能取消待支付或排队中的任务');
  })();
}

/**
 * A paid restore the recovery service could not finish: the task fails with its reason, its price goes
 * back to the agent's balance (a 退款 ledger line naming the task) and its log says both; an order whose
 * every task came back is 已退款.
 */
function failTask(ctx: StandInContext, taskNo: string, reason: string): void {
  ctx.db.transaction(() => {
    const task = ctx.db.prepare(`SELECT * FROM recovery_tasks WHERE task_no = ? AND status IN ('排队中', '进行中')`).get(taskNo) as TaskRow | undefined;
    if (!task) throw new BusinessError('只有排队中或进行中的任务可以失败');
    const now = ctx.now();
    ctx.db.prepare(`UPDATE recovery_tasks SET status = '失败', fail_reason = ?, finished_at = ? WHERE task_no = ?`).run(reason, now, taskNo);
    moveBalance(ctx, { agentId: task.agent_id, flowType: '退款', deltaFen: task.price_fen, refNo: taskNo, remark: '数据恢复失败退款' });
    log(ctx, taskNo, now, `恢复失败：${reason}`);
    log(ctx, taskNo, now, `已退款 ${formatYuan(task.price_fen)} 元至账户余额`);
    closeRefundedOrder(ctx, task.order_no);
  })();
}

/** A paid order none of whose tasks was or will be restored (each cancelled or failed, so refunded) is 已退款. */
function closeRefundedOrder(ctx: StandInContext, orderNo: string): void {
  const open = ctx.db.prepare(`SELECT 1 FROM recovery_tasks WHERE order_no = ? AND status NOT IN ('已取消', '失败')`).get(orderNo);
  if (!open) ctx.db.prepare('UPDATE orders SET status = ? WHERE order_no = ? AND status = ?').run(statusCode('已退款'), orderNo, statusCode('已完成'));
}

const PLACEABLE = ['待支付', '排队中', '进行中', '已取消'] as const;

/** A one-task order for the account's first customer, brought to `status` as a user would (pay, wait, cancel). */
function placeTask(ctx: StandInContext, accountId: number, status: (typeof PLACEABLE)[number]): RecoveryTask {
  const customer = ctx.db
    .prepare('SELECT c.id FROM customers c WHERE c.agent_id = ? AND EXISTS (SELECT 1 FROM dbsets d WHERE d.customer_id = c.id AND d.deleted_at IS NULL) ORDER BY c.id LIMIT 1')
    .get(callerOf(ctx, accountId).agentId) as { id: number } | undefined;
  const dbset = customer && optionsOf(ctx, customer.id).dbsets.find((found) => found.restorePoints.length > 0);
  if (!customer || !dbset) throw new BusinessError('该代理商没有可恢复的账套');
  ctx.db.prepare('DELETE FROM recovery_cart WHERE account_id = ?').run(accountId);
  ctx.db
    .prepare('INSERT INTO recovery_cart (account_id, user_id, dbset_name, restore_point, mode, price_fen) VALUES (?, ?, ?, ?, ?, ?)')
    .run(accountId, customer.id, dbset.dbsetName, dbset.restorePoints[0].time, RECOVERY_MODES[0], RECOVERY_PRICES[RECOVERY_MODES[0]]);
  const { orderNo } = checkout(ctx, accountId, crypto.randomUUID());
  const task = ctx.db.prepare('SELECT task_no FROM recovery_tasks WHERE order_no = ?').get(orderNo) as { task_no: string };
  if (status !== '待支付') ctx.db.transaction(() => completeOrder(ctx, orderNo, '微信'))();
  if (status === '进行中') {
    ctx.db.prepare('UPDATE recovery_tasks SET queued_at = ? WHERE task_no = ?').run(ctx.now() - QUEUE_MS, task.task_no);
    advance(ctx);
  }
  if (status === '已取消') cancel(ctx, accountId, task.task_no);
  return toTask(ctx.now())(ownTask(ctx, accountId, task.task_no));
}

export const dataRecoveryModule: StandInModule = {
  name: 'dataRecovery',
  schema,
  onOrderPaid: {
    dataRecovery: (ctx, orderNo) => {
      const tasks = ctx.db.prepare(`SELECT task_no FROM recovery_tasks WHERE order_no = ? AND status = '待支付'`).all(orderNo) as Array<{ task_no: string }>;
      ctx.db.prepare(`UPDATE recovery_tasks SET status = '排队中', queued_at = ? WHERE order_no = ? AND status = '待支付'`).run(ctx.now(), orderNo);
      tasks.forEach((task) => log(ctx, task.task_no, ctx.now(), '支付成功，排队等待恢复'));
    },
  },
  routes({ api }, ctx) {
    api.get('/api/DataRecovery/Options', ({ accountId, query }): RecoveryOptions => {
      const customer = customerOf(ctx, accountId, Number(query.userId));
      return optionsOf(ctx, customer.id);
    }, { guard: signedIn });

    api.get('/api/DataRecovery/Cart', ({ accountId }) => cart(ctx, accountId), { guard: signedIn });

    api.post('/api/DataRecovery/CartAdd', ({ accountId, body }) => {
      const form = requireFields(body, { userId: 'number', dbsetName: 'string', restorePoint: 'number', mode: 'string' });
      const customer = customerOf(ctx, accountId, form.userId);
      const dbset = optionsOf(ctx, customer.id).dbsets.find((found) => found.dbsetName === form.dbsetName);
      if (!dbset) throw new BusinessError('请选择账套');
      if (!dbset.restorePoints.some((point) => point.time === form.restorePoint)) throw new BusinessError('请选择有效的恢复时间点');
      if (!(RECOVERY_MODES as readonly string[]).includes(form.mode)) throw new BusinessError('请选择恢复方式');
      const mode = form.mode as RecoveryMode;
      const added = ctx.db
        .prepare('INSERT OR IGNORE INTO recovery_cart (account_id, user_id, dbset_name, restore_point, mode, price_fen) VALUES (?, ?, ?, ?, ?, ?)')
        .run(accountId, customer.id, form.dbsetName, form.restorePoint, mode, RECOVERY_PRICES[mode]);
      if (added.changes === 0) throw new BusinessError('该账套的这个恢复时间点已在购物车中');
      return cart(ctx, accountId);
    }, { guard: button(serviceMaintenanceScreens.dataRecoveryCart, 'apply') });

    api.post('/api/DataRecovery/CartRemove', ({ accountId, body }) => {
      const { id } = requireFields(body, { id: 'number' });
      ctx.db.prepare('DELETE FROM recovery_cart WHERE id = ? AND account_id = ?').run(id, accountId);
      return cart(ctx, accountId);
    }, { guard: signedIn });

    api.post('/api/DataRecovery/Checkout', ({ accountId, body }) => {
      const { idempotencyKey } = requireFields(body, { idempotencyKey: 'string' });
      if (!idempotencyKey.trim() || idempotencyKey.length > 64) throw new BadRequestError('参数 idempotencyKey 无效');
      return checkout(ctx, accountId, idempotencyKey);
    }, { guard: button(serviceMaintenanceScreens.dataRecoveryCart, 'apply') });

    api.post('/api/DataRecovery/TaskList', ({ accountId, body }) => {
      advance(ctx);
      return pagedList(
        ctx,
        pagedListFor(serviceMaintenanceScreens.dataRecoveryManage.list, {
          from: TASK_FROM,
          scope: scopedRows(ctx, accountId, 'recovery_tasks', 't'),
          select: TASK_SELECT,
          sortable: { createTime: 't.created_at', finishTime: 't.finished_at' },
          filterable: { taskStatus: 't.status', mode: 't.mode' },
          keyword: ['t.task_no', 't.user_name', 't.dbset_name', 't.order_no'],
          dateColumn: 't.created_at',
          defaultOrder: 't.created_at DESC, t.task_no DESC',
          toItem: toTask(ctx.now()),
        }),
        body,
      );
    }, { guard: signedIn });

    api.get('/api/DataRecovery/Task', ({ accountId, query }) => {
      advance(ctx);
      return toTask(ctx.now())(ownTask(ctx, accountId, query.taskNo ?? ''));
    }, { guard: signedIn });

    api.post('/api/DataRecovery/Cancel', ({ accountId, body }) => {
      cancel(ctx, accountId, requireFields(body, { taskNo: 'string' }).taskNo);
      return true;
    }, { guard: button(serviceMaintenanceScreens.dataRecoveryCart, 'cancel') });

    api.get('/api/DataRecovery/Logs', ({ accountId, query }) => {
      advance(ctx);
      const task = ownTask(ctx, accountId, query.taskNo ?? '');
      return ctx.db.prepare('SELECT time, text FROM recovery_logs WHERE task_no = ? ORDER BY time, id').all(task.task_no);
    }, { guard: signedIn });

    api.post(
      '/api/__dev/dataRecovery/task',
      ({ body }) => {
        const form = requireFields(body, { account: 'string', status: 'string' });
        const account = findAccount(ctx, form.account);
        if (!account) throw new BusinessError('账号不存在');
        if (!(PLACEABLE as readonly string[]).includes(form.status)) throw new BadRequestError(`参数 status 应为 ${PLACEABLE.join('、')}`);
        return placeTask(ctx, account.id, form.status as (typeof PLACEABLE)[number]);
      },
      { public: true },
    );

    api.post(
      '/api/__dev/dataRecovery/fail',
      ({ body }) => {
        const form = requireFields(body, { taskNo: 'string', reason: 'string?' });
        advance(ctx);
        failTask(ctx, form.taskNo, form.reason ?? '备份文件校验失败');
        return true;
      },
      { public: true },
    );
  },
};
