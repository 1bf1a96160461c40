import type { NoticeAttachment, NoticeDetail, NoticeRow, NoticeType } from '../../../src/contracts/notices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { chinaDay } from '../../../src/rules/calendar.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { signedIn } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';

/**
 * The provider's notices: one list for every account, read state per account. The home page's
 * unread count and latest list read the same tables.
 */
const schema = `
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  notice_type TEXT NOT NULL,
  content TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  is_top INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS notice_reads (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  read_at INTEGER NOT NULL,
  PRIMARY KEY (notice_id, account_id)
);
`;

const DAY = 24 * 60 * 60 * 1000;

/** 'M月D日' of a China day. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * title, type, body (paragraphs split by blank lines), top, attachment names; the dates they speak of are the
 * seed's: the coming 春节 (this year's while it is January), next month's price change, a maintenance next week.
 */
const noticeSeed = (calendar: SeedCalendar): Array<[string, NoticeType, string, number, string[]]> => [
  [`关于${calendar.year(calendar.date(0).slice(5, 7) === '01' ? 0 : 1)}年春节期间服务安排的通知`, '系统公告', '春节假期期间客服与工单正常受理。\n\n技术支持响应时间延长至4小时，紧急故障请拨打值班电话。', 1, ['春节值班表.txt']],
  ['云启CRM 6.8 版本更新说明', '产品更新', '新增客户标签批量维护、跟进记录导出。\n\n优化大客户列表加载速度。', 0, []],
  ['短信服务资费调整公告', '政策', `自${monthDay(chinaDay(calendar.monthStart(1)))}起，营销短信单价调整为0.045元/条，验证码短信价格不变。`, 0, ['短信资费表.txt']],
  ['服务器维护通知（华东一区）', '系统公告', `华东一区将于${monthDay(calendar.date(7))}凌晨1:00-3:00进行数据库升级，期间服务可能短暂中断。`, 1, []],
  ['代理商年度返利政策', '政策', '年度销售额达到50万元的代理商可享受3%返利，详情请咨询渠道经理。', 0, []],
  ['AI视频助手推广活动', '活动', '推广AI视频助手会员卡，每成功售出一张季卡奖励30元。', 0, []],
  ['发票开具流程优化', '系统公告', '电子发票申请后1个工作日内开具，纸质发票3个工作日内寄出。', 0, []],
  ['数据恢复服务上线', '产品更新', '客户误删账套数据可在30天内申请数据恢复，按次收费。', 0, []],
  ['公告正文安全显示说明', '系统公告', '公告正文按纯文本显示，例如 <img src=x onerror=alert(1)> 会原样显示。\n\n如需图片请查看附件。', 0, []],
];

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  // Three days apart, the newest published yesterday morning.
  const newest = calendar.day(-1, 10);
  const insert = db.prepare(
    'INSERT INTO notices (id, title, notice_type, content, attachments, is_top, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  noticeSeed(calendar).forEach(([title, type, body, isTop, files], index) =>
    insert.run(index + 1, title, type, body, JSON.stringify(files), isTop, newest - index * 3 * DAY),
  );
  // agent01 has read notices 5 to 8.
  const insertRead = db.prepare('INSERT INTO notice_reads (notice_id, account_id, read_at) VALUES (?, 1, ?)');
  for (let id = 5; id <= 8; id += 1) insertRead.run(id, newest);
}

interface Row {
  id: number;
  title: string;
  notice_type: NoticeType;
  content: string;
  attachments: string;
  is_top: number;
  published_at: number;
}

const readIds = (ctx: StandInContext, accountId: number) =>
  new Set((ctx.db.prepare('SELECT notice_id FROM notice_reads WHERE account_id = ?').all(accountId) as { notice_id: number }[]).map((r) => r.notice_id));

const toRow = (row: Row, read: Set<number>): NoticeRow => ({
  id: row.id,
  title: row.title,
  noticeType: row.notice_type,
  publishTime: row.published_at,
  read: read.has(row.id),
  top: row.is_top === 1,
});

