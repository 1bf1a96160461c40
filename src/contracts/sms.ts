// SMS apps, signatures, templates, sends, counts and packages (SMS; docs/product.md#routes), shared by the portal and the stand-in.
import type { AuditStatus } from './audit.ts';

export const TEMPLATE_KINDS = ['验证码', '通知', '营销'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export type SmsAppStatus = '正常' | '停用' | '余量不足';

export interface SmsApp {
  id: number;
  appId: string;
  appName: string;
  userId: number;
  customerName: string;
  remaining: number;
  signCount: number;
  tplCount: number;
  status: SmsAppStatus;
  createdAt: number;
}

export interface SmsSign {
  id: number;
  signName: string;
  scene: string;
  source: string;
  remark: string;
  /** The customer a cloud-SMS signature belongs to (/autograph); null for the agent's own. */
  userId: number | null;
  customerName: string;
  auditStatus: AuditStatus;
  reason: string | null;
  /** The approved name still in force while a change is reviewed; null when never approved. */
  effectiveName: string | null;
  createdAt: number;
  /** 证明材料 (a stored image); null for a signature applied for before it was asked. */
  proofImageId: string | null;
}

export interface SignInput {
  signName: string;
  scene: string;
  source: string;
  remark: string;
  userId?: number | null;
  /** 证明材料: an image stored with /api/image/Upload. */
  proofImageId: string;
}

export interface SmsTemplate {
  id: number;
  tplName: string;
  code: string;
  kind: TemplateKind;
  content: string;
  signId: number;
  signName: string;
  auditStatus: AuditStatus;
  reason: string | null;
  /** The approved content still in force while a change is reviewed; null when never approved. */
  effectiveContent: string | null;
  createdAt: number;
}

export interface TemplateInput {
  tplName: string;
  kind: TemplateKind;
  signId: number;
  content: string;
}

export type SendStatus = '待发送' | '发送中' | '成功' | '失败' | '已取消';
export const SEND_STATUSES: readonly SendStatus[] = ['待发送', '发送中', '成功', '失败', '已取消'];

export interface SmsSendRecord {
  id: number;
  /** The send it belongs to (one per 发送, all its numbers): a 定时发送 is cancelled as a whole. */
  batchNo: string;
  tel: string;
  content: string;
  signName: string;
  tplName: string;
  segments: number;
  sendTime: number;
  status: SendStatus;
  reason: string;
  sender: string;
  /** The cloud customer it was sent for (群发 on /cloudSms, charged to its count); '' for the agent's own send. */
  customerName: string;
}

/** POST /api/sms/Send: a template (its variables filled) or free text (通知 only), to the numbers given. */
export interface SendRequest {
  signId: number;
  templateId: number | null;
  content: string;
  variables: Record<string, string>;
  tels: string[];
  /** 定时发送: when to send (ms), at least 10 minutes ahead; absent or null sends now. */
  sendAt?: number | null;
  /**
   * 群发 for a cloud customer (/cloudSms → /sendSms?userId=): the signature is one of that customer's
   * (/autograph) and the cost comes out of its count instead of the agent's pool. Absent or null: the agent's own send.
   */
  userId?: number | null;
}

export interface SendAnswer {
  batchNo: string;
  /** A send answers before anyone could cancel it: never 已取消. */
  results: Array<{ tel: string; status: Exclude<SendStatus, '已取消'>; reason: string }>;
  /** What is left where the cost was taken: the customer's count for a cloud customer's send, else the pool. */
  remaining: number;
}

/** POST /api/sms/Send/Cancel {batchNo}: the 定时发送's numbers now 已取消, the parts returned where they were taken (pool or customer), what is left there. */
export interface SendCancelAnswer {
  batchNo: string;
  cancelled: number;
  refunded: number;
  remaining: number;
}

export const LEDGER_TYPES = ['购买', '分配', '发送扣减', '失败返还', '取消返还', '收回'] as const;
export type SmsLedgerType = (typeof LEDGER_TYPES)[number];

export interface SmsLedgerLine {
  id: number;
  createdAt: number;
  recordType: SmsLedgerType;
  target: string;
  qty: number;
  balanceQty: number;
  refNo: string;
}

export interface CloudSmsCustomer {
  userId: number;
  customerName: string;
  productName: string;
  remaining: number;
  monthSent: number;
  signName: string;
  auditStatus: AuditStatus | '未提交';
  openedAt: number;
}

export interface SmsOverview {
  /** The agent's own pool of messages. */
  remaining: number;
}

/** POST /api/sms/CreateOrder: a package (or 自定义 qty) for the pool, an app or a cloud customer. */
export interface SmsOrderRequest {
  packageId: number;
  customQty: number;
  appId: number | null;
  userId: number | null;
  idempotencyKey: string;
}

export interface SmsOrder {
  orderNo: string;
  target: string;
  packageName: string;
  qty: number;
  amountFen: number;
  payMethod: string | null;
  orderStatus: string;
  createdAt: number;
}
