import { pick, seededRandom } from '../db.ts';
import type { StandInContext, StandInModule } from '../module.ts';

/** Notices, work orders and expiring services: what the home page counts and lists. */
const schema = `
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_top INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS notice_reads (
  notice_id INTEGER NOT NULL REFERENCES notices(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  read_at INTEGER NOT NULL,
  PRIMARY KEY (notice_id, account_id)
);
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

const noticeSeed = [
  ['关于2026年春节期间服务安排的通知', '春节期间（2月14日至2月22日）客服与工单正常受理，技术支持响应时间延长至4小时。', 1],
  ['云启CRM 6.8 版本更新说明', '新增客户标签批量维护、跟进记录导出，优化大客户列表加载速度。', 0],
  ['短信服务资费调整公告', '自12月1日起，营销短信单价调整为0.045元/条，验证码短信价格不变。', 0],
  ['服务器维护通知（华东一区）', '华东一区将于11月28日凌晨1:00-3:00进行数据库升级，期间服务可能短暂中断。', 1],
  ['代理商年度返利政策', '年度销售额达到50万元的代理商可享受3%返利，详情请咨询渠道经理。', 0],
  ['AI视频助手推广活动', '推广AI视频助手会员卡，每成功售出一张季卡奖励30元。', 0],
  ['发票开具流程优化', '电子发票申请后1个工作日内开具，纸质发票3个工作日内寄出。', 0],
  ['数据恢复服务上线', '客户误删账套数据可在30天内申请数据恢复，按次收费。', 0],
] as const;

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
  const insertNotice = db.prepare('INSERT INTO notices (id, title, content, is_top, published_at) VALUES (?, ?, ?, ?, ?)');
  noticeSeed.forEach(([title, content, isTop], index) => insertNotice.run(index + 1, title, content, isTop, SEED_NOW - index * 3 * DAY));
  // agent01 has read the older half of the notices.
  const insertRead = db.prepare('INSERT INTO notice_reads (notice_id, account_id, read_at) VALUES (?, 1, ?)');
  for (let id = 5; id <= noticeSeed.length; id += 1) insertRead.run(id, SEED_NOW);

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

    api.get('/api/notice/UnreadCount', ({ accountId }) => {
      const row = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM notices n WHERE NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.account_id = ?)')
        .get(accountId) as { n: number };
      return row.n;
    });

    api.get('/api/notice/LatestList', ({ query, accountId }) => {
      const number = Math.min(Math.max(Number.parseInt(query.number ?? '5', 10) || 5, 1), 20);
      const rows = ctx.db
        .prepare(
          `SELECT n.id, n.title, n.is_top, n.published_at,
                  EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.account_id = ?) AS is_read
           FROM notices n ORDER BY n.is_top DESC, n.published_at DESC LIMIT ?`,
        )
        .all(accountId, number) as Array<{ id: number; title: string; is_top: number; published_at: number; is_read: number }>;
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        isTop: row.is_top === 1,
        isRead: row.is_read === 1,
        publishTime: new Date(row.published_at).toISOString(),
      }));
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
