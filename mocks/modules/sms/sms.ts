import type { CloudSmsCustomer, SmsApp, SmsLedgerLine, SmsOrder, SmsSendRecord } from '../../../src/contracts/sms.ts';
import { ORDER_STATUSES } from '../../../src/contracts/orders.ts';
import { smsPackage } from '../../../src/rules/sms.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { customerOf, scopedRows, type CustomerTable } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { createOrder, recordFulfilment } from '../../domain/orders/orders.ts';
import { reviewSmsItem, requireCloudCustomer, smsAuditRoutes } from './smsAudit.ts';
import { seedSms, smsSchema } from './smsSeed.ts';
import { cancelSend, movePool, poolOf, sendSms, smsAgentOf, writeLedger } from './smsSend.ts';
import { button, buttonBy, signedIn } from '../../guards.ts';
import { smsScreens } from '../../../src/contracts/screens/sms.ts';
import { buttonCode } from '../../../src/contracts/screens/screens.ts';

export { reviewSmsItem };

const APP_STATUS = "(CASE WHEN a.status = '停用' THEN '停用' WHEN a.remaining <= 0 THEN '余量不足' ELSE '正常' END)";
const APP_FROM = 'sms_apps a JOIN customers c ON c.id = a.user_id';
const APP_SELECT = `a.id, a.app_key AS appId, a.name AS appName, a.user_id AS userId, c.name AS customerName, a.remaining, ${APP_STATUS} AS status, a.created_at AS createdAt,
  (SELECT COUNT(*) FROM sms_signs s WHERE s.user_id = a.user_id) AS signCount, (SELECT COUNT(*) FROM sms_templates t WHERE t.agent_id = a.agent_id) AS tplCount`;
const ORDER_STATUS = `(CASE o.status ${ORDER_STATUSES.map((status, code) => `WHEN ${code} THEN '${status}'`).join(' ')} END)`;

const positiveInteger = (value: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return value;
};

/** An app of the caller's agent, for a customer the caller sees (its due 定时发送 sent first, as every call of the area). */
function findApp(ctx: StandInContext, accountId: number, id: number) {
  smsAgentOf(ctx, accountId);
  const scope = scopedRows(ctx, accountId, 'sms_apps', 'a');
  const row = ctx.db.prepare(`SELECT a.id, a.name, a.user_id FROM sms_apps a WHERE a.id = ? AND ${scope.sql}`).get(id, ...scope.params) as
    | { id: number; name: string; user_id: number }
    | undefined;
  if (!row) throw new BusinessError('短信应用不存在');
  return row;
}

function appNameProblem(name: string): string | null {
  if (!name.trim()) return '请输入应用名称';
  return name.trim().length > 30 ? '应用名称最多30个字' : null;
}

const ledgerSelect = (body: unknown) =>
  ['number', 'string'].includes(typeof (body as { filters?: { userId?: unknown } } | null)?.filters?.userId)
    ? `l.id, l.created_at AS createdAt, l.record_type AS recordType, c.name AS target, l.user_qty AS qty, l.user_balance AS balanceQty, l.ref_no AS refNo`
    : 'l.id, l.created_at AS createdAt, l.record_type AS recordType, l.target, l.qty, l.balance_qty AS balanceQty, l.ref_no AS refNo';

const customerName = (ctx: StandInContext, userId: number) => (ctx.db.prepare('SELECT name FROM customers WHERE id = ?').get(userId) as { name: string }).name;

/** Credits what an SMS order bought to its target (the pool, an app or a cloud customer) with a 购买 ledger line, once per order. */
function creditOrder(ctx: StandInContext, orderNo: string): void {
  if (ctx.db.prepare("SELECT 1 FROM sms_ledger WHERE ref_no = ? AND record_type = '购买'").get(orderNo)) return;
  const order = ctx.db.prepare('SELECT * FROM sms_orders WHERE order_no = ?').get(orderNo) as
    | { agent_id: number; target: string; app_id: number | null; user_id: number | null; qty: number }
    | undefined;
  if (!order) return;
  if (order.app_id === null && order.user_id === null) {
    movePool(ctx, order.agent_id, order.qty, '购买', orderNo);
    return;
  }
  const [table, key, id] = order.app_id !== null ? ['sms_apps', 'id', order.app_id] : ['sms_cloud', 'user_id', order.user_id as number];
  const { remaining } = ctx.db.prepare(`UPDATE ${table} SET remaining = remaining + ? WHERE ${key} = ? RETURNING remaining`).get(order.qty, id) as { remaining: number };
  writeLedger(ctx, { agentId: order.agent_id, userId: order.user_id, type: '购买', target: order.target, qty: order.qty, balance: remaining, refNo: orderNo });
}

