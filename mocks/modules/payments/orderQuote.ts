import {
  ADD_ONS,
  HARDWARE_GOODS,
  MAX_BATCH,
  MAX_QUANTITY,
  MAX_USERS,
  MAX_YEARS,
  PRODUCT_CATALOG,
  QUOTE_ORDER_TYPES,
  type Quote,
  type QuoteOrderType,
} from '../../../src/contracts/orderEntry.ts';
import type { OrderLine } from '../../../src/contracts/orders.ts';
import { DBSET_BUY_MAX } from '../../../src/contracts/serviceMaintenance.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findCustomer } from '../../domain/customers/customerList.ts';
import { proratedFen, remainingDays } from '../../../src/rules/proration.ts';

/** List prices in fen per user and year, by product and version. */
const USER_YEAR_FEN: Record<string, Record<string, number>> = {
  CRM: { 标准版: 9_800, 专业版: 15_800, 旗舰版: 25_800 },
  FZERP: { 基础版: 12_800, 连锁版: 19_800 },
  QianFang: { 单店版: 6_800, 多店版: 9_800 },
};
/** Add-on prices in fen per unit (and per year for prorated ones). */
const ADD_ON_FEN: Record<string, number> = { 账套: 30_000, 空间: 5_000, 直播: 60_000, 抖店对接: 48_000, 人脸识别次数: 10_000, 图文导入张数: 5_000, 全渠道店铺: 36_000, 短信: 4_500 };
const GOODS_FEN: Record<string, number> = { 扫码枪: 29_900, 小票打印机: 45_900, 标签机: 69_900, 加密狗: 20_000 };
/** Moving a dongle customer to the cloud earns 20 % off its first year. */
const UP_CLOUD_OFF = 0.2;

/** The fields a quote (and an order) is made of. */
export const QUOTE_FIELDS = {
  orderType: 'string',
  userId: 'number?',
  userIds: 'array?',
  customerName: 'string?',
  contact: 'string?',
  phone: 'string?',
  region: 'string?',
  host: 'string?',
  productType: 'string?',
  versionName: 'string?',
  userCount: 'number?',
  years: 'number?',
  addOn: 'string?',
  quantity: 'number?',
  goods: 'string?',
  dogNo: 'string?',
} as const;

/** The request as validated: every number a safe integer in its range, every name one of ours. */
export function readQuoteRequest(body: unknown) {
  const request = requireFields(body, QUOTE_FIELDS);
  if (!(QUOTE_ORDER_TYPES as readonly string[]).includes(request.orderType)) throw new BadRequestError('不支持的订单类型');
  return { ...request, orderType: request.orderType as QuoteOrderType };
}
export type CheckedQuoteRequest = ReturnType<typeof readQuoteRequest>;

function whole(value: number | undefined, name: string, min: number, max: number): number {
  if (value === undefined) throw new BadRequestError(`缺少参数 ${name}`);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BadRequestError(`${name}应为${min}–${max}的整数`);
  return value;
}

function priceOf(productType: string, versionName: string | undefined): number {
  const versions = Object.hasOwn(USER_YEAR_FEN, productType) ? USER_YEAR_FEN[productType] : undefined;
  if (!versions) throw new BadRequestError('不支持的产品');
  if (versionName === undefined || !Object.hasOwn(versions, versionName)) throw new BadRequestError('不支持的版本');
  return versions[versionName];
}

function minUsersOf(productType: string): number {
  return Object.hasOwn(PRODUCT_CATALOG, productType) ? PRODUCT_CATALOG[productType as keyof typeof PRODUCT_CATALOG].minUsers : 1;
}

/** A line at its unit price, or pro-rated for `prorateDays` days of a year of it (the line carries the days). */
const line = (itemName: string, spec: string, quantity: number, unitFen: number, prorateDays?: number): OrderLine =>
  prorateDays === undefined
    ? { itemName, spec, quantity, unitFen, subtotalFen: unitFen * quantity }
    : { itemName, spec, quantity, unitFen, subtotalFen: proratedFen(unitFen, quantity, prorateDays), prorateDays };

/** The agent's discount rate in ‰ (seeded per agent). */
export function discountRateOf(ctx: StandInContext, agentId: number): number {
  const row = ctx.db.prepare('SELECT rate_permille FROM agent_discounts WHERE agent_id = ?').get(agentId) as { rate_permille: number } | undefined;
  return (row?.rate_permille ?? 1000) / 1000;
}