const attachmentsOf = (row: Row): NoticeAttachment[] =>
  (JSON.parse(row.attachments) as string[]).map((name, index) => ({ name, url: `/api/notice/Attachment?id=${row.id}&index=${index}` }));

function noticeById(ctx: StandInContext, value: string | undefined): Row {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError('参数 id 应为正整数');
  const row = ctx.db.prepare('SELECT * FROM notices WHERE id = ?').get(id) as Row | undefined;
  if (!row) throw new BusinessError('公告不存在');
  return row;
}

/** Opening a notice marks it read; 上一条 is the next newer one, 下一条 the next older one. */
function detail(ctx: StandInContext, accountId: number, value: string | undefined): NoticeDetail {
  const row = noticeById(ctx, value);
  ctx.db.prepare('INSERT OR IGNORE INTO notice_reads (notice_id, account_id, read_at) VALUES (?, ?, ?)').run(row.id, accountId, ctx.now());
  const neighbour = (sql: string) => (ctx.db.prepare(sql).get(row.published_at, row.published_at, row.id) as { id: number } | undefined)?.id ?? null;
  return {
    ...toRow(row, readIds(ctx, accountId)),
    body: row.content,
    attachments: attachmentsOf(row),
    previousId: neighbour('SELECT id FROM notices WHERE published_at > ? OR (published_at = ? AND id < ?) ORDER BY published_at, id DESC LIMIT 1'),
    nextId: neighbour('SELECT id FROM notices WHERE published_at < ? OR (published_at = ? AND id > ?) ORDER BY published_at DESC, id LIMIT 1'),
  };
}

export const noticesModule: StandInModule = {
  name: 'notices',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/notice/List', ({ accountId, body }) => {
      const read = readIds(ctx, accountId);
      return pagedList(ctx, pagedListFor(systemScreens.noticeList.list, {
        from: 'notices n',
        scope: { sql: '1 = 1', params: [] },
        sortable: { publishTime: 'n.published_at' },
        filterable: { noticeType: 'n.notice_type' },
        keyword: ['n.title'],
        dateColumn: 'n.published_at',
        defaultOrder: 'n.is_top DESC, n.published_at DESC, n.id DESC',
        toItem: (row: Row) => toRow(row, read),
      }), body);
    }, { guard: signedIn });

    api.get('/api/notice/Detail', ({ accountId, query }) => detail(ctx, accountId, query.id), { guard: signedIn });

    api.post('/api/notice/ReadAll', ({ accountId }) => {
      ctx.db
        .prepare('INSERT OR IGNORE INTO notice_reads (notice_id, account_id, read_at) SELECT id, ?, ? FROM notices')
        .run(accountId, ctx.now());
      return true;
    }, { guard: signedIn });

    api.get('/api/notice/UnreadCount', ({ accountId }) => {
      const row = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM notices n WHERE NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.account_id = ?)')
        .get(accountId) as { n: number };
      return row.n;
    }, { guard: signedIn });

    api.get('/api/notice/LatestList', ({ query, accountId }) => {
      const number = Math.min(Math.max(Number.parseInt(query.number ?? '5', 10) || 5, 1), 20);
      const rows = ctx.db.prepare('SELECT * FROM notices ORDER BY is_top DESC, published_at DESC LIMIT ?').all(number) as Row[];
      const read = readIds(ctx, accountId);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        isTop: row.is_top === 1,
        isRead: read.has(row.id),
        publishTime: new Date(row.published_at).toISOString(),
      }));
    }, { guard: signedIn });

    // Attachments are public files of a public notice: a plain link downloads them.
    api.get(
      '/api/notice/Attachment',
      ({ c, query }) => {
        const row = noticeById(ctx, query.id);
        const attachment = attachmentsOf(row)[Number(query.index)];
        if (!attachment) return c.json({ code: 404, msg: '附件不存在', data: null }, 404);
        return c.body(`${row.title}\n\n${row.content}\n`, 200, {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
          'x-content-type-options': 'nosniff',
        });
      },
      { public: true },
    );
  },
};
