import type {
  ImportResult,
  ImportRowOutcome,
  ImportRowsAnswer,
  TiktokBatch,
  TiktokImportLine,
  TiktokOrderRow,
} from '../../../src/contracts/tiktokImports.ts';
import type { TaskStatus } from '../../../src/contracts/tasks.ts';
import { BATCH_ROWS, DUPLICATE_IN_FILE, MAX_ROWS, TOO_MANY_ROWS, rowProblem } from '../../../src/rules/tiktokOrderRow.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';
import { accountName, agentNetwork, callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { button, signedIn } from '../../guards.ts';

const schema = `
CREATE TABLE IF NOT EXISTS tiktok_import_batches (
  id INTEGER PRIMARY KEY,
  batch_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  file_name TEXT NOT NULL,
  total INTEGER NOT NULL,
  operator TEXT NOT NULL,
  cancelled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tiktok_import_lines (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES tiktok_import_batches(id),
  row_no INTEGER NOT NULL,
  store_order_no TEXT NOT NULL,
  goods TEXT NOT NULL,
  buyer_phone TEXT NOT NULL,
  paid TEXT NOT NULL,
  order_time TEXT NOT NULL,
  result TEXT NOT NULL,
  reason TEXT NOT NULL,
  UNIQUE (batch_id, row_no)
);
CREATE TABLE IF NOT EXISTS tiktok_store_orders (
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  store_order_no TEXT NOT NULL,
  batch_id INTEGER NOT NULL REFERENCES tiktok_import_batches(id),
  PRIMARY KEY (agent_id, store_order_no)
);
`;

/** Cell text beyond these lengths is not a template row at all (a 400, not a failed row). */
const CELL_MAX = { storeOrderNo: 40, goods: 500, buyerPhone: 40, paid: 40, orderTime: 40 } as const;
const FILE_NAME_MAX = 100;
export const ALREADY_IMPORTED = '订单号已导入';
/** The orders of the seeded batch: importing one of them again is answered 重复. */
export const SEEDED_ORDER_NOS = ['6920261101000000001', '6920261101000000002', '6920261101000000003'];

/** The seeded batch: three store orders of two days before, imported nineteen days before the seed. */
function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const created = calendar.day(-19, 10);
  const batchNo = `DR${calendar.date(-19).replaceAll('-', '')}00001`;
  const fileName = `${Number(calendar.date(-19).slice(5, 7))}月抖店订单.xlsx`;
  ctx.db.prepare("INSERT INTO tiktok_import_batches (id, batch_no, agent_id, file_name, total, operator, created_at) VALUES (1, ?, 1, ?, 3, '张伟', ?)").run(batchNo, fileName, created);
  const line = ctx.db.prepare(
    "INSERT INTO tiktok_import_lines (batch_id, row_no, store_order_no, goods, buyer_phone, paid, order_time, result, reason) VALUES (1, ?, ?, '夏季T恤', '13900000021', '59.90', ?, '成功', '')",
  );
  const orderTime = `${calendar.date(-21)} 10:00:00`;
  const order = ctx.db.prepare('INSERT INTO tiktok_store_orders (agent_id, store_order_no, batch_id) VALUES (1, ?, 1)');
  SEEDED_ORDER_NOS.forEach((orderNo, index) => {
    line.run(index + 1, orderNo, orderTime);
    order.run(orderNo);
  });
}

interface BatchRow {
  id: number;
  batch_no: string;
  agent_id: number;
  file_name: string;
  total: number;
  operator: string;
  cancelled: number;
  created_at: number;
  done: number;
  ok_count: number;
  task_status: TaskStatus;
}

const DONE_SQL = '(SELECT COUNT(*) FROM tiktok_import_lines l WHERE l.batch_id = b.id)';
const OK_SQL = "(SELECT COUNT(*) FROM tiktok_import_lines l WHERE l.batch_id = b.id AND l.result = '成功')";
/** The batch's 任务状态, in SQL so the list can filter on it. */
const STATUS_SQL = `CASE WHEN b.cancelled = 1 THEN '已取消' WHEN ${DONE_SQL} < b.total THEN '进行中'
  WHEN ${OK_SQL} = b.total THEN '已完成' WHEN ${OK_SQL} = 0 THEN '失败' ELSE '部分失败' END`;
const BATCH_SELECT = `b.*, ${DONE_SQL} AS done, ${OK_SQL} AS ok_count, ${STATUS_SQL} AS task_status`;

const toBatch = (row: BatchRow): TiktokBatch => ({
  id: row.id,
  batchNo: row.batch_no,
  fileName: row.file_name,
  total: row.total,
  okCount: row.ok_count,
  failCount: row.done - row.ok_count,
  taskStatus: row.task_status,
  operator: row.operator,
  createTime: row.created_at,
});

