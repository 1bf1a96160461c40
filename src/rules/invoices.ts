import type { InvoiceTitleFields } from '../contracts/invoices.ts';
import { EMAIL, EMAIL_INVALID, LANDLINE, LANDLINE_INVALID, POSTAL_CODE, POSTAL_CODE_INVALID } from './formats.ts';
import { isMobile11, PHONE_INVALID } from './phone.ts';

export const FULL_TITLE_NEEDED = '专用发票需要完整的开票信息';

/** An invoice that stands issued: it can be downloaded (electronic) and refunded; one being refunded or refunded is not. */
export const invoiceIssued = (status: string): boolean => status === '已开票' || status === '已邮寄';
export const PERSONAL_ONLY_PLAIN = '个人抬头只能开具普通发票';

type AddressField = 'receiver' | 'phone' | 'landline' | 'region' | 'address' | 'postcode';

// Field checks of titles and mailing addresses (docs/product.md#routes), made alike by the portal and the stand-in.
type Check = (value: string, values: object) => string | null;

const required = (label: string, max: number): Check => (value) =>
  value.trim() === '' ? `请填写${label}` : value.length > max ? `${label}最多${max}个字` : null;
const optionalMax = (label: string, max: number): Check => (value) => (value.length > max ? `${label}最多${max}个字` : null);

export const TAX_NO = /^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
export const BANK_ACCOUNT = /^\d{8,30}$/;

export const titleChecks: Record<keyof InvoiceTitleFields, Check> = {
  titleType: (value) => (['企业', '个人', '事业单位'].includes(value) ? null : '请选择抬头类型'),
  titleName: required('发票抬头', 100),
  taxNo: (value, values) => {
    if (value === '') return (values as { titleType?: string }).titleType === '企业' ? '请填写税号' : null;
    return TAX_NO.test(value) ? null : '税号应为15、18或20位大写字母或数字';
  },
  regAddress: optionalMax('注册地址', 100),
  regTel: (value) => (value === '' || isMobile11(value) || LANDLINE.test(value) ? null : LANDLINE_INVALID),
  bank: optionalMax('开户银行', 50),
  account: (value) => (value === '' || BANK_ACCOUNT.test(value) ? null : '银行账号应为8–30位数字'),
};

export const addressChecks: Record<AddressField, Check> = {
  receiver: required('收件人', 20),
  phone: (value) => (isMobile11(value) ? null : PHONE_INVALID),
  landline: (value) => (value === '' || LANDLINE.test(value) ? null : LANDLINE_INVALID),
  region: (value) => (value.split('/').filter(Boolean).length === 3 ? null : '请选择省市区'),
  address: required('详细地址', 100),
  postcode: (value) => (POSTAL_CODE.test(value) ? null : POSTAL_CODE_INVALID),
};

export const emailProblem = (value: string) => (EMAIL.test(value) ? null : EMAIL_INVALID);

/** The first problem of a record checked field by field, or null. */
export function firstProblem<F extends string>(checks: Record<F, Check>, values: Record<F, string>): string | null {
  for (const field of Object.keys(checks) as F[]) {
    const problem = checks[field](values[field], values);
    if (problem) return problem;
  }
  return null;
}

/** A title a 专票 can be issued to: every field filled in. */
export const isFullTitle = (title: InvoiceTitleFields) =>
  title.titleType !== '个人' && [title.taxNo, title.bank, title.account, title.regAddress, title.regTel].every((value) => value.trim() !== '');

/** Why this kind cannot go to this title, or null. */
export function kindProblem(title: InvoiceTitleFields, invoiceType: string): string | null {
  if (invoiceType === '普票') return null;
  if (title.titleType === '个人') return PERSONAL_ONLY_PLAIN;
  return isFullTitle(title) ? null : FULL_TITLE_NEEDED;
}


export const INVOICE_REMARK_MAX = 100;
export const NO_SOURCES = '请选择要开票的订单或充值';
export const NO_TITLE = '请选择发票抬头';
export const NO_ADDRESS = '请选择收票地址';

export const remarkProblem = (remark: string) => (remark.length > INVOICE_REMARK_MAX ? `备注最多${INVOICE_REMARK_MAX}个字` : null);

/** Where the invoice goes: a paper one to a mailing address, an electronic one to an email and a mobile. */
export function deliveryProblem(medium: string, delivery: { email?: string; phone?: string; addressId?: number | null }): string | null {
  if (medium === '纸质') return delivery.addressId === null || delivery.addressId === undefined ? NO_ADDRESS : null;
  return emailProblem(delivery.email ?? '') ?? (isMobile11(delivery.phone ?? '') ? null : PHONE_INVALID);
}

// A refund (退票; docs/product.md#flows): why, and for a paper invoice the express it is sent back with.
export const REFUND_REASON_MAX = 200;
export const PICK_INVOICE = '请选择要退的发票';
export const EXPRESS_NEEDED = '请填写寄回的快递公司';
export const EXPRESS_NO_FORMAT = '请填写寄回的快递单号：6–30位字母或数字，如 SF1234567890';

export function reasonProblem(reason: string): string | null {
  if (reason.trim() === '') return '请填写退票原因';
  return reason.length > REFUND_REASON_MAX ? `退票原因最多${REFUND_REASON_MAX}个字` : null;
}

export const expressProblem = (company: string, no: string) =>
  company.trim() === '' || company.length > 50 ? EXPRESS_NEEDED : /^[A-Za-z0-9]{6,30}$/.test(no.trim()) ? null : EXPRESS_NO_FORMAT;

/** The amount a request invoices: its sources' sum (the server sums again). */
export const amountOf = (sources: readonly { amountFen: number }[]) => sources.reduce((sum, source) => sum + source.amountFen, 0);

/** Why this title, kind and remark cannot be asked for, or null. */
export function titleProblem({ title, invoiceType, remark }: { title: InvoiceTitleFields | null; invoiceType: string; remark: string }): string | null {
  if (!title) return NO_TITLE;
  return remarkProblem(remark) ?? kindProblem(title, invoiceType);
}
