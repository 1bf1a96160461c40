import { agentsScreens } from '../../../src/contracts/screens/agents.ts';
import type { IShopPlugin, UserCountAbnormal, UserCountAbnormalDetail, UserOrder, UserOrderCount } from '../../../src/contracts/agents.ts';
import { ORDER_STATUSES } from '../../../src/contracts/orders.ts';
import { pick, seededRandom } from '../../db.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { addYears } from '../../../src/rules/calendar.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { customerScope } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { button, signedIn } from '../../guards.ts';

/** 用户数异常, 客户订单统计 and iShop营销 over the customers of the caller's network. */
const schema = `
CREATE TABLE IF NOT EXISTS user_count_abnormal (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  peak_users INTEGER NOT NULL,
  check_time INTEGER NOT NULL,
  handle_status TEXT NOT NULL DEFAULT '未处理',
  ignore_reason TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS ishop_plugins (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  shop_name TEXT NOT NULL,
  plugin TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  expire_at INTEGER NOT NULL,
  month_orders INTEGER NOT NULL,
  month_gmv_fen INTEGER NOT NULL
);
`;

const DAY = 86_400_000;
const plugins = ['优惠券', '拼团', '秒杀', '分销'];

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(1414);
  // The last check ran yesterday morning; each flagged customer was found a day before the next.
  const lastCheck = calendar.day(-1, 9);
  const formal = db.prepare("SELECT id, user_count, name FROM customers WHERE status = '正式' AND id % 40 = 7 ORDER BY id LIMIT 120").all() as Array<{ id: number; user_count: number; name: string }>;
  const insertAbnormal = db.prepare('INSERT INTO user_count_abnormal (customer_id, peak_users, check_time, handle_status) VALUES (?, ?, ?, ?)');
  formal.forEach(({ id, user_count }, index) => insertAbnormal.run(id, user_count + 1 + Math.floor(random() * 8), lastCheck - index * DAY, index % 5 === 4 ? '已通知' : '未处理'));
  const insertPlugin = db.prepare('INSERT INTO ishop_plugins (customer_id, shop_name, plugin, start_at, expire_at, month_orders, month_gmv_fen) VALUES (?, ?, ?, ?, ?, ?, ?)');
  formal.slice(0, 40).forEach(({ id, name }, index) => {
    const start = lastCheck - (30 + index * 9) * DAY;
    insertPlugin.run(id, `${name.slice(0, 4)}微商城`, pick(random, plugins), start, addYears(start, 1), Math.floor(random() * 300), Math.floor(random() * 5_000_000));
  });
}

interface AbnormalRow {
  id: number;
  customer_id: number;
  name: string;
  product_name: string;
  user_count: number;
  peak_users: number;
  check_time: number;
  handle_status: UserCountAbnormal['handleStatus'];
  ignore_reason: string;
}

export function abnormalList(ctx: StandInContext, accountId: number): PagedListSpec<AbnormalRow, UserCountAbnormal> {
  return pagedListFor(agentsScreens.userCountAbnormal.list, {
    from: 'user_count_abnormal a JOIN customers c ON c.id = a.customer_id',
    select: 'a.*, c.name, c.product_name, c.user_count',
    scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
    sortable: { overCount: 'a.peak_users - c.user_count', checkTime: 'a.check_time' },
    filterable: { handleStatus: 'a.handle_status', productName: 'c.product_name' },
    keyword: ['c.name', 'c.phone'],
    dateColumn: 'a.check_time',
    defaultOrder: 'a.check_time DESC, a.id DESC',
    toItem: (row) => ({
      id: row.id,
      userId: row.customer_id,
      userName: row.name,
      productName: row.product_name,
      userCount: row.user_count,
      peakUsers: row.peak_users,
      overCount: row.peak_users - row.user_count,
      checkTime: row.check_time,
      handleStatus: row.handle_status,
      ignoreReason: row.ignore_reason,
    }),
  });
}

function ownAbnormal(ctx: StandInContext, accountId: number, id: unknown): UserCountAbnormal {
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BadRequestError('参数 id 应为整数');
  const spec = abnormalList(ctx, accountId);
  const row = pagedList(ctx, { ...spec, scope: { sql: `${spec.scope.sql} AND a.id = ?`, params: [...spec.scope.params, id] } }, {}).list[0];
  if (!row) throw new BusinessError('异常记录不存在');
  return row;
}

function handleAbnormal(ctx: StandInContext, accountId: number, body: unknown, action: 'ignore' | 'notify'): UserCountAbnormal {
  const fields = requireFields(body, { id: 'number', reason: 'string?' });
  const row = ownAbnormal(ctx, accountId, fields.id);
  if (row.handleStatus === '已忽略' || row.handleStatus === '已增购') throw new BusinessError(`该异常${row.handleStatus}`);
  const reason = (fields.reason ?? '').trim();
  if (action === 'ignore' && (!reason || reason.length > 200)) throw new BusinessError('请填写忽略原因（不超过200字）');
  ctx.db.prepare('UPDATE user_count_abnormal SET handle_status = ?, ignore_reason = ? WHERE id = ?').run(action === 'ignore' ? '已忽略' : '已通知', reason, row.id);
  return ownAbnormal(ctx, accountId, row.id);
}