interface LineRow {
  id: number;
  row_no: number;
  store_order_no: string;
  goods: string;
  buyer_phone: string;
  paid: string;
  order_time: string;
  result: ImportResult;
  reason: string;
}

const toLine = (row: LineRow): TiktokImportLine => ({
  id: row.id,
  rowNo: row.row_no,
  storeOrderNo: row.store_order_no,
  goods: row.goods,
  buyerPhone: row.buyer_phone,
  paid: row.paid,
  orderTime: row.order_time,
  result: row.result,
  reason: row.reason,
});

function findBatch(ctx: StandInContext, accountId: number, batchNo: unknown): BatchRow {
  if (typeof batchNo !== 'string' || batchNo === '' || batchNo.length > 40) throw new BadRequestError('参数 batchNo 不正确');
  const scope = agentNetwork(ctx, accountId, 'b.agent_id');
  const row = ctx.db.prepare(`SELECT ${BATCH_SELECT} FROM tiktok_import_batches b WHERE b.batch_no = ? AND ${scope.sql}`).get(batchNo, ...scope.params);
  if (!row) throw new BusinessError('导入批次不存在');
  return row as BatchRow;
}

function readRow(value: unknown, total: number): TiktokOrderRow {
  const row = requireFields(value, { rowNo: 'number', storeOrderNo: 'string', goods: 'string', buyerPhone: 'string', paid: 'string', orderTime: 'string' });
  if (!Number.isSafeInteger(row.rowNo) || row.rowNo < 1 || row.rowNo > total) throw new BadRequestError('行号超出文件的行数');
  for (const field of Object.keys(CELL_MAX) as Array<keyof typeof CELL_MAX>) {
    if (row[field].length > CELL_MAX[field]) throw new BadRequestError(`第${row.rowNo}行内容过长`);
  }
  return row;
}

function readImport(body: unknown) {
  const request = requireFields(body, { batchNo: 'string?', fileName: 'string', total: 'number', rows: 'array' });
  if (request.fileName.trim() === '' || request.fileName.length > FILE_NAME_MAX) throw new BadRequestError('文件名不正确');
  if (!Number.isSafeInteger(request.total) || request.total < 1 || request.total > MAX_ROWS) throw new BadRequestError(TOO_MANY_ROWS);
  if (request.rows.length === 0 || request.rows.length > BATCH_ROWS) throw new BadRequestError(`每次上传1至${BATCH_ROWS}行`);
  return { ...request, rows: request.rows.map((row) => readRow(row, request.total)) };
}

function openBatch(ctx: StandInContext, accountId: number, fileName: string, total: number): BatchRow {
  const caller = callerOf(ctx, accountId);
  const operator = accountName(ctx, accountId);
  const created = ctx.db
    .prepare("INSERT INTO tiktok_import_batches (batch_no, agent_id, file_name, total, operator, created_at) VALUES ('', ?, ?, ?, ?, ?)")
    .run(caller.agentId, fileName.trim(), total, operator, ctx.now());
  const id = Number(created.lastInsertRowid);
  const batchNo = `DR${new Date(ctx.now()).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(5, '0')}`;
  ctx.db.prepare('UPDATE tiktok_import_batches SET batch_no = ? WHERE id = ?').run(batchNo, id);
  return findBatch(ctx, accountId, batchNo);
}

