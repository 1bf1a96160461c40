import {
  isOpenWorkOrder,
  WORK_ORDER_LIMITS,
  WORK_ORDER_OPEN_STATUSES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from '../../../src/contracts/workOrders.ts';
import { canStillReopen, REOPEN_TOO_LATE } from '../../../src/rules/workOrders.ts';
import type { WorkOrderDetail, WorkOrderFile, WorkOrderRow, WorkOrderStatus } from '../../../src/contracts/workOrders.ts';
import { seededRandom, pick } from '../../db.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { accountName, callerOf, customerOf, requireButton, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { nextNumber } from '../../domain/numbers.ts';
import {
  SUPPORT_AUTHOR,
  attachmentRoute,
  linkedFiles,
  readFiles,
  readReply,
  requireText,
  thread,
  threadSchema,
  type NewReply,
} from './threads.ts';
import { button, signedIn } from '../../guards.ts';
import { workOrdersScreens } from '../../../src/contracts/screens/workOrders.ts';
import { isMainlandMobile, PHONE_INVALID } from '../../../src/rules/phone.ts';

/** 我的工单 (M12): an agent's support requests, the support desk's replies, urging, closing, rating, reopening. */
const schema = `
CREATE TABLE IF NOT EXISTS wo_tickets (
  wo_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  wo_type TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  product_name TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  tel TEXT NOT NULL,
  priority TEXT NOT NULL,
  status TEXT NOT NULL,
  files TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  accepted_at INTEGER,
  resolved_at INTEGER,
  closed_at INTEGER,
  last_reply INTEGER,
  last_urged_at INTEGER,
  rating INTEGER
);
${threadSchema('wo_replies', 'wo_no', 'wo_tickets')}`;

/**
 * 进度 of a ticket `w`: 'open' (未完结) or 'done' (已完结). The list's 进度 filter and the open count
 * (home page, data board) both compare with it, so a count always equals the rows its link lists.
 * The statuses are the contract's constants, never input.
 */
const PROGRESS_SQL = `(CASE WHEN w.status IN (${WORK_ORDER_OPEN_STATUSES.map((status) => `'${status}'`).join(', ')}) THEN 'open' ELSE 'done' END)`;
const HOUR = 3_600_000;

interface Row {
  wo_no: string;
  agent_id: number;
  wo_type: string;
  user_id: number;
  user_name: string;
  product_name: string;
  title: string;
  content: string;
  tel: string;
  priority: string;
  status: WorkOrderStatus;
  files: string;
  created_at: number;
  accepted_at: number | null;
  resolved_at: number | null;
  closed_at: number | null;
  last_reply: number | null;
  last_urged_at: number | null;
  rating: number | null;
}

const toRow = (row: Row): WorkOrderRow => ({
  woNo: row.wo_no,
  title: row.title,
  woType: row.wo_type as WorkOrderRow['woType'],
  userId: row.user_id,
  userName: row.user_name,
  productName: row.product_name,
  priority: row.priority,
  status: row.status,
  createTime: row.created_at,
  lastReply: row.last_reply,
  lastUrgedAt: row.last_urged_at,
  resolvedAt: row.resolved_at,
  rating: row.rating,
});

/** A ticket of the caller's agent about a customer the caller sees. */
function ownOrder(ctx: StandInContext, accountId: number, woNo: unknown): Row {
  if (typeof woNo !== 'string') throw new BadRequestError('参数 woNo 应为字符串');
  const scope = scopedRows(ctx, accountId, 'wo_tickets', 'w');
  const row = ctx.db.prepare(`SELECT w.* FROM wo_tickets w WHERE w.wo_no = ? AND ${scope.sql}`).get(woNo, ...scope.params) as Row | undefined;
  if (!row) throw new BusinessError('工单不存在');
  return row;
}

const replies = (ctx: StandInContext) => thread(ctx, 'wo_replies', 'wo_no');

function detail(ctx: StandInContext, row: Row): WorkOrderDetail {
  return {
    ...toRow(row),
    content: row.content,
    tel: row.tel,
    files: linkedFiles(ctx, JSON.parse(row.files) as WorkOrderFile[]),
    acceptedAt: row.accepted_at,
    closedAt: row.closed_at,
    replies: replies(ctx).list(row.wo_no),
  };
}

function addReply(ctx: StandInContext, woNo: string, author: string, fromSupport: boolean, reply: NewReply) {
  replies(ctx).add(woNo, author, fromSupport, reply);
  ctx.db.prepare('UPDATE wo_tickets SET last_reply = ? WHERE wo_no = ?').run(ctx.now(), woNo);
}

/** Whether a resolved or closed order may still be reopened: within 7 days of its resolution (of its closing when it was never resolved). */
const reopenable = (ctx: StandInContext, row: Row) =>
  (row.status === '已解决' || row.status === '已关闭') && canStillReopen({ resolvedAt: row.resolved_at, closedAt: row.closed_at }, ctx.now());

function validRating(rating: number) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new BadRequestError('评分应为1到5的整数');
}

