/** Invoices, titles, mailing addresses and refunds (发票状态; docs/product.md#statuses). Amounts in fen. */

export const TITLE_TYPES = ['企业', '个人', '事业单位'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];

export const INVOICE_TYPES = ['普票', '专票'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_MEDIA = ['电子', '纸质'] as const;
export type InvoiceMedium = (typeof INVOICE_MEDIA)[number];

/** 退票审核中 and 已退票 follow the invoice's refund (a refused refund restores 已开票 or 已邮寄). */
export const INVOICE_STATUSES = ['待审核', '已驳回', '开票中', '已开票', '已邮寄', '已撤回', '退票审核中', '已退票'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const REFUND_STATUSES = ['退票审核中', '已退票', '退票驳回'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_REASONS = ['抬头错误', '金额错误', '不再需要', '其他'] as const;


export interface InvoiceTitleFields {
  titleType: TitleType;
  titleName: string;
  taxNo: string;
  bank: string;
  account: string;
  regAddress: string;
  regTel: string;
}
export interface InvoiceTitle extends InvoiceTitleFields {
  id: number;
  isDefault: boolean;
}

export interface InvoiceAddressFields {
  receiver: string;
  phone: string;
  landline: string;
  /** 省/市/区 joined with '/'. */
  region: string;
  address: string;
  postcode: string;
}
export interface InvoiceAddress extends InvoiceAddressFields {
  id: number;
  isDefault: boolean;
}

export interface InvoiceSource {
  kind: 'order' | 'recharge';
  no: string;
  /** What it was for (product or 账户充值). */
  name: string;
  amountFen: number;
  time: number;
}

export interface InvoiceLog {
  time: number;
  action: string;
  operator: string;
  remark: string;
}

export interface Invoice {
  applyNo: string;
  title: InvoiceTitleFields;
  titleId: number;
  titleName: string;
  invoiceType: InvoiceType;
  medium: InvoiceMedium;
  amountFen: number;
  sources: InvoiceSource[];
  email: string;
  phone: string;
  /** Paper invoices: where they are mailed. */
  address: InvoiceAddressFields | null;
  status: InvoiceStatus;
  reason: string;
  invoiceNo: string;
  expressNo: string;
  remark: string;
  createTime: number;
  auditTime: number | null;
  issueTime: number | null;
  mailTime: number | null;
  logs: InvoiceLog[];
}

/** What 提交申请 sends; the amount is the server's sum of the sources. */
export interface InvoiceRequest {
  idempotencyKey: string;
  /** Resubmitting a 已驳回 request replaces it. */
  replaces?: string;
  orderNos: string[];
  rechargeNos: string[];
  titleId: number;
  invoiceType: InvoiceType;
  medium: InvoiceMedium;
  email?: string;
  phone?: string;
  addressId?: number;
  remark?: string;
}

export interface InvoiceRefund {
  refundNo: string;
  applyNo: string;
  invoiceNo: string;
  titleName: string;
  amountFen: number;
  reason: string;
  expressCompany: string;
  expressNo: string;
  status: RefundStatus;
  rejectReason: string;
  createTime: number;
}

export interface InvoiceRefundRequest {
  idempotencyKey: string;
  applyNo: string;
  reason: string;
  expressCompany?: string;
  expressNo?: string;
}
