import { DOC_TYPES, WORD_FORMAT_LIMITS } from '../../src/api/contracts/workOrders.ts';
import type { WordFormatDetail, WordFormatRow, WordFormatStatus, WorkOrderFile } from '../../src/api/contracts/workOrders.ts';
import { BadRequestError, BusinessError } from '../errors.ts';
import type { StandInContext, StandInModule } from '../module.ts';
import { pagedList } from '../pagedList.ts';
import { callerOf, requireButton } from '../scope.ts';
import { requireFields } from '../validate.ts';
import { createOrder, nextNumber, recordFulfilment, statusCode } from './orders.ts';
import { customerInNetwork, readFiles, textProblem } from './workOrders.ts';

/** Word print formats made to order: request → quote (待支付) → paid (制作中) → 待确认 → 已完成. */
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
  result_file TEXT,
  created_at INTEGER NOT NULL,
  quoted_at INTEGER,
  finished_at INTEGER
);
`;

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
  result_file: string | null;
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

const toDetail = (row: Row): WordFormatDetail => ({
  ...toRow(row),
  requirement: row.requirement,
  expectDate: row.expect_date,
  rejectReason: row.reject_reason,
  samples: JSON.parse(row.samples) as WorkOrderFile[],
  resultFile: row.result_file,
  quotedAt: row.quoted_at,
});

function own(ctx: StandInContext, accountId: number, reqNo: string): Row {
  const row = ctx.db.prepare('SELECT * FROM word_formats WHERE req_no = ? AND agent_id = ?').get(reqNo, callerOf(ctx, accountId).agentId) as Row | undefined;
  if (!row) throw new BusinessError('Word格式申请不存在');
  return row;
}

const chinaDay = (time: number) => new Date(time + CHINA).toISOString().slice(0, 10);

function seed(ctx: StandInContext): void {
  const customers = ctx.db.prepare('SELECT id, name, product_name FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 5').all() as Array<{ id: number; name: string; product_name: string }>;
  const statuses: WordFormatStatus[] = ['待受理', '待支付', '制作中', '待确认', '已完成'];
  const insert = ctx.db.prepare(
    `INSERT INTO word_formats (req_no, agent_id, account_id, user_id, user_name, product_name, format_name, doc_type, requirement, expect_date, samples,
      amount_fen, status, result_file, created_at, quoted_at, finished_at) VALUES (?, 1, 1, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?)`,
  );
  const base = Date.UTC(2026, 9, 20, 2);
  customers.forEach((customer, index) => {
    const status = statuses[index];
    const created = base + index * 3 * DAY;
    const quoted = index > 0 ? created + DAY : null;
    insert.run(`WF2026102${index}000${index + 1}`, customer.id, customer.name, customer.product_name, `${DOC_TYPES[index]}格式${index + 1}`, DOC_TYPES[index],
      '抬头加公司LOGO，明细按款号合并。', chinaDay(created + 7 * DAY), quoted ? 50_000 + index * 10_000 : null, status,
      index >= 3 ? `${DOC_TYPES[index]}格式${index + 1}.docx` : null, created, quoted, status === '已完成' ? created + 6 * DAY : null);
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
        {
          from: 'word_formats f',
          scope: { sql: 'f.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
          sortable: { createTime: 'f.created_at', amountFen: 'f.amount_fen' },
          filterable: { status: 'f.status', docType: 'f.doc_type' },
          keyword: ['f.req_no', 'f.format_name', 'f.user_name'],
          dateColumn: 'f.created_at',
          defaultOrder: 'f.created_at DESC, f.req_no DESC',
          toItem: toRow,
        },
        body,
      ),
    );

    api.get('/api/WordFormat/Detail', ({ accountId, query }) => toDetail(own(ctx, accountId, query.reqNo ?? '')));

    api.post('/api/WordFormat/Create', ({ accountId, body }) => {
      const form = requireFields(body, {
        userId: 'number', productName: 'string?', formatName: 'string', docType: 'string', requirement: 'string', expectDate: 'string', files: 'array?',
      });
      requireButton(ctx, accountId, 'mswordformat', 'add');
      const customer = customerInNetwork(ctx, accountId, form.userId);
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
    });

    api.post('/api/WordFormat/Revoke', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      requireButton(ctx, accountId, 'mswordformat', 'revoke');
      if (row.status !== '待受理' && row.status !== '待支付') throw new BusinessError('只能撤回待受理或待支付的申请');
      ctx.db.transaction(() => {
        ctx.db.prepare(`UPDATE word_formats SET status = '已撤回' WHERE req_no = ?`).run(row.req_no);
        if (row.order_no) ctx.db.prepare('UPDATE orders SET status = ? WHERE order_no = ? AND status = ?').run(statusCode('已取消'), row.order_no, statusCode('待支付'));
      })();
      return true;
    });

    // The quoted fee becomes one order (the same one when asked again) paid at /pay.
    api.post('/api/WordFormat/Pay', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      requireButton(ctx, accountId, 'mswordformat', 'pay');
      if (row.status !== '待支付' || row.amount_fen === null) throw new BusinessError('该申请当前无需支付');
      const orderNo = createOrder(ctx, {
        agentId: callerOf(ctx, accountId).agentId, accountId, orderType: 'wordFormat', userId: row.user_id, customerName: row.user_name,
        productName: row.product_name, idempotencyKey: `wordFormat:${row.req_no}`,
        lines: [{ itemName: `Word格式定制 ${row.format_name}`, spec: row.doc_type, quantity: 1, unitFen: row.amount_fen, subtotalFen: row.amount_fen }],
      });
      if (!row.order_no) {
        recordFulfilment(ctx, orderNo, { orderType: 'wordFormat', userIds: [], detail: { reqNo: row.req_no } });
        ctx.db.prepare('UPDATE word_formats SET order_no = ? WHERE req_no = ?').run(orderNo, row.req_no);
      }
      return { orderNo };
    });

    api.post('/api/WordFormat/Confirm', ({ accountId, body }) => {
      const row = own(ctx, accountId, requireFields(body, { reqNo: 'string' }).reqNo);
      requireButton(ctx, accountId, 'mswordformat', 'confirm');
      if (row.status !== '待确认') throw new BusinessError('只能确认待确认的格式');
      ctx.db.prepare(`UPDATE word_formats SET status = '已完成', finished_at = ? WHERE req_no = ?`).run(ctx.now(), row.req_no);
      return true;
    });

    api.get('/api/WordFormat/Download', ({ accountId, query }) => {
      const row = own(ctx, accountId, query.reqNo ?? '');
      requireButton(ctx, accountId, 'mswordformat', 'download');
      if (!row.result_file) throw new BusinessError('格式文件尚未制作完成');
      return { fileName: row.result_file, text: `${row.format_name}（${row.doc_type}）\n${row.requirement}\n` };
    });

    // The format desk: quote a fee (待支付), deliver the file (待确认) or refuse (已驳回).
    api.post(
      '/api/__dev/wordFormat',
      ({ body }) => {
        const form = requireFields(body, { reqNo: 'string', action: 'string', amountFen: 'number?', reason: 'string?' });
        const row = ctx.db.prepare('SELECT * FROM word_formats WHERE req_no = ?').get(form.reqNo) as Row | undefined;
        if (!row) throw new BusinessError('Word格式申请不存在');
        if (form.action === 'quote' && row.status === '待受理') {
          const amount = form.amountFen ?? 50_000;
          if (!Number.isSafeInteger(amount) || amount <= 0) throw new BadRequestError('报价应为正整数（分）');
          ctx.db.prepare(`UPDATE word_formats SET status = '待支付', amount_fen = ?, quoted_at = ? WHERE req_no = ?`).run(amount, ctx.now(), row.req_no);
        } else if (form.action === 'finish' && row.status === '制作中') {
          ctx.db.prepare(`UPDATE word_formats SET status = '待确认', result_file = ? WHERE req_no = ?`).run(`${row.format_name}.docx`, row.req_no);
        } else if (form.action === 'reject' && row.status === '待受理') {
          ctx.db.prepare(`UPDATE word_formats SET status = '已驳回', reject_reason = ? WHERE req_no = ?`).run(form.reason ?? '需求不明确', row.req_no);
        } else throw new BusinessError('当前状态不能执行该操作');
        return true;
      },
      { public: true },
    );
  },
};