const SEED_TITLES = ['登录时提示账套不存在', '打印模板错位', '希望增加批量导出', '库存数据需要修正', '咨询升级流程', '报表统计口径疑问'];

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(1313);
  const customers = ctx.db.prepare('SELECT id, name, product_name FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 12').all() as Array<{
    id: number;
    name: string;
    product_name: string;
  }>;
  const insert = ctx.db.prepare(
    `INSERT INTO wo_tickets (wo_no, agent_id, account_id, wo_type, user_id, user_name, product_name, title, content, tel, priority, status, files,
      created_at, accepted_at, resolved_at, closed_at, last_reply, rating) VALUES (?, 1, 1, ?, ?, ?, ?, ?, ?, '13800000001', ?, ?, '[]', ?, ?, ?, ?, ?, ?)`,
  );
  // Opened a little over a day apart over the two weeks before the seed, the newest yesterday.
  const newest = calendar.day(-1, 10);
  customers.forEach((customer, index) => {
    const status = WORK_ORDER_STATUSES[index % WORK_ORDER_STATUSES.length];
    const created = newest - (customers.length - 1 - index) * 26 * HOUR;
    const accepted = status === '待受理' ? null : created + HOUR;
    const resolved = status === '已解决' || status === '已关闭' ? created + 20 * HOUR : null;
    const woNo = nextNumber(ctx, 'GD', created);
    insert.run(
      woNo, pick(random, WORK_ORDER_TYPES), customer.id, customer.name, customer.product_name, SEED_TITLES[index % SEED_TITLES.length],
      '问题描述：请协助处理。', index % 4 === 0 ? '紧急' : '普通', status, created, accepted, resolved,
      status === '已关闭' ? resolved : null, accepted, status === '已关闭' && index % 2 === 0 ? 5 : null,
    );
    if (accepted) {
      ctx.db
        .prepare(`INSERT INTO wo_replies (wo_no, author, from_support, content, files, created_at) VALUES (?, ?, 1, ?, '[]', ?)`)
        .run(woNo, SUPPORT_AUTHOR, status === '待补充' ? '请补充出错时的截图。' : '已收到，正在处理。', accepted);
    }
  });
}