interface Priced {
  customerName: string;
  productName: string;
  userId: number | null;
  /** The customers a batch order is priced for (one line each); otherwise `userId` alone, or none. */
  batch?: number[];
  lines: OrderLine[];
  /** A rule of its own on top of the agent's discount (上云优惠), named as the quote shows it. */
  extraOff?: { label: string; amountFen: number };
  noDiscount?: boolean;
}

function priceService(ctx: StandInContext, accountId: number, input: CheckedQuoteRequest): Priced {
  if (input.userIds !== undefined && input.orderType !== 'renew') throw new BadRequestError('只有续费可以同时选择多个客户');
  if (input.orderType === 'new') {
    const productType = input.productType ?? '';
    const unit = priceOf(productType, input.versionName);
    const users = whole(input.userCount, '用户数', minUsersOf(productType), MAX_USERS);
    const years = whole(input.years, '年限', 1, MAX_YEARS);
    const existing = input.userId === undefined ? null : findCustomer(ctx, accountId, String(input.userId));
    const customerName = existing?.name ?? (input.customerName ?? '').trim();
    const productName = PRODUCT_CATALOG[productType as keyof typeof PRODUCT_CATALOG].name;
    return { customerName, productName, userId: existing?.id ?? null, lines: [line(`${productName} ${input.versionName}`, `${users}用户 · ${years}年`, users * years, unit)] };
  }
  if (input.orderType === 'hardware') {
    const goods = input.goods ?? '';
    if (!(HARDWARE_GOODS as readonly string[]).includes(goods)) throw new BadRequestError('不支持的商品');
    const qty = whole(input.quantity, '数量', 1, 99);
    return { customerName: '', productName: goods, userId: null, noDiscount: true, lines: [line(goods, `${qty}台`, qty, GOODS_FEN[goods])] };
  }
  if (input.orderType === 'upCloud') return priceUpCloud(ctx, accountId, input);
  if (input.orderType === 'renew' && input.userIds !== undefined) return priceBatchRenewal(ctx, accountId, input);
  const customer = findCustomer(ctx, accountId, String(input.userId ?? ''));
  const base = { customerName: customer.name, productName: customer.productName, userId: customer.id };
  const item = `${customer.productName} ${customer.versionName}`;
  if (input.orderType === 'renew') {
    const years = whole(input.years, '年限', 1, MAX_YEARS);
    return { ...base, lines: [line(item, `${customer.userCount}用户 · ${years}年`, customer.userCount * years, priceOf(customer.productType, customer.versionName))] };
  }
  const remaining = remainingDays(customer.expireAt, ctx.now());
  if (remaining <= 0) throw new BusinessError('服务已到期，请先续费');
  const until = new Date(customer.expireAt + 8 * 3600_000).toISOString().slice(0, 10);
  if (input.orderType === 'addUser') {
    const added = whole(input.userCount, '增加用户数', 1, MAX_USERS - customer.userCount);
    return { ...base, lines: [line(item, `增加${added}用户 · 至${until}`, added, priceOf(customer.productType, customer.versionName), remaining)] };
  }
  if (input.orderType === 'addDbset') {
    // The 账套 add-on's price (per 账套 and year), prorated to the service's expiry like added users.
    if (customer.status === '已停用') throw new BusinessError('服务已停用，不能增加账套');
    const bought = whole(input.quantity, '增加账套数', 1, DBSET_BUY_MAX);
    return { ...base, lines: [line(`${customer.productName} 账套`, `增加${bought}个 · 至${until}`, bought, ADD_ON_FEN.账套, remaining)] };
  }
  if (input.orderType === 'upgrade') {
    const difference = priceOf(customer.productType, input.versionName) - priceOf(customer.productType, customer.versionName);
    if (difference <= 0) throw new BusinessError('请选择更高的版本');
    return { ...base, lines: [line(`${customer.productName} ${customer.versionName}→${input.versionName}`, `${customer.userCount}用户 · 至${until}`, customer.userCount, difference, remaining)] };
  }
  const addOn = input.addOn ?? '';
  if (!Object.hasOwn(ADD_ONS, addOn)) throw new BadRequestError('不支持的增值产品');
  const { unit, prorated } = ADD_ONS[addOn as keyof typeof ADD_ONS];
  const quantity = whole(input.quantity, '数量', 1, MAX_QUANTITY);
  // A renewal of an add-on that runs by time: whole years at the yearly price.
  const years = input.years === undefined ? null : whole(input.years, '年限', 1, MAX_YEARS);
  if (years !== null && !prorated) throw new BadRequestError('该增值产品不按年续费');
  const spec = years !== null ? `${quantity}${unit} · ${years}年` : prorated ? `${quantity}${unit} · 至${until}` : `${quantity}${unit}`;
  // Renewed by whole years, the quantity counts unit-years (as a service renewal counts user-years).
  const lines = [years !== null ? line(addOn, spec, quantity * years, ADD_ON_FEN[addOn]) : line(addOn, spec, quantity, ADD_ON_FEN[addOn], prorated ? remaining : undefined)];
  return { ...base, productName: addOn, lines };
}

