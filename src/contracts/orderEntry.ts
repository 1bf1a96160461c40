import type { OrderLine } from './orders.ts';

/**
 * Quotes and order entry (docs/product.md#flows): what the portal asks to be priced and ordered. The stand-in
 * prices every request itself; the portal never sends amounts.
 */
export const QUOTE_ORDER_TYPES = ['new', 'renew', 'addUser', 'upgrade', 'valueAdded', 'upCloud', 'hardware', 'addDbset'] as const;
export type QuoteOrderType = (typeof QUOTE_ORDER_TYPES)[number];

/** Products on sale with their versions (cheapest first) and the fewest users a service may have. */
export const PRODUCT_CATALOG = {
  CRM: { name: '云启CRM', versions: ['标准版', '专业版', '旗舰版'], minUsers: 10 },
  FZERP: { name: '云启服装ERP', versions: ['基础版', '连锁版'], minUsers: 3 },
  QianFang: { name: '千方零售', versions: ['单店版', '多店版'], minUsers: 1 },
} as const;
export type ProductType = keyof typeof PRODUCT_CATALOG;
/** Every product but CRM runs on its own host prefix (letters only, at most 10). */
export const needsHost = (productType: string) => productType !== 'CRM';
export const HOST_PATTERN = /^[A-Za-z]{1,10}$/;
export const MAX_USERS = 500;
export const MAX_YEARS = 5;
export const MAX_QUANTITY = 999;
export const REMARK_MAX = 200;
export const MAX_BATCH = 50;

/** Add-ons of one service (/buySubProduct); `prorated` ones run to the service's expiry. */
export const ADD_ONS = {
  账套: { unit: '个', prorated: true },
  空间: { unit: 'GB', prorated: true },
  直播: { unit: '路', prorated: true },
  抖店对接: { unit: '店', prorated: true },
  人脸识别次数: { unit: '千次', prorated: false },
  图文导入张数: { unit: '千张', prorated: false },
  全渠道店铺: { unit: '店', prorated: true },
  短信: { unit: '千条', prorated: false },
} as const;
export type AddOn = keyof typeof ADD_ONS;

export const HARDWARE_GOODS = ['扫码枪', '小票打印机', '标签机', '加密狗'] as const;
export type HardwareGoods = (typeof HARDWARE_GOODS)[number];
export const HARDWARE_STATUSES = ['待支付', '待发货', '已发货', '已签收', '已取消'] as const;
export type HardwareStatus = (typeof HARDWARE_STATUSES)[number];

export type QuoteRequest = {
  orderType: QuoteOrderType;
  userId?: number;
  /** Several customers renewed in one order (one line each). */
  userIds?: number[];
  /** A new customer's name, contact, mobile, server region and host (orderType new without userId). */
  customerName?: string;
  contact?: string;
  phone?: string;
  region?: string;
  host?: string;
  productType?: string;
  versionName?: string;
  /** Users of a new service, or the users added (addUser). */
  userCount?: number;
  years?: number;
  addOn?: string;
  /** Units of the add-on, or the 账套 bought (addDbset). */
  quantity?: number;
  goods?: string;
  dogNo?: string;
};

export interface Quote {
  customerName: string;
  productName: string;
  lines: OrderLine[];
  subtotalFen: number;
  /** e.g. 0.85: the agent pays 85 % of list price. */
  discountRate: number;
  /** Each rule applied, named as the quote shows it (代理商折扣（8.5折）, 上云优惠（首年8折）); they add up to discountFen. */
  discounts: QuoteDiscount[];
  discountFen: number;
  totalFen: number;
}

export interface QuoteDiscount {
  label: string;
  amountFen: number;
}

export interface HardwareDelivery {
  receiver: string;
  phone: string;
  address: string;
  postalCode: string;
}

export interface CreateOrderRequest extends QuoteRequest, Partial<HardwareDelivery> {
  remark?: string;
  /** One per submit attempt, kept across retries of that attempt. */
  idempotencyKey: string;
}

export interface HardwareOrder {
  orderNo: string;
  goods: HardwareGoods;
  qty: number;
  amountFen: number;
  receiver: string;
  expressCompany: string | null;
  expressNo: string | null;
  status: HardwareStatus;
  createdAt: number;
  paidAt: number | null;
  shippedAt: number | null;
  receivedAt: number | null;
  /** Placed by the caller's own agent; false for a sub-agent's order, which the caller may see but not pay, cancel or receive. */
  own: boolean;
}

export interface QqdOrder {
  orderNo: string;
  customerName: string;
  channels: string;
  shopCount: number;
  /** Months. */
  period: number;
  amountFen: number;
  orderStatus: string;
  createdAt: number;
}

export interface Dongle {
  dogNo: string;
  userId: number;
  customerName: string;
  sites: number;
}

export const SERVER_REGIONS = ['华东一区（杭州）', '华东二区（上海）', '华南一区（深圳）', '华北一区（北京）'] as const;
