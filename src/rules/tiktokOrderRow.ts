// The checks of one row of the tiktok-store order template (docs/product.md#screen-patterns), shared by the portal's
// preview and the stand-in, which checks every row again.
import type { ImportRowOutcome, OrderRowCells } from '../contracts/tiktokImports.ts';
import { isMobile11, PHONE_INVALID } from './phone.ts';

export const TEMPLATE_HEADERS = ['抖店订单号', '商品', '买家手机', '实付金额', '下单时间'] as const;
export const TEMPLATE_FILE_NAME = '抖店订单导入模板.xlsx';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ROWS = 5000;
/** Rows per upload call. */
export const BATCH_ROWS = 200;
export const GOODS_MAX = 100;
/** Far above any single order; keeps the stored number exact. */
export const PAID_MAX = 99_999_999.99;

export const FILE_TYPE_INVALID = '请上传.xlsx格式的文件';
export const FILE_TOO_LARGE = '文件大小不能超过10MB';
export const TOO_MANY_ROWS = '单次最多导入5000行';
export const NO_ROWS = '文件中没有可导入的数据';
export const HEADER_INVALID = '模板表头不正确，请下载模板后填写';

export const STORE_ORDER_NO_INVALID = '抖店订单号应为19位数字';
export const GOODS_MISSING = '请填写商品';
export const GOODS_TOO_LONG = `商品最多${GOODS_MAX}个字`;
export const PAID_INVALID = '实付金额应大于0且最多两位小数';
export const ORDER_TIME_INVALID = '下单时间格式不正确';
export const DUPLICATE_IN_FILE = '文件内订单号重复';

/** The chosen file, before it is read: an .xlsx of at most 10 MB. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return FILE_TYPE_INVALID;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** The header row must be the template's, in order. */
export function headerProblem(header: readonly string[]): string | null {
  return TEMPLATE_HEADERS.every((title, index) => (header[index] ?? '').trim() === title) ? null : HEADER_INVALID;
}

export function rowCountProblem(count: number): string | null {
  if (count === 0) return NO_ROWS;
  return count > MAX_ROWS ? TOO_MANY_ROWS : null;
}

const DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** YYYY-MM-DD with an optional HH:mm[:ss], a real calendar day and time. */
export function isValidOrderTime(text: string): boolean {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour! < 24 && minute! < 60 && second! < 60;
}

/** R-money: more than 0, at most two decimals, within range. */
export function isValidPaid(text: string): boolean {
  const value = text.trim();
  return /^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= PAID_MAX;
}

/** Every problem of one row, joined; null when the row may be imported. */
export function rowProblem(row: OrderRowCells): string | null {
  const problems: string[] = [];
  if (!/^\d{19}$/.test(row.storeOrderNo.trim())) problems.push(STORE_ORDER_NO_INVALID);
  if (row.goods.trim() === '') problems.push(GOODS_MISSING);
  else if (row.goods.length > GOODS_MAX) problems.push(GOODS_TOO_LONG);
  if (!isMobile11(row.buyerPhone.trim())) problems.push(PHONE_INVALID);
  if (!isValidPaid(row.paid)) problems.push(PAID_INVALID);
  if (!isValidOrderTime(row.orderTime)) problems.push(ORDER_TIME_INVALID);
  return problems.length > 0 ? problems.join('；') : null;
}

/**
 * The problem of each row of a file, in order (null for a good row): its own checks, then a store
 * order number already used by an earlier row of the same file.
 */
export function fileRowProblems(rows: readonly OrderRowCells[]): Array<string | null> {
  const seen = new Set<string>();
  return rows.map((row) => {
    const own = rowProblem(row);
    const orderNo = row.storeOrderNo.trim();
    const duplicate = orderNo !== '' && seen.has(orderNo);
    seen.add(orderNo);
    if (own) return own;
    return duplicate ? DUPLICATE_IN_FILE : null;
  });
}

/** 138****0001: a buyer's phone as lists show it; anything else is shown as typed. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** The upload calls a file's rows take. */
export const batchCount = (rows: readonly unknown[]) => Math.ceil(rows.length / BATCH_ROWS);

/** Rows the server has answered, and how they ended. */
export function importCounts(outcomes: readonly ImportRowOutcome[]) {
  const ok = outcomes.filter((outcome) => outcome.result === '成功').length;
  return { sent: outcomes.length, ok, failed: outcomes.length - ok };
}