/** One row checked and stored; a row sent again (a retried call) answers what it got the first time. */
function importRow(ctx: StandInContext, batch: BatchRow, row: TiktokOrderRow): ImportRowOutcome {
  const stored = ctx.db.prepare('SELECT result, reason FROM tiktok_import_lines WHERE batch_id = ? AND row_no = ?').get(batch.id, row.rowNo) as
    | { result: ImportResult; reason: string }
    | undefined;
  if (stored) return { rowNo: row.rowNo, ...stored };
  const orderNo = row.storeOrderNo.trim();
  const problem = rowProblem(row);
  const earlier = problem
    ? undefined
    : (ctx.db.prepare('SELECT batch_id FROM tiktok_store_orders WHERE agent_id = ? AND store_order_no = ?').get(batch.agent_id, orderNo) as { batch_id: number } | undefined);
  const outcome: ImportRowOutcome = problem
    ? { rowNo: row.rowNo, result: '失败', reason: problem }
    : earlier
      ? { rowNo: row.rowNo, result: '重复', reason: earlier.batch_id === batch.id ? DUPLICATE_IN_FILE : ALREADY_IMPORTED }
      : { rowNo: row.rowNo, result: '成功', reason: '' };
  if (outcome.result === '成功') ctx.db.prepare('INSERT INTO tiktok_store_orders (agent_id, store_order_no, batch_id) VALUES (?, ?, ?)').run(batch.agent_id, orderNo, batch.id);
  ctx.db
    .prepare('INSERT INTO tiktok_import_lines (batch_id, row_no, store_order_no, goods, buyer_phone, paid, order_time, result, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(batch.id, row.rowNo, orderNo, row.goods, row.buyerPhone.trim(), row.paid.trim(), row.orderTime.trim(), outcome.result, outcome.reason);
  return outcome;
}

function requireImporter(ctx: StandInContext, accountId: number): void {
  if (!callerOf(ctx, accountId).isParent) throw new BusinessError('无权导入订单');
}

function importRows(ctx: StandInContext, accountId: number, body: unknown): ImportRowsAnswer {
  requireImporter(ctx, accountId);
  const request = readImport(body);
  return ctx.db.transaction(() => {
    const batch = request.batchNo === undefined ? openBatch(ctx, accountId, request.fileName, request.total) : findBatch(ctx, accountId, request.batchNo);
    if (batch.task_status !== '进行中') throw new BusinessError('该批次已结束，请重新导入');
    if (batch.total !== request.total) throw new BadRequestError('总行数与批次不一致');
    return { batchNo: batch.batch_no, outcomes: request.rows.map((row) => importRow(ctx, batch, row)) };
  })();
}

function cancelImport(ctx: StandInContext, accountId: number, body: unknown): TiktokBatch {
  requireImporter(ctx, accountId);
  const batch = findBatch(ctx, accountId, requireFields(body, { batchNo: 'string' }).batchNo);
  if (batch.task_status !== '进行中') throw new BusinessError('该批次已结束');
  ctx.db.prepare('UPDATE tiktok_import_batches SET cancelled = 1 WHERE id = ?').run(batch.id);
  return toBatch(findBatch(ctx, accountId, batch.batch_no));
}

function lineSpec(batch: BatchRow, onlyFailed = false) {
  return pagedListFor(systemScreens.tiktokImportDetail.list, {
    from: 'tiktok_import_lines l',
    scope: { sql: `l.batch_id = ?${onlyFailed ? " AND l.result <> '成功'" : ''}`, params: [batch.id] },
    filterable: { result: 'l.result' },
    keyword: ['l.store_order_no', 'l.goods'],
    sortable: { rowNo: 'l.row_no' },
    defaultOrder: 'l.row_no',
    toItem: toLine,
  });
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/tiktokImport/BatchPageList', ({ accountId, body }) =>
    pagedList(ctx, pagedListFor(systemScreens.tiktokImport.list, {
      from: 'tiktok_import_batches b',
      select: BATCH_SELECT,
      scope: agentNetwork(ctx, accountId, 'b.agent_id'),
      sortable: { createTime: 'b.created_at', total: 'b.total' },
      filterable: { taskStatus: STATUS_SQL },
      keyword: ['b.batch_no', 'b.file_name', 'b.operator'],
      dateColumn: 'b.created_at',
      defaultOrder: 'b.id DESC',
      toItem: toBatch,
    }), body), { guard: signedIn },
  );
  api.get('/api/tiktokImport/GetBatch', ({ accountId, query }) => toBatch(findBatch(ctx, accountId, query.batchNo)), { guard: signedIn });
  api.post('/api/tiktokImport/LinePageList', ({ accountId, body }) => {
    // The batch comes as the list's fixed `batchNo` filter (the detail page's address).
    const { batchNo, ...filters } = requireFields(body, { filters: 'object' }).filters;
    return pagedList(ctx, lineSpec(findBatch(ctx, accountId, batchNo)), { ...(body as object), filters });
  }, { guard: signedIn });
  api.get('/api/tiktokImport/FailedLines', ({ accountId, query }) => {
    const spec = lineSpec(findBatch(ctx, accountId, query.batchNo), true);
    return (ctx.db.prepare(`SELECT * FROM ${spec.from} WHERE ${spec.scope.sql} ORDER BY l.row_no`).all(...spec.scope.params) as LineRow[]).map(toLine);
  }, { guard: signedIn });
  api.post('/api/tiktokImport/ImportRows', ({ accountId, body }) => importRows(ctx, accountId, body), { guard: { ...button(systemScreens.tiktokImport, 'import'), refusal: '无权导入订单' } });
  api.post('/api/tiktokImport/CancelImport', ({ accountId, body }) => cancelImport(ctx, accountId, body), { guard: signedIn });
}

export const tiktokImportsModule: StandInModule = { name: 'tiktokImports', schema, seed, routes };