export const workOrdersModule: StandInModule = {
  name: 'workOrders',
  schema,
  seed,
  routes(services, ctx) {
    const { api } = services;
    attachmentRoute(services, ctx);
    api.post('/api/workorder/PageList', ({ accountId, body }) =>
      pagedList(
        ctx,
        pagedListFor(workOrdersScreens.myWorkOrder.list, {
          from: 'wo_tickets w',
          scope: scopedRows(ctx, accountId, 'wo_tickets', 'w'),
          select: 'w.*',
          sortable: { createTime: 'w.created_at', lastReply: 'w.last_reply' },
          filterable: { status: 'w.status', woType: 'w.wo_type', progress: PROGRESS_SQL },
          keyword: ['w.wo_no', 'w.title', 'w.user_name'],
          dateColumn: 'w.created_at',
          defaultOrder: 'w.created_at DESC, w.wo_no DESC',
          toItem: toRow,
        }),
        body,
      ), { guard: signedIn },
    );

    // 待处理工单 on the home page and the data board: the rows `progress: 'open'` lists.
    api.get('/api/workorder/OpenCount', ({ accountId }) => {
      const scope = scopedRows(ctx, accountId, 'wo_tickets', 'w');
      const row = ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM wo_tickets w WHERE ${scope.sql} AND ${PROGRESS_SQL} = 'open'`)
        .get(...scope.params) as { n: number };
      return row.n;
    }, { guard: signedIn });

    api.get('/api/workorder/Detail', ({ accountId, query }) => detail(ctx, ownOrder(ctx, accountId, query.woNo)), { guard: signedIn });

    api.post('/api/workorder/Create', ({ accountId, body }) => {
      const form = requireFields(body, { woType: 'string', userId: 'number', productName: 'string?', title: 'string', content: 'string', tel: 'string?', files: 'array?' });
      if (!(WORK_ORDER_TYPES as readonly string[]).includes(form.woType)) throw new BusinessError('请选择工单类型');
      const customer = customerOf(ctx, accountId, form.userId);
      const title = requireText(form.title, '标题', WORK_ORDER_LIMITS.title);
      const content = requireText(form.content, '问题描述', WORK_ORDER_LIMITS.content);
      const tel = (form.tel ?? '').trim();
      if (tel && !isMainlandMobile(tel)) throw new BusinessError(PHONE_INVALID);
      const files = readFiles(ctx, accountId, form.files, WORK_ORDER_LIMITS.files, WORK_ORDER_LIMITS.fileMb);
      const woNo = nextNumber(ctx, 'GD');
      ctx.db
        .prepare(
          `INSERT INTO wo_tickets (wo_no, agent_id, account_id, wo_type, user_id, user_name, product_name, title, content, tel, priority, status, files, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '普通', '待受理', ?, ?)`,
        )
        .run(woNo, callerOf(ctx, accountId).agentId, accountId, form.woType, customer.id, customer.name, form.productName?.trim() || customer.product_name,
          title, content, tel, JSON.stringify(files), ctx.now());
      return { woNo };
    }, { guard: button(workOrdersScreens.myWorkOrder, 'add') });

    api.post('/api/workorder/Reply', ({ accountId, body }) => {
      const form = requireFields(body, { woNo: 'string', content: 'string', files: 'array?' });
      const row = ownOrder(ctx, accountId, form.woNo);
      if (!isOpenWorkOrder(row.status)) throw new BusinessError('工单已解决或已关闭，请重新打开后再回复');
      const reply = readReply(ctx, accountId, form.content, form.files);
      ctx.db.transaction(() => {
        addReply(ctx, row.wo_no, accountName(ctx, accountId), false, reply);
        if (row.status === '待补充') ctx.db.prepare(`UPDATE wo_tickets SET status = '处理中' WHERE wo_no = ?`).run(row.wo_no);
      })();
      return detail(ctx, ownOrder(ctx, accountId, row.wo_no));
    }, { guard: signedIn });

    api.post('/api/workorder/Urge', ({ accountId, body }) => {
      const row = ownOrder(ctx, accountId, requireFields(body, { woNo: 'string' }).woNo);
      if (!isOpenWorkOrder(row.status)) throw new BusinessError('工单已解决或已关闭，无需催办');
      if (row.last_urged_at !== null && ctx.now() - row.last_urged_at < WORK_ORDER_LIMITS.urgeMs) throw new BusinessError('每2小时只能催办一次');
      ctx.db.prepare('UPDATE wo_tickets SET last_urged_at = ?, priority = ? WHERE wo_no = ?').run(ctx.now(), '紧急', row.wo_no);
      return true;
    }, { guard: button(workOrdersScreens.myWorkOrder, 'urge') });

    api.post('/api/workorder/Close', ({ accountId, body }) => {
      const row = ownOrder(ctx, accountId, requireFields(body, { woNo: 'string' }).woNo);
      if (row.status === '已关闭') throw new BusinessError('工单已关闭');
      ctx.db.prepare(`UPDATE wo_tickets SET status = '已关闭', closed_at = ? WHERE wo_no = ?`).run(ctx.now(), row.wo_no);
      return detail(ctx, ownOrder(ctx, accountId, row.wo_no));
    }, { guard: button(workOrdersScreens.myWorkOrder, 'close') });

    // 确认解决: the agent agrees the resolution and rates it in the same step (the portal's rating
    // prompt); the order closes with its rating. Without a rating (an account without 评价) it just closes.
    api.post('/api/workorder/Confirm', ({ accountId, body }) => {
      const form = requireFields(body, { woNo: 'string', rating: 'number?' });
      const row = ownOrder(ctx, accountId, form.woNo);
      if (form.rating !== undefined) {
        validRating(form.rating);
        requireButton(ctx, accountId, workOrdersScreens.myWorkOrder, 'rate');
      }
      if (row.status !== '已解决') throw new BusinessError('工单尚未解决');
      ctx.db.prepare(`UPDATE wo_tickets SET status = '已关闭', closed_at = ?, rating = COALESCE(?, rating) WHERE wo_no = ?`).run(ctx.now(), form.rating ?? null, row.wo_no);
      return detail(ctx, ownOrder(ctx, accountId, row.wo_no));
    }, { guard: signedIn });

    api.post('/api/workorder/Reopen', ({ accountId, body }) => {
      const row = ownOrder(ctx, accountId, requireFields(body, { woNo: 'string' }).woNo);
      if (!reopenable(ctx, row)) throw new BusinessError(REOPEN_TOO_LATE);
      ctx.db.prepare(`UPDATE wo_tickets SET status = '处理中', resolved_at = NULL, closed_at = NULL, rating = NULL WHERE wo_no = ?`).run(row.wo_no);
      return detail(ctx, ownOrder(ctx, accountId, row.wo_no));
    }, { guard: signedIn });

    api.post('/api/workorder/Rate', ({ accountId, body }) => {
      const form = requireFields(body, { woNo: 'string', rating: 'number' });
      const row = ownOrder(ctx, accountId, form.woNo);
      validRating(form.rating);
      if (row.status !== '已解决' && row.status !== '已关闭') throw new BusinessError('工单解决后才能评价');
      if (row.rating !== null) throw new BusinessError('工单已评价');
      ctx.db.prepare('UPDATE wo_tickets SET rating = ? WHERE wo_no = ?').run(form.rating, row.wo_no);
      return detail(ctx, ownOrder(ctx, accountId, row.wo_no));
    }, { guard: button(workOrdersScreens.myWorkOrder, 'rate') });

    // The support desk answers (and moves the status: 处理中, 待补充 or 已解决).
    api.post(
      '/api/__dev/workOrder',
      ({ body }) => {
        const form = requireFields(body, { woNo: 'string', content: 'string', status: 'string?' });
        const row = ctx.db.prepare('SELECT * FROM wo_tickets WHERE wo_no = ?').get(form.woNo) as Row | undefined;
        if (!row) throw new BusinessError('工单不存在');
        const status = form.status ?? '处理中';
        if (!['处理中', '待补充', '已解决'].includes(status)) throw new BadRequestError('状态应为 处理中、待补充 或 已解决');
        ctx.db.transaction(() => {
          addReply(ctx, row.wo_no, SUPPORT_AUTHOR, true, readReply(ctx, 0, form.content, []));
          ctx.db
            .prepare('UPDATE wo_tickets SET status = ?, accepted_at = COALESCE(accepted_at, ?), resolved_at = ? WHERE wo_no = ?')
            .run(status, ctx.now(), status === '已解决' ? ctx.now() : null, row.wo_no);
        })();
        return true;
      },
      { public: true },
    );
  },
};
