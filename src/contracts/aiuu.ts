// The agent's side of the AI video app (aiUU), shared by the portal and the stand-in (types only).

export type AiuuCardType = 'MONTH_CARD' | 'QUARTER_CARD' | 'YEAR_CARD';
export type AiuuSettleStatus = '待审核' | '已驳回' | '待打款' | '已打款' | '已撤回';
/** 1 invite to a free trial, 2 log in to claim, 3 a membership card given away (gift pages; docs/product.md#routes). */
export type PromoType = 1 | 2 | 3;

export interface AiuuUser {
  mobile: string;
  nickname: string;
  memberType: string;
  memberExpire: number | null;
  source: string;
  promoter: string | null;
  createdAt: number;
  status: string;
}

export interface AiuuMembership {
  memberType: string;
  source: string;
  startsAt: number;
  endsAt: number;
  refId: string | null;
}

export interface AiuuUserDetail extends AiuuUser {
  memberships: AiuuMembership[];
  videosThisMonth: number;
  orderCount: number;
  inviteId: string | null;
  buyId: string | null;
}

export interface TiktokBinding {
  id: number;
  mobile: string;
  dyNick: string;
  authStatus: string;
  memberType: string;
  memberExpire: number | null;
  bindTime: number;
}

export interface Promoter {
  code: string;
  name: string;
  tel: string;
  status: '启用' | '停用';
  promoType: string | null;
  link: string | null;
  visits: number;
  claims: number;
  paid: number;
  /** 转化率 (src/rules/conversion.ts): claims over visits in percent, one decimal, at most 100; null before the first visit. */
  rate: number | null;
  createdAt: number;
}

export interface NewPromoter {
  name: string;
  tel: string;
}

export interface LinkRequest {
  code: string;
  type: PromoType;
  /** Type 3 only. */
  memberType?: AiuuCardType;
}

/** A gift-page address relative to the portal's origin, e.g. `/promotedAiUUH5Page?AgentNumber=…`. */
export interface PromoLink {
  path: string;
}

/** A visit of a gift page opened from a link (public). */
export interface GiftVisit {
  giftType: number;
  agentNumber: string;
  promoter: string;
}

export interface CardOrder {
  orderNo: string;
  mobile: string;
  cardType: AiuuCardType;
  amountFen: number;
  commissionFen: number;
  payMethod: string;
  promoter: string | null;
  orderStatus: string;
  settleStatus: '未结算' | '结算中' | '已结算';
  settleNo: string | null;
  /** YYYY-MM, in China's time. */
  period: string;
  createdAt: number;
}

export interface Payee {
  payeeName: string;
  bankName: string;
  accountNo: string;
}

export interface SettlementApply extends Payee {
  period: string;
  orderNos: string[];
  invoiceFileName: string;
  invoiceBase64: string;
  idempotencyKey: string;
}

export interface Settlement extends Payee {
  settleNo: string;
  period: string;
  orderCount: number;
  orderAmountFen: number;
  /** Commission in percent. */
  rate: number;
  amountFen: number;
  status: AiuuSettleStatus;
  rejectReason: string | null;
  invoiceFileName: string;
  createdAt: number;
  paidAt: number | null;
  /** Whether the provider attached its payment voucher (a picture) when it paid. */
  hasVoucher: boolean;
}

/** A short-lived link that serves the payment voucher's picture without the bearer token. */
export interface VoucherLink {
  url: string;
  /** Milliseconds since the epoch, on the server's clock. */
  expiresAt: number;
}

export interface SettlementDetail extends Settlement {
  lines: CardOrder[];
}

export const COMMISSION_RATE = 30;
