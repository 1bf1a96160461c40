import { DOC_TYPES, WORD_FORMAT_CLOSED, WORD_FORMAT_LIMITS } from '../../../src/contracts/workOrders.ts';
import type { WordFormatDetail, WordFormatRow, WordFormatStatus, WordFormatVersion, WorkOrderFile } from '../../../src/contracts/workOrders.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { fileAnswer, fileMissing, linkRefused, signedParams, signedUrl } from '../../fileLinks.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { accountName, callerOf, customerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { shortCustomerName } from '../../domain/customerNames.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { createOrder, recordFulfilment, statusCode } from '../../domain/orders/orders.ts';
import { SUPPORT_AUTHOR, linkedFiles, readFiles, readReply, textProblem, thread, threadSchema } from './threads.ts';
import { button, signedIn } from '../../guards.ts';
import { workOrdersScreens } from '../../../src/contracts/screens/workOrders.ts';

/**
 * Word print formats made to order: request → quote (待支付) → paid (制作中) → 待确认 → 已完成. The desk
 * delivers versions (each 完成 or revision adds one) and talks with the agent in the request's conversation.
 */
const schema = `
CREATE TABLE IF NOT EXISTS word_formats (
  req_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  product_name TEXT NOT NULL,
  format_name TEXT NOT NULL,
  doc_type TEXT NOT NULL,
  requirement TEXT NOT NULL,
  expect_date TEXT NOT NULL,
  samples TEXT NOT NULL,
  amount_fen INTEGER,
  status TEXT NOT NULL,
  order_no TEXT,
  reject_reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  quoted_at INTEGER,
  finished_at INTEGER
);
CREATE TABLE IF NOT EXISTS wf_versions (
  req_no TEXT NOT NULL REFERENCES word_formats(req_no),
  version_no INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (req_no, version_no)
);
${threadSchema('wf_messages', 'req_no', 'word_formats')}`;

interface Row {
  req_no: string;
  user_id: number;
  user_name: string;
  product_name: string;
  format_name: string;
  doc_type: string;
  requirement: string;
  expect_date: string;
  samples: string;
  amount_fen: number | null;
  status: WordFormatStatus;
  order_no: string | null;
  reject_reason: string;
  created_at: number;
  quoted_at: number | null;
  finished_at: number | null;
}

const DAY = 86_400_000;
const CHINA = 8 * 3_600_000;

const toRow = (row: Row): WordFormatRow => ({
  reqNo: row.req_no,
  userId: row.user_id,
  userName: row.user_name,
  productName: row.product_name,
  formatName: row.format_name,
  docType: row.doc_type,
  amountFen: row.amount_fen,
  status: row.status,
  orderNo: row.order_no,
  createTime: row.created_at,
  finishTime: row.finished_at,
});

interface VersionRow {
  version_no: number;
  file_name: string;
  note: string;
  created_at: number;
}

const VERSION_PATH = '/api/WordFormat/VersionFile';
const messages = (ctx: StandInContext) => thread(ctx, 'wf_messages', 'req_no');
const versionsOf = (ctx: StandInContext, reqNo: string) =>
  ctx.db.prepare('SELECT version_no, file_name, note, created_at FROM wf_versions WHERE req_no = ? ORDER BY version_no').all(reqNo) as VersionRow[];

const toDetail = (ctx: StandInContext, row: Row): WordFormatDetail => ({
  ...toRow(row),
  requirement: row.requirement,
  expectDate: row.expect_date,
  rejectReason: row.reject_reason,
  samples: linkedFiles(ctx, JSON.parse(row.samples) as WorkOrderFile[]),
  versions: versionsOf(ctx, row.req_no).map(
    (version): WordFormatVersion => ({
      versionNo: version.version_no,
      fileName: version.file_name,
      note: version.note,
      createTime: version.created_at,
      url: signedUrl(ctx, VERSION_PATH, { reqNo: row.req_no, versionNo: String(version.version_no) }),
    }),
  ),
  messages: messages(ctx).list(row.req_no),
  quotedAt: row.quoted_at,
});

/** The desk's next version: the first is named after the format, later ones say their number. */
function addVersion(ctx: StandInContext, row: Row, note: string | undefined): void {
  const { count } = ctx.db.prepare('SELECT COUNT(*) AS count FROM wf_versions WHERE req_no = ?').get(row.req_no) as { count: number };
  const versionNo = count + 1;
  ctx.db
    .prepare('INSERT INTO wf_versions (req_no, version_no, file_name, note, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(row.req_no, versionNo, versionNo === 1 ? `${row.format_name}.docx` : `${row.format_name}_v${versionNo}.docx`,
      note?.trim() || (versionNo === 1 ? '首版' : `第${versionNo}版修订`), ctx.now());
}

/** The stand-in keeps no document bytes: a version downloads as a small text naming what it is. */
const versionText = (row: Row, version: VersionRow) =>
  `${row.format_name}（${row.doc_type}）第${version.version_no}版\n${version.note}\n${row.requirement}\n`;

const latestVersion = (ctx: StandInContext, reqNo: string) => versionsOf(ctx, reqNo).at(-1);

/** A request of the caller's agent for a customer the caller sees. */
function own(ctx: StandInContext, accountId: number, reqNo: string): Row {
  const scope = scopedRows(ctx, accountId, 'word_formats', 'f');
  const row = ctx.db.prepare(`SELECT f.* FROM word_formats f WHERE f.req_no = ? AND ${scope.sql}`).get(reqNo, ...scope.params) as Row | undefined;
  if (!row) throw new BusinessError('Word格式申请不存在');
  return row;
}

const chinaDay = (time: number) => new Date(time + CHINA).toISOString().slice(0, 10);

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const customers = ctx.db.prepare('SELECT id, name, product_name FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 5').all() as Array<{ id: number; name: string; product_name: string }>;
  const statuses: WordFormatStatus[] = ['待受理', '待支付', '制作中', '待确认', '已完成'];
  const insert = ctx.db.prepare(
    `INSERT INTO word_formats (req_no, agent_id, account_id, user_id, user_name, product_name, format_name, doc_type, requirement, expect_date, samples,
      amount_fen, status, created_at, quoted_at, finished_at) VALUES (?, 1, 1, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)`,
  );
  const version = ctx.db.prepare('INSERT INTO wf_versions (req_no, version_no, file_name, note, created_at) VALUES (?, ?, ?, ?, ?)');
  const message = ctx.db.prepare(`INSERT INTO wf_messages (req_no, author, from_support, content, files, created_at) VALUES (?, ?, ?, ?, '[]', ?)`);
  // Requested three days apart from a month before the seed.
  const base = calendar.day(-31, 10);
  customers.forEach((customer, index) => {
    const status = statuses[index];
    const created = base + index * 3 * DAY;
    const quoted = index > 0 ? created + DAY : null;
    const reqNo = nextNumber(ctx, 'WF', created);
    const formatName = `${shortCustomerName(customer.name)}${DOC_TYPES[index]}格式`;
    insert.run(reqNo, customer.id, customer.name, customer.product_name, formatName, DOC_TYPES[index],
      '抬头加公司LOGO，明细按款号合并。', chinaDay(created + 7 * DAY), quoted ? 50_000 + index * 10_000 : null, status,
      created, quoted, status === '已完成' ? created + 6 * DAY : null);
    if (quoted) message.run(reqNo, SUPPORT_AUTHOR, 1, '已收到需求，报价已给出，支付后开始制作。', quoted);
    if (index >= 3) version.run(reqNo, 1, `${formatName}.docx`, '首版', created + 4 * DAY);
    if (status === '已完成') {
      message.run(reqNo, '张伟', 0, '金额列请右对齐。', created + 4 * DAY + 3_600_000);
      version.run(reqNo, 2, `${formatName}_v2.docx`, '金额列右对齐', created + 5 * DAY);
    }
  });
}

