// The payee step of the commission settlement (docs/product.md#flows): each message beside its rule.
export const PAYEE_NAME_MAX = 50;
export const INVOICE_FILE_MAX_BYTES = 600 * 1024;
export const ORDERS_NEEDED = '请选择要结算的订单';
export const INVOICE_NEEDED = '请上传公司开具的发票';
export const INVOICE_TOO_LARGE = '发票文件不能超过 600 KB';

export function payeeNameProblem(value: string): string | null {
  if (value.trim() === '') return '请填写户名';
  return value.length > PAYEE_NAME_MAX ? `户名最多${PAYEE_NAME_MAX}个字` : null;
}

export function bankNameProblem(value: string): string | null {
  if (value.trim() === '') return '请填写开户行';
  return value.length > PAYEE_NAME_MAX ? `开户行最多${PAYEE_NAME_MAX}个字` : null;
}

export function accountNoProblem(value: string): string | null {
  if (value === '') return '请填写银行账号';
  return /^\d{8,30}$/.test(value) ? null : '银行账号应为8–30位数字';
}

/** The name and size of a chosen invoice; its content is checked by the server. */
export function invoiceProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return INVOICE_NEEDED;
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return '发票仅支持 pdf、jpg 或 png 文件';
  return file.size > INVOICE_FILE_MAX_BYTES ? INVOICE_TOO_LARGE : null;
}

/** Who the commission is paid to (the machine's and the request's payee fields). */
interface Payee {
  payeeName: string;
  bankName: string;
  accountNo: string;
}

/** The first problem of the payee's fields, or null. */
export const payeeProblem = (payee: Payee): string | null =>
  payeeNameProblem(payee.payeeName) ?? bankNameProblem(payee.bankName) ?? accountNoProblem(payee.accountNo);

/** Why the payee step cannot go on: the first problem of its fields and the invoice, or null. */
export const payeeStepProblem = (payee: Payee, invoice: { name: string; size: number } | null): string | null =>
  payeeProblem(payee) ?? invoiceProblem(invoice);