/** One order renewing several customers, a line each (the customer list's batch 续费). */
function priceBatchRenewal(ctx: StandInContext, accountId: number, input: CheckedQuoteRequest): Priced {
  const ids = input.userIds ?? [];
  if (ids.length < 1 || ids.length > MAX_BATCH || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw new BadRequestError(`userIds应为1–${MAX_BATCH}个客户编号`);
  }
  const years = whole(input.years, '年限', 1, MAX_YEARS);
  const customers = [...new Set(ids)].map((id) => findCustomer(ctx, accountId, String(id)));
  return {
    customerName: customers.length === 1 ? customers[0].name : `${customers[0].name}等${customers.length}个客户`,
    productName: [...new Set(customers.map((customer) => customer.productName))].join('、'),
    userId: customers[0].id,
    batch: customers.map((customer) => customer.id),
    lines: customers.map((customer) =>
      line(`${customer.name} · ${customer.productName} ${customer.versionName}`, `${customer.userCount}用户 · ${years}年`, customer.userCount * years, priceOf(customer.productType, customer.versionName)),
    ),
  };
}

function priceUpCloud(ctx: StandInContext, accountId: number, input: CheckedQuoteRequest): Priced {
  const { agentId } = callerOf(ctx, accountId);
  const dongle = ctx.db
    .prepare("SELECT d.user_id, d.status FROM dongles d JOIN customers c ON c.id = d.user_id WHERE d.dog_no = ? AND c.agent_id = ?")
    .get(input.dogNo ?? '', agentId) as { user_id: number; status: string } | undefined;
  if (!dongle) throw new BusinessError('加密狗不存在');
  if (dongle.status !== '已绑定') throw new BusinessError('该加密狗已上云');
  const customer = findCustomer(ctx, accountId, String(dongle.user_id));
  const users = whole(input.userCount, '用户数', PRODUCT_CATALOG.FZERP.minUsers, MAX_USERS);
  const years = whole(input.years, '年限', 1, MAX_YEARS);
  const unit = priceOf('FZERP', input.versionName);
  return {
    customerName: customer.name,
    productName: PRODUCT_CATALOG.FZERP.name,
    userId: customer.id,
    extraOff: { label: `上云优惠（首年${(1 - UP_CLOUD_OFF) * 10}折）`, amountFen: Math.round(unit * users * UP_CLOUD_OFF) },
    lines: [line(`${PRODUCT_CATALOG.FZERP.name} ${input.versionName}（上云）`, `${users}用户 · ${years}年`, users * years, unit)],
  };
}

/**
 * Prices a request for the caller's agent: lines at list price, less the agent's discount (and 上云优惠).
 * `customerIds` are the customers it is priced for, each in the caller's scope: all a paid order may change.
 */
export function quote(ctx: StandInContext, accountId: number, input: CheckedQuoteRequest): Quote & { userId: number | null; customerIds: number[] } {
  const priced = priceService(ctx, accountId, input);
  const discountRate = priced.noDiscount ? 1 : discountRateOf(ctx, callerOf(ctx, accountId).agentId);
  const subtotalFen = priced.lines.reduce((sum, item) => sum + item.subtotalFen, 0);
  const discounts = [
    ...(discountRate < 1 ? [{ label: `代理商折扣（${Math.round(discountRate * 100) / 10}折）`, amountFen: Math.round(subtotalFen * (1 - discountRate)) }] : []),
    ...(priced.extraOff ? [priced.extraOff] : []),
  ];
  const discountFen = discounts.reduce((sum, discount) => sum + discount.amountFen, 0);
  if (subtotalFen - discountFen <= 0) throw new BusinessError('订单金额应大于0');
  const customerIds = priced.batch ?? (priced.userId === null ? [] : [priced.userId]);
  return { customerName: priced.customerName, productName: priced.productName, userId: priced.userId, customerIds, lines: priced.lines, subtotalFen, discountRate, discounts, discountFen, totalFen: subtotalFen - discountFen };
}