export const wordFormatsModule: StandInModule = {
  name: 'wordFormats',
  schema,
  seed,
  onOrderPaid: {
    wordFormat: (ctx, orderNo) => {
      ctx.db.prepare(`UPDATE word_formats SET status = '制作中' WHERE order_no = ? AND status = '待支付'`).run(orderNo);
    },
  },
  routes({ api }, ctx) {
    api.post('/api/WordFormat/PageList', ({ accountId, body }) =>
      pagedList(
        ctx,
        pagedListFor(workOrdersScreens.msWordFormat.list, {
          from: 'word_formats f',
          scope: scopedRows(ctx, accountId, 'word_formats', 'f'),
          sortable: { createTime: 'f.created_at', amountFen: 'f.amount_fen' },
          filterable: { status: 'f.status', docType: 'f.doc_type' },
          keyword: ['f.req_no', 'f.format_name', 'f.user_name'],
          dateColumn: 'f.created_at',
          defaultOrder: 'f.created_at DESC, f.req_no DESC',
          toItem: toRow,
        }),
        body,
      ), { guard: signedIn },
    );

    api.get('/api/WordFormat/Detail', ({ accountId, query }) => toDetail(ctx, own(ctx, accountId, query.reqNo ?? '')), { guard: signedIn });

    // The agent's message to the desk, with attachments uploaded as a work order's reply.
    api.post('/api/WordFormat/Reply', ({ accountId, body }) => {
      const form = requireFields(body, { reqNo: 'string', content: 'string', files: 'array?' });
      const row = own(ctx, accountId, form.reqNo);
      if (WORD_FORMAT_CLOSED.includes(row.status)) throw new BusinessError('申请已结束，不能再回复');
      messages(ctx).add(row.req_no, accountName(ctx, accountId), false, readReply(ctx, accountId, form.content, form.files));
      return toDetail(ctx, row);
    }, { guard: signedIn });

    // A delivered version behind a signed link of the detail, saved under its file name.
    api.get(
      VERSION_PATH,
      ({ c, query }) => {
        const link = signedParams(ctx, VERSION_PATH, query, ['reqNo', 'versionNo']);
        if (!link) return linkRefused(c);
        const row = ctx.db.prepare('SELECT * FROM word_formats WHERE req_no = ?').get(link.reqNo) as Row | undefined;
        const version = versionsOf(ctx, link.reqNo).find((candidate) => String(candidate.version_no) === link.versionNo);
        if (!row || !version) return fileMissing(c);
        return fileAnswer(versionText(row, version), 'application/octet-stream', version.file_name);
      },
      { public: true },
    );

    api.post('/api/WordFormat/Create', ({ accountId, body }) => {
      const form = requireFields(body, {
        userId: 'number', productName: 'string?', formatName: 'string', docType: 'string', requirement: 'string', expectDate: 'string', files: 'array?',
      });
      const customer = customerOf(ctx, accountId, form.userId);
      const problem = textProblem(form.formatName, '格式名称', WORD_FORMAT_LIMITS.formatName) ?? textProblem(form.requirement, '需求说明', WORD_FORMAT_LIMITS.requirement);
      if (problem) throw new BusinessError(problem);
      if (!(DOC_TYPES as readonly string[]).includes(form.docType)) throw new BusinessError('请选择单据类型');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(form.expectDate) || Number.isNaN(Date.parse(form.expectDate))) throw new BadRequestError('期望日期应为 YYYY-MM-DD');
      if (form.expectDate < chinaDay(ctx.now() + WORD_FORMAT_LIMITS.leadDays * DAY)) throw new BusinessError('期望日期至少为3天后');
      const files = readFiles(ctx, accountId, form.files, WORD_FORMAT_LIMITS.files, WORD_FORMAT_LIMITS.fileMb);
      const reqNo = nextNumber(ctx, 'WF');
      ctx.db
        .prepare(
          `INSERT INTO word_formats (req_no, agent_id, account_id, user_id, user_name, product_name, format_name, doc_type, requirement, expect_date, samples, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待受理', ?)`,
        )
        .run(reqNo, callerOf(ctx, accountId).agentId, accountId, customer.id, customer.name, form.productName?.trim() || customer.product_name,
          form.formatName.trim(), form.docType, form.requirement.trim(), form.expectDate, JSON.stringify(files), ctx.now());
      return { reqNo };
    }, { guard: button(workOrdersScreens.msWordFormatCreate, 'add') });

    api.post('/api/WordFormat/Revoke', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      if (row.status !== '待受理' && row.status !== '待支付') throw new BusinessError('只能撤回待受理或待支付的申请');
      ctx.db.transaction(() => {
        ctx.db.prepare(`UPDATE word_formats SET status = '已撤回' WHERE req_no = ?`).run(row.req_no);
        if (row.order_no) ctx.db.prepare('UPDATE orders SET status = ? WHERE order_no = ? AND status = ?').run(statusCode('已取消'), row.order_no, statusCode('待支付'));
      })();
      return true;
    }, { guard: button(workOrdersScreens.msWordFormatCreate, 'revoke') });

    // The quoted fee becomes one order (the same one when asked again) paid at /pay.
    api.post('/api/WordFormat/Pay', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      if (row.status !== '待支付' || row.amount_fen === null) throw new BusinessError('该申请当前无需支付');
      const orderNo = createOrder(ctx, {
        agentId: callerOf(ctx, accountId).agentId, accountId, orderType: 'wordFormat', userId: row.user_id, customerName: row.user_name,
        productName: row.product_name, idempotencyKey: `wordFormat:${row.req_no}`,
        lines: [{ itemName: `Word格式定制 ${row.format_name}`, spec: row.doc_type, quantity: 1, unitFen: row.amount_fen, subtotalFen: row.amount_fen }],
      });
      if (!row.order_no) {
        recordFulfilment(ctx, orderNo, { orderType: 'wordFormat', userIds: [row.user_id], detail: { reqNo: row.req_no } });
        ctx.db.prepare('UPDATE word_formats SET order_no = ? WHERE req_no = ?').run(orderNo, row.req_no);
      }
      return { orderNo };
    }, { guard: button(workOrdersScreens.msWordFormatCreate, 'pay') });

    api.post('/api/WordFormat/Confirm', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      if (row.status !== '待确认') throw new BusinessError('只能确认待确认的格式');
      ctx.db.prepare(`UPDATE word_formats SET status = '已完成', finished_at = ? WHERE req_no = ?`).run(ctx.now(), row.req_no);
      return true;
    }, { guard: button(workOrdersScreens.msWordFormatCreate, 'confirm') });

    api.get('/api/WordFormat/Download', ({ accountId, query }) => {
      const row = own(ctx, accountId, query.reqNo ?? '');
      const version = latestVersion(ctx, row.req_no);
      if (!version) throw new BusinessError('格式文件尚未制作完成');
      return { fileName: version.file_name, text: versionText(row, version) };
    }, { guard: button(workOrdersScreens.msWordFormatCreate, 'download') });

    // The format desk: quote a fee (待支付), deliver a version (待确认; again while 待确认 for a revision),
    // refuse (已驳回) or write to the agent (reply).
    api.post(
      '/api/__dev/wordFormat',
      ({ body }) => {
        const form = requireFields(body, { reqNo: 'string', action: 'string', amountFen: 'number?', reason: 'string?', note: 'string?', content: 'string?' });
        const row = ctx.db.prepare('SELECT * FROM word_formats WHERE req_no = ?').get(form.reqNo) as Row | undefined;
        if (!row) throw new BusinessError('Word格式申请不存在');
        if (form.action === 'quote' && row.status === '待受理') {
          const amount = form.amountFen ?? 50_000;
          if (!Number.isSafeInteger(amount) || amount <= 0) throw new BadRequestError('报价应为正整数（分）');
          ctx.db.prepare(`UPDATE word_formats SET status = '待支付', amount_fen = ?, quoted_at = ? WHERE req_no = ?`).run(amount, ctx.now(), row.req_no);
        } else if (form.action === 'finish' && (row.status === '制作中' || row.status === '待确认')) {
          ctx.db.transaction(() => {
            addVersion(ctx, row, form.note);
            ctx.db.prepare(`UPDATE word_formats SET status = '待确认' WHERE req_no = ?`).run(row.req_no);
          })();
        } else if (form.action === 'reply') {
          messages(ctx).add(row.req_no, SUPPORT_AUTHOR, true, readReply(ctx, 0, form.content ?? '', []));
        } else if (form.action === 'reject' && row.status === '待受理') {
          ctx.db.prepare(`UPDATE word_formats SET status = '已驳回', reject_reason = ? WHERE req_no = ?`).run(form.reason ?? '需求不明确', row.req_no);
        } else throw new BusinessError('当前状态不能执行该操作');
        return true;
      },
      { public: true },
    );
  },
};