export const smsModule: StandInModule = {
  name: 'sms',
  schema: smsSchema,
  seed: seedSms,
  onOrderPaid: { sms: (ctx, orderNo) => creditOrder(ctx, orderNo) },
  routes({ api }, ctx) {
    // Every call of the area goes through smsAgentOf: a 定时发送 whose time has passed is sent first.
    const agentOf = (accountId: number) => smsAgentOf(ctx, accountId);
    // The caller's rows of a table of the area, after its due sends.
    const rowsOf = (accountId: number, table: CustomerTable, alias: string) => {
      agentOf(accountId);
      return scopedRows(ctx, accountId, table, alias);
    };
    smsAuditRoutes(api, ctx);

    api.get('/api/sms/Overview', ({ accountId }) => ({ remaining: poolOf(ctx, agentOf(accountId)) }), { guard: signedIn });

    api.post('/api/sms/App/List', ({ accountId, body }) =>
      pagedList<SmsApp, SmsApp>(ctx, pagedListFor(smsScreens.appList.list, {
        from: APP_FROM, scope: rowsOf(accountId, 'sms_apps', 'a'), select: APP_SELECT,
        sortable: { remaining: 'a.remaining', createdAt: 'a.created_at' }, filterable: { status: APP_STATUS },
        keyword: ['a.name', 'a.app_key', 'c.name'], dateColumn: 'a.created_at', defaultOrder: 'a.created_at DESC, a.id DESC', toItem: (row) => row,
      }), body), { guard: signedIn });
    // One app of the caller's agent, as its list row (what /buySms?appId= is buying for).
    api.get('/api/sms/App/Get', ({ accountId, query }) => {
      const scope = rowsOf(accountId, 'sms_apps', 'a');
      const row = ctx.db.prepare(`SELECT ${APP_SELECT} FROM ${APP_FROM} WHERE a.id = ? AND ${scope.sql}`).get(Number(query.id), ...scope.params) as SmsApp | undefined;
      if (!row) throw new BusinessError('短信应用不存在');
      return row;
    }, { guard: signedIn });
    api.post('/api/sms/App/Add', ({ accountId, body }) => {
      const agentId = agentOf(accountId);
      const form = requireFields(body, { appName: 'string', userId: 'number' });
      const problem = appNameProblem(form.appName);
      if (problem) throw new BusinessError(problem);
      if (customerOf(ctx, accountId, form.userId).agent_id !== agentId) throw new BusinessError('客户不存在');
      const id = Number(ctx.db.prepare("INSERT INTO sms_apps (agent_id, app_key, name, user_id, remaining, status, created_at) VALUES (?, '', ?, ?, 0, '正常', ?)")
        .run(agentId, form.appName.trim(), form.userId, ctx.now()).lastInsertRowid);
      ctx.db.prepare('UPDATE sms_apps SET app_key = ? WHERE id = ?').run(`SA${880000 + id}`, id);
      return { id };
    }, { guard: button(smsScreens.appList, 'add') });
    api.post('/api/sms/App/Update', ({ accountId, body }) => {
      const form = requireFields(body, { id: 'number', appName: 'string' });
      const app = findApp(ctx, accountId, form.id);
      const problem = appNameProblem(form.appName);
      if (problem) throw new BusinessError(problem);
      ctx.db.prepare('UPDATE sms_apps SET name = ? WHERE id = ?').run(form.appName.trim(), app.id);
      return { id: app.id };
    }, { guard: button(smsScreens.appList, 'edit') });
    api.post('/api/sms/App/Status', ({ accountId, body }) => {
      const form = requireFields(body, { id: 'number', enabled: 'boolean' });
      const app = findApp(ctx, accountId, form.id);
      ctx.db.prepare('UPDATE sms_apps SET status = ? WHERE id = ?').run(form.enabled ? '正常' : '停用', app.id);
      return { id: app.id };
    }, { guard: button(smsScreens.appList, 'status') });

    api.post('/api/sms/Send', ({ accountId, body }) => sendSms(ctx, accountId, body), { guard: button(smsScreens.sendSms, 'send') });
    api.post('/api/sms/Send/Cancel', ({ accountId, body }) => cancelSend(ctx, accountId, body), { guard: button(smsScreens.smsList, 'cancel') });
    api.post('/api/sms/Send/List', ({ accountId, body }) =>
      pagedList<SmsSendRecord, SmsSendRecord>(ctx, pagedListFor(smsScreens.smsList.list, {
        from: 'sms_sends r LEFT JOIN customers c ON c.id = r.user_id', scope: rowsOf(accountId, 'sms_sends', 'r'),
        select: `r.id, r.batch_no AS batchNo, r.tel, r.content, r.sign_name AS signName, r.tpl_name AS tplName, r.segments, r.sent_at AS sendTime, r.status, r.reason, r.sender,
          COALESCE(c.name, '') AS customerName`,
        sortable: { sendTime: 'r.sent_at', segments: 'r.segments' }, filterable: { status: 'r.status', userId: 'r.user_id', batchNo: 'r.batch_no' },
        keyword: ['r.tel', 'r.content', 'r.batch_no'], dateColumn: 'r.sent_at', defaultOrder: 'r.sent_at DESC, r.id DESC', sum: 'r.segments', toItem: (row) => row,
      }), body), { guard: signedIn });
    api.post('/api/sms/Ledger/List', ({ accountId, body }) =>
      pagedList<SmsLedgerLine, SmsLedgerLine>(ctx, pagedListFor(smsScreens.smsRecord.list, {
        from: 'sms_ledger l LEFT JOIN customers c ON c.id = l.user_id', scope: rowsOf(accountId, 'sms_ledger', 'l'),
        // One cloud customer's lines (its 云短信明细) are told from that customer's count; the agent's ledger from each line's own.
        select: ledgerSelect(body),
        sortable: { createdAt: 'l.created_at', qty: 'l.qty' }, filterable: { recordType: 'l.record_type', userId: 'l.user_id' },
        keyword: ['l.target', 'l.ref_no'], dateColumn: 'l.created_at', defaultOrder: 'l.created_at DESC, l.id DESC', toItem: (row) => row,
      }), body), { guard: signedIn });

    api.post('/api/sms/Cloud/List', ({ accountId, body }) =>
      pagedList<CloudSmsCustomer, CloudSmsCustomer>(ctx, pagedListFor(smsScreens.cloudSms.list, {
        from: 'sms_cloud k JOIN customers c ON c.id = k.user_id', scope: rowsOf(accountId, 'sms_cloud', 'k'),
        select: `k.user_id AS userId, c.name AS customerName, c.product_name AS productName, k.remaining, k.opened_at AS openedAt,
          (SELECT COUNT(*) FROM sms_sends r WHERE r.agent_id = k.agent_id AND r.user_id = k.user_id AND r.status NOT IN ('待发送', '已取消')
            AND r.sent_at >= ${Date.UTC(new Date(ctx.now()).getUTCFullYear(), new Date(ctx.now()).getUTCMonth(), 1)}) AS monthSent,
          COALESCE((SELECT s.name FROM sms_signs s WHERE s.user_id = k.user_id ORDER BY s.id DESC LIMIT 1), '') AS signName,
          COALESCE((SELECT s.status FROM sms_signs s WHERE s.user_id = k.user_id ORDER BY s.id DESC LIMIT 1), '未提交') AS auditStatus`,
        sortable: { remaining: 'k.remaining', openedAt: 'k.opened_at' }, filterable: { userId: 'k.user_id' }, keyword: ['c.name'], dateColumn: 'k.opened_at',
        defaultOrder: 'k.opened_at DESC, k.user_id DESC', toItem: (row) => row,
      }), body), { guard: signedIn });
    // 分配 moves counts from the agent's pool to a customer; 收回 moves them back.
    api.post('/api/sms/Cloud/Move', ({ accountId, body }) => {
      const form = requireFields(body, { userId: 'number', qty: 'number', direction: 'string' });
      if (form.direction !== 'allot' && form.direction !== 'reclaim') throw new BadRequestError('参数 direction 应为 allot 或 reclaim');
      const qty = positiveInteger(form.qty, 'qty');
      const agentId = agentOf(accountId);
      requireCloudCustomer(ctx, accountId, form.userId);
      const name = customerName(ctx, form.userId);
      return ctx.db.transaction(() => {
        const { remaining } = ctx.db.prepare('SELECT remaining FROM sms_cloud WHERE user_id = ?').get(form.userId) as { remaining: number };
        if (form.direction === 'reclaim' && qty > remaining) throw new BusinessError(`最多可收回${remaining}条`);
        const sign = form.direction === 'allot' ? -1 : 1;
        const refNo = `${form.direction === 'allot' ? 'FP' : 'SH'}${ctx.now()}`;
        const customer = { qty: -sign * qty, balance: remaining - sign * qty };
        const pool = movePool(ctx, agentId, sign * qty, form.direction === 'allot' ? '分配' : '收回', refNo, name, form.userId, customer);
        ctx.db.prepare('UPDATE sms_cloud SET remaining = remaining - ? WHERE user_id = ?').run(sign * qty, form.userId);
        return { pool, remaining: remaining - sign * qty };
      })();
    }, { guard: buttonBy('direction', { allot: [buttonCode(smsScreens.cloudSms, 'allot')], reclaim: [buttonCode(smsScreens.cloudSms, 'reclaim')] }) });

    api.post('/api/sms/Order/Create', ({ accountId, body }) => {
      const form = requireFields(body, { packageId: 'number', customQty: 'number?', appId: 'number?', userId: 'number?', idempotencyKey: 'string' });
      const picked = smsPackage(form.packageId, form.customQty ?? 0);
      if (typeof picked === 'string') throw new BusinessError(picked);
      if (form.idempotencyKey.length < 8 || form.idempotencyKey.length > 64) throw new BadRequestError('参数 idempotencyKey 应为8-64位');
      const agentId = agentOf(accountId);
      if (form.appId !== undefined && form.userId !== undefined) throw new BadRequestError('只能选择一个充值对象');
      const app = form.appId === undefined ? null : findApp(ctx, accountId, form.appId);
      if (form.userId !== undefined) requireCloudCustomer(ctx, accountId, form.userId);
      const target = app ? app.name : form.userId !== undefined ? customerName(ctx, form.userId) : '代理商短信池';
      const subtotalFen = picked.qty * picked.unitFen;
      const orderNo = createOrder(ctx, {
        agentId, accountId, orderType: 'sms', userId: form.userId ?? null, customerName: target, productName: '短信',
        lines: [{ itemName: `短信${picked.name}`, spec: `${picked.qty}条`, quantity: picked.qty, unitFen: picked.unitFen, subtotalFen }],
        idempotencyKey: `sms:${agentId}:${form.idempotencyKey}`,
      });
      if (!ctx.db.prepare('SELECT 1 FROM sms_orders WHERE order_no = ?').get(orderNo)) {
        ctx.db.prepare('INSERT INTO sms_orders VALUES (?, ?, ?, ?, ?, ?, ?)').run(orderNo, agentId, target, app?.id ?? null, form.userId ?? null, picked.name, picked.qty);
        // The customer it is for (a cloud customer, or the app's) is checked again when it is paid.
        const userIds = app ? [app.user_id] : form.userId !== undefined ? [form.userId] : [];
        recordFulfilment(ctx, orderNo, { orderType: 'sms', userIds, detail: { appId: app?.id ?? null, userId: form.userId ?? null, qty: picked.qty } });
      }
      return { orderNo };
    }, { guard: signedIn });
    const orderSpec = (accountId: number) => pagedListFor(smsScreens.rechargeRecordList.list, {
      from: 'sms_orders s JOIN orders o ON o.order_no = s.order_no', scope: rowsOf(accountId, 'sms_orders', 's'),
      select: `s.order_no AS orderNo, s.target, s.package_name AS packageName, s.qty, o.amount_fen AS amountFen, o.pay_method AS payMethod,
        ${ORDER_STATUS} AS orderStatus, o.created_at AS createdAt`,
      sortable: { createdAt: 'o.created_at', amountFen: 'o.amount_fen' }, filterable: { orderStatus: ORDER_STATUS, appId: 's.app_id' },
      keyword: ['s.order_no', 's.target'], dateColumn: 'o.created_at', defaultOrder: 'o.created_at DESC, o.order_no DESC', toItem: (row: SmsOrder) => row,
    });
    api.post('/api/sms/Order/List', ({ accountId, body }) => pagedList(ctx, orderSpec(accountId), body), { guard: signedIn });
    api.get('/api/sms/Order/Get', ({ accountId, query }) => {
      const { orderNo } = requireFields({ orderNo: query.orderNo }, { orderNo: 'string' });
      const page = pagedList(ctx, orderSpec(accountId), { keyword: orderNo, pageSize: 1 });
      if (page.list[0]?.orderNo !== orderNo) throw new BusinessError('订单不存在');
      return page.list[0];
    }, { guard: signedIn });

    // The provider's gateway refusing a number, so a send shows a per-number failure (dev only).
    api.post('/api/__dev/smsFail', ({ body }) => {
      const { tel, fail } = requireFields(body, { tel: 'string', fail: 'boolean' });
      if (fail) ctx.db.prepare('INSERT OR IGNORE INTO sms_failing VALUES (?)').run(tel);
      else ctx.db.prepare('DELETE FROM sms_failing WHERE tel = ?').run(tel);
      return true;
    }, { public: true });
  },
};
