/**
 * Orders, payments, recharges and the ledger (docs/product.md#who-uses-it). Money travels and is stored as integer
 * fen (分); screens show 元 with two decimals.
 */
import { paymentsScreens } from './screens/payments.ts';

/** 订单状态, by code 0–6. (docs/product.md#statuses) */
export const ORDER_STATUSES = ['待支付', '已支付', '已完成', '已取消', '已关闭', '退款中', '已退款'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = {
  new: '新购',
  renew: '续费',
  addUser: '增加用户',
  upgrade: '升级',
  valueAdded: '增值服务',
  upCloud: '本地上云',
  hardware: '硬件',
  sms: '短信充值',
  dataRecovery: '数据恢复',
  addStore: '增加门店',
  addDbset: '增加账套',
  wordFormat: 'Word格式定制',
} as const;
export type OrderType = keyof typeof ORDER_TYPES;
/** The list screen whose button codes govern paying and cancelling an order: hardware has its own. */
export const orderScreenOf = (orderType: OrderType) => (orderType === 'hardware' ? paymentsScreens.hardwareOrder : paymentsScreens.serviceOrder);
/** A screen whose `pay` code allows paying: an order's list, or 账户充值 for a recharge. */
export type PayingScreen = ReturnType<typeof orderScreenOf> | typeof paymentsScreens.recharge;

export const PAY_METHODS = ['余额', '微信', '支付宝'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** 开票状态 of orders and recharges. */
export const BILLING_STATES = ['未开票', '开票中', '已开票', '不可开票'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

export interface OrderLine {
  /** e.g. 云启CRM 专业版 */
  itemName: string;
  /** e.g. 20用户 · 1年 */
  spec: string;
  quantity: number;
  unitFen: number;
  subtotalFen: number;
  /** A pro-rated line: the days of the year it is charged for (小计 = 单价 × 数量 × 天数 ÷ 365, src/rules/proration.ts). */
  prorateDays?: number;
}

export interface Order {
  orderNo: string;
  orderType: OrderType;
  /** The customer the order is for; null for the agent's own purchases (hardware, SMS). */
  userId: number | null;
  customerName: string;
  productName: string;
  lines: OrderLine[];
  discountFen: number;
  amountFen: number;
  payMethod: PayMethod | null;
  orderStatus: OrderStatus;
  billingState: BillingState;
  remark: string;
  createdAt: number;
  paidAt: number | null;
  /** An unpaid order closes (已关闭) at this time. */
  expireAt: number;
  /** Placed by the caller's own agent; false for a sub-agent's order, which the caller may open but not pay, cancel or invoice. */
  own: boolean;
}

/** A payment inside M1. (docs/product.md#statuses) */
export const PAYMENT_STATUSES = ['待支付', '已扫码', '支付成功', '已过期', '已取消', '支付失败'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payment {
  payNo: string;
  /** What the payment pays: an order or a recharge, by its number. */
  targetKind: 'order' | 'recharge';
  targetNo: string;
  channel: PayMethod;
  amountFen: number;
  /** What the QR code encodes (the stand-in's phone page for the payment); empty for balance payments. */
  qrUrl: string;
  expireAt: number;
  status: PaymentStatus;
}

export const RECHARGE_STATUSES = ['待支付', '已到账', '已关闭', '审核中', '已驳回'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export const RECHARGE_CHANNELS = ['微信', '支付宝', '对公转账'] as const;
export type RechargeChannel = (typeof RECHARGE_CHANNELS)[number];

export interface Recharge {
  rechargeNo: string;
  amountFen: number;
  channel: RechargeChannel;
  status: RechargeStatus;
  billingState: BillingState;
  createdAt: number;
  creditedAt: number | null;
  /** The channel's trade number once paid. */
  tradeNo: string | null;
  rejectReason: string | null;
}

export const FLOW_TYPES = ['充值', '消费', '退款', '划拨', '二级消费', '返利', '调账'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** One movement of an agent's balance. */
export interface LedgerLine {
  flowNo: string;
  time: number;
  flowType: FlowType;
  incomeFen: number;
  expenseFen: number;
  /** The balance after this movement. */
  balanceFen: number;
  refNo: string;
  remark: string;
}
