import { pick, seededRandom } from '../db.ts';
import type { StandInContext, StandInModule } from '../module.ts';

/** Work orders and expiring services: what the home page counts (notices are notices.ts's). */
const schema = `
CREATE TABLE IF NOT EXISTS work_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

const DAY = 24 * 60 * 60 * 1000;
/** Services ending within this many days count as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;
export const WORK_ORDER_OPEN_STATUSES = ['待处理', '处理中', '待回复'] as const;
const SEED_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

const workOrderTitles = [
  '客户账套无法登录',
  '打印模板错位',
  '数据库备份失败',
  '短信签名审核咨询',
  '升级后报表数据异常',
  '加密狗无法识别',
  '新增用户数申请',
  '发票抬头修改',
];
const workOrderStatuses = [...WORK_ORDER_OPEN_STATUSES, '已完成', '已关闭'];

function seed({ db }: StandInContext): void {
  const random = seededRandom(4242);
  const insertOrder = db.prepare('INSERT INTO work_orders (order_no, agent_id, title, status, created_at) VALUES (?, ?, ?, ?, ?)');
  for (let index = 0; index < 24; index += 1) {
    const agentId = index % 4 === 3 ? 2 : 1;
    insertOrder.run(
      `GD2026${String(1100 + index).padStart(6, '0')}`,
      agentId,
      pick(random, workOrderTitles),
      pick(random, workOrderStatuses),
      SEED_NOW - Math.floor(random() * 60) * DAY,
    );
  }
}

function agentOf(ctx: StandInContext, accountId: number): number {
  return (ctx.db.prepare('SELECT agent_id FROM accounts WHERE id = ?').get(accountId) as { agent_id: number }).agent_id;
}

export const homeModule: StandInModule = {
  name: 'home',
  schema,
  seed,
  routes({ api }, ctx) {
    api.get('/api/service/ExpiredServiceCount', ({ accountId }) => {
      const now = ctx.now();
      const count = (from: number, to: number) =>
        (
          ctx.db
            .prepare('SELECT COUNT(*) AS n FROM customers WHERE agent_id = ? AND expire_at > ? AND expire_at <= ?')
            .get(agentOf(ctx, accountId), from, to) as { n: number }
        ).n;
      return {
        expired: count(now - EXPIRING_WITHIN_DAYS * DAY, now),
        within7Days: count(now, now + 7 * DAY),
        within30Days: count(now, now + EXPIRING_WITHIN_DAYS * DAY),
      };
    });

    api.get('/api/workorder/OpenCount', ({ accountId }) => {
      const placeholders = WORK_ORDER_OPEN_STATUSES.map(() => '?').join(', ');
      const row = ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM work_orders WHERE agent_id = ? AND status IN (${placeholders})`)
        .get(agentOf(ctx, accountId), ...WORK_ORDER_OPEN_STATUSES) as { n: number };
      return row.n;
    });
  },
};