function abnormalDetail(ctx: StandInContext, accountId: number, id: unknown): UserCountAbnormalDetail {
  const row = ownAbnormal(ctx, accountId, Number(id));
  const customer = ctx.db.prepare('SELECT version_name, host, expire_at FROM customers WHERE id = ?').get(row.userId) as { version_name: string; host: string | null; expire_at: number };
  const random = seededRandom(row.id);
  const sessions = Array.from({ length: row.peakUsers }, (_, index) => ({
    account: `user${String(index + 1).padStart(2, '0')}`,
    device: `${pick(random, ['Windows', 'Android', 'iPhone', 'Mac'])} / 192.168.${Math.floor(random() * 10)}.${10 + index}`,
    loginTime: row.checkTime - Math.floor(random() * 8 * 3600_000),
    onlineMinutes: 10 + Math.floor(random() * 400),
  }));
  const dailyPeaks = Array.from({ length: 14 }, (_, index) => ({
    day: new Date(row.checkTime - (13 - index) * DAY + 8 * 3600_000).toISOString().slice(0, 10),
    peak: Math.max(1, row.peakUsers - Math.floor(random() * 4)),
  }));
  return { ...row, versonName: customer.version_name, host: customer.host, expireDate: customer.expire_at, sessions, dailyPeaks };
}

const PAID = '(1, 2)';
const statusText = `(CASE o.status ${ORDER_STATUSES.map((status, code) => `WHEN ${code} THEN '${status}'`).join(' ')} END)`;

export function userOrderCounts(ctx: StandInContext, accountId: number): PagedListSpec<UserOrderCount, UserOrderCount> {
  const network = customerScope(ctx, accountId, 'o.agent_id', 'o.user_id');
  return pagedListFor(agentsScreens.userOrderCount.list, {
    from: `(SELECT o.user_id AS userId, MAX(o.customer_name) AS userName, COUNT(*) AS orderCount, SUM(o.amount_fen) AS orderAmount,
              SUM(o.order_type = 'renew') AS renewCount, MIN(o.created_at) AS firstOrder, MAX(o.created_at) AS lastOrder
            FROM orders o WHERE ${network.sql} AND o.status IN ${PAID} AND o.user_id IS NOT NULL GROUP BY o.user_id) u`,
    scope: { sql: '1 = 1', params: network.params },
    sortable: { orderCount: 'u.orderCount', orderAmount: 'u.orderAmount', renewCount: 'u.renewCount', lastOrder: 'u.lastOrder' },
    filterable: {},
    keyword: ['u.userName'],
    defaultOrder: 'u.orderAmount DESC, u.userId',
    toItem: (row) => row,
  });
}

export function userOrders(ctx: StandInContext, accountId: number): PagedListSpec<UserOrder, UserOrder> {
  const network = customerScope(ctx, accountId, 'o.agent_id', 'o.user_id');
  return pagedListFor(agentsScreens.userOrderDetail.list, {
    from: 'orders o',
    select: `o.order_no AS orderNo, o.order_type AS orderType, o.product_name AS productName, o.amount_fen AS amount, ${statusText} AS orderStatus, o.created_at AS createTime`,
    scope: { sql: `${network.sql} AND o.user_id IS NOT NULL`, params: network.params },
    sortable: { amount: 'o.amount_fen', createTime: 'o.created_at' },
    filterable: { userId: 'o.user_id', orderType: 'o.order_type' },
    keyword: ['o.order_no'],
    dateColumn: 'o.created_at',
    defaultOrder: 'o.created_at DESC, o.order_no DESC',
    toItem: (row) => row,
  });
}

interface PluginRow {
  id: number;
  customer_id: number;
  name: string;
  shop_name: string;
  plugin: string;
  start_at: number;
  expire_at: number;
  month_orders: number;
  month_gmv_fen: number;
}

export function iShopPlugins(ctx: StandInContext, accountId: number): PagedListSpec<PluginRow, IShopPlugin> {
  return pagedListFor(agentsScreens.iShopMarketing.list, {
    from: 'ishop_plugins p JOIN customers c ON c.id = p.customer_id',
    select: 'p.*, c.name',
    scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
    sortable: { expireDate: 'p.expire_at', monthOrders: 'p.month_orders', monthGmv: 'p.month_gmv_fen' },
    filterable: { plugin: 'p.plugin' },
    keyword: ['c.name', 'p.shop_name'],
    dateColumn: 'p.start_at',
    defaultOrder: 'p.expire_at, p.id',
    toItem: (row) => ({
      id: row.id,
      userId: row.customer_id,
      userName: row.name,
      shopName: row.shop_name,
      plugin: row.plugin,
      startDate: row.start_at,
      expireDate: row.expire_at,
      monthOrders: row.month_orders,
      monthGmv: row.month_gmv_fen,
    }),
  });
}

export const agentUsageModule: StandInModule = {
  name: 'agentUsage',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/agent/AbnormalPageList', ({ accountId, body }) => pagedList(ctx, abnormalList(ctx, accountId), body), { guard: signedIn });
    api.get('/api/agent/AbnormalDetail', ({ accountId, query }) => abnormalDetail(ctx, accountId, query.id), { guard: signedIn });
    api.post('/api/agent/IgnoreAbnormal', ({ accountId, body }) => handleAbnormal(ctx, accountId, body, 'ignore'), { guard: button(agentsScreens.userCountAbnormal, 'ignore') });
    api.post('/api/agent/NotifyAbnormal', ({ accountId, body }) => handleAbnormal(ctx, accountId, body, 'notify'), { guard: button(agentsScreens.userCountAbnormal, 'notify') });
    api.post('/api/agent/UserOrderCountPageList', ({ accountId, body }) => pagedList(ctx, userOrderCounts(ctx, accountId), body), { guard: signedIn });
    api.post('/api/agent/UserOrderPageList', ({ accountId, body }) => pagedList(ctx, userOrders(ctx, accountId), body), { guard: signedIn });
    api.post('/api/agent/IShopPluginPageList', ({ accountId, body }) => pagedList(ctx, iShopPlugins(ctx, accountId), body), { guard: signedIn });
  },
};
