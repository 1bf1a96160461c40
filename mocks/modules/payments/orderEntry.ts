import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import { HOST_PATTERN, needsHost, REMARK_MAX, SERVER_REGIONS, type HardwareOrder, type QqdOrder, type QuoteOrderType } from '../../../src/contracts/orderEntry.ts';
import { ORDER_STATUSES, orderScreenOf, type Order } from '../../../src/contracts/orders.ts';
import { pick, seededRandom } from '../../db.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { once, pickFields } from '../../idempotency.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { anyButton, buttonBy, signedIn, type Need } from '../../guards.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf, requireButton, scopedRows } from '../../scope.ts';
import { findOwnOrder, serviceOrderScope, visibleOrders } from '../../domain/orders/visibleOrders.ts';
import { requireFields } from '../../validate.ts';
import { createOrder, placedBy, recordFulfilment, statusCode, toOrder, type OrderRow } from '../../domain/orders/orders.ts';
import { isHostTaken } from '../../domain/hosts.ts';
import type { NewServiceCustomer } from '../../domain/customers/newCustomers.ts';
import { QUOTE_FIELDS, quote, readQuoteRequest, type CheckedQuoteRequest } from './orderQuote.ts';
import { contactProblem, customerNameProblem, customerPhoneProblem } from '../../../src/rules/customerFields.ts';
import { POSTAL_CODE, POSTAL_CODE_INVALID } from '../../../src/rules/formats.ts';
import { isMobile11, PHONE_INVALID } from '../../../src/rules/phone.ts';
import { REGION_REQUIRED } from '../../../src/rules/registration.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { serviceMaintenanceScreens } from '../../../src/contracts/screens/serviceMaintenance.ts';
import { valueAddedScreens } from '../../../src/contracts/screens/valueAdded.ts';
import { buttonCode } from '../../../src/contracts/screens/screens.ts';

/**
 * Order entry (docs/product.md#flows): quotes priced by the stand-in, orders created from a fresh quote (never
 * from amounts the portal sends), the service, hardware and 全渠道 order lists, and cancelling.
 */
const schema = `
CREATE TABLE IF NOT EXISTS agent_discounts (agent_id INTEGER PRIMARY KEY REFERENCES agents(id), rate_permille INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS dongles (dog_no TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES customers(id), sites INTEGER NOT NULL, status TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hardware_orders (
  order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
  goods TEXT NOT NULL, qty INTEGER NOT NULL, receiver TEXT NOT NULL, phone TEXT NOT NULL, address TEXT NOT NULL,
  postal_code TEXT NOT NULL, express_company TEXT, express_no TEXT, ship_status TEXT NOT NULL DEFAULT '待发货', shipped_at INTEGER, received_at INTEGER
);
CREATE TABLE IF NOT EXISTS qqd_orders (order_no TEXT PRIMARY KEY REFERENCES orders(order_no), channels TEXT NOT NULL, shop_count INTEGER NOT NULL, period INTEGER NOT NULL);
`;

const DAY = 86_400_000;
const statusText = `(CASE o.status ${ORDER_STATUSES.map((status, code) => `WHEN ${code} THEN '${status}'`).join(' ')} END)`;
const hardwareStatus = `(CASE WHEN o.status = 0 THEN '待支付' WHEN o.status IN (3, 4) THEN '已取消' ELSE h.ship_status END)`;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(20261124);
  // Hardware bought every other day from seven weeks before the seed; 全渠道店铺 from eleven weeks before.
  const hardwareFrom = calendar.day(-50, 8);
  const shopsFrom = calendar.day(-80, 8);
  for (const [agentId, rate] of [[1, 850], [2, 900], [3, 920]]) ctx.db.prepare('INSERT INTO agent_discounts VALUES (?, ?)').run(agentId, rate);
  const fzerp = ctx.db.prepare("SELECT id FROM customers WHERE product_type = 'FZERP' AND agent_id = 1 ORDER BY id LIMIT 6").all() as { id: number }[];
  fzerp.forEach(({ id }, index) => ctx.db.prepare('INSERT INTO dongles VALUES (?, ?, ?, ?)').run(`JMG${String(880001 + index)}`, id, 1 + (index % 3), index === 5 ? '已上云' : '已绑定'));
  const receivers = [['王伟', '13912345678', '杭州市西湖区文三路 90 号', '310012'], ['李娜', '13812345679', '宁波市鄞州区天童南路 588 号', '315100']];
  for (let index = 0; index < 12; index += 1) {
    const goods = pick(random, ['扫码枪', '小票打印机', '标签机', '加密狗'] as const);
    const qty = 1 + Math.floor(random() * 5);
    const [receiver, phone, address, postal] = pick(random, receivers);
    const orderNo = createOrder(ctx, { agentId: 1, accountId: null, orderType: 'hardware', userId: null, customerName: '', productName: goods, lines: [{ itemName: goods, spec: `${qty}台`, quantity: qty, unitFen: 29_900, subtotalFen: 29_900 * qty }], createdAt: hardwareFrom + index * 2 * DAY });
    const ship = pick(random, ['待发货', '已发货', '已签收'] as const);
    ctx.db.prepare("UPDATE orders SET status = ?, pay_method = '余额', paid_at = created_at + 60000, billing_state = '不可开票' WHERE order_no = ?").run(statusCode('已完成'), orderNo);
    const shippedAt = ship === '待发货' ? null : hardwareFrom + (index * 2 + 1) * DAY;
    ctx.db
      .prepare('INSERT INTO hardware_orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(orderNo, goods, qty, receiver, phone, address, postal, shippedAt && '顺丰速运', shippedAt && `SF${1_400_000_000 + index}`, ship, shippedAt, ship === '已签收' ? hardwareFrom + (index * 2 + 3) * DAY : null);
  }
  // A sub-agent's (A10002) unpaid purchase: agent01 lists it, read-only.
  const subAgentOrder = createOrder(ctx, { agentId: 2, accountId: null, orderType: 'hardware', userId: null, customerName: '', productName: '小票打印机', lines: [{ itemName: '小票打印机', spec: '1台', quantity: 1, unitFen: 29_900, subtotalFen: 29_900 }], createdAt: calendar.day(-2, 14) });
  ctx.db.prepare('INSERT INTO hardware_orders (order_no, goods, qty, receiver, phone, address, postal_code) VALUES (?, ?, ?, ?, ?, ?, ?)').run(subAgentOrder, '小票打印机', 1, '陈静', '13912340002', '宁波市海曙区中山西路 138 号', '315000');
  const qqdCustomers = ctx.db.prepare('SELECT id, name FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 8').all() as { id: number; name: string }[];
  qqdCustomers.forEach(({ id, name }, index) => {
    const shops = 1 + (index % 4);
    const orderNo = createOrder(ctx, { agentId: 1, accountId: null, orderType: 'valueAdded', userId: id, customerName: name, productName: '全渠道店铺', lines: [{ itemName: '全渠道店铺', spec: `${shops}店 · 12个月`, quantity: shops, unitFen: 36_000, subtotalFen: 36_000 * shops }], createdAt: shopsFrom + index * 3 * DAY });
    ctx.db.prepare("UPDATE orders SET status = ?, pay_method = '微信', paid_at = created_at + 60000 WHERE order_no = ?").run(statusCode('已完成'), orderNo);
    ctx.db.prepare('INSERT INTO qqd_orders VALUES (?, ?, ?, ?)').run(orderNo, pick(random, ['淘宝,抖店', '美团,饿了么', '有赞,微店', '抖店']), shops, 12);
  });
}

function serviceOrders(ctx: StandInContext, accountId: number): PagedListSpec<OrderRow, Order> {
  const { agentId } = callerOf(ctx, accountId);
  return pagedListFor(paymentsScreens.serviceOrder.list, {
  from: 'orders o',
  scope: serviceOrderScope(ctx, accountId),
  sortable: { createdAt: 'o.created_at', amountFen: 'o.amount_fen', paidAt: 'o.paid_at' },
  filterable: { orderType: 'o.order_type', orderStatus: statusText, billingState: 'o.billing_state', payMethod: 'o.pay_method' },
  keyword: ['o.order_no', 'o.customer_name'],
  dateColumn: 'o.created_at',
  defaultOrder: 'o.created_at DESC, o.order_no DESC',
  toItem: (row) => toOrder(ctx, row, agentId),
  });
}

type HardwareRow = Omit<HardwareOrder, 'own'> & { agentId: number };

const hardwareOrders = (ctx: StandInContext, accountId: number): PagedListSpec<HardwareRow, HardwareOrder> => pagedListFor(paymentsScreens.hardwareOrder.list, {
  from: 'orders o JOIN hardware_orders h ON h.order_no = o.order_no',
  scope: visibleOrders(ctx, accountId, 'o'),
  select: `o.order_no AS orderNo, o.agent_id AS agentId, h.goods, h.qty, o.amount_fen AS amountFen, h.receiver, h.express_company AS expressCompany, h.express_no AS expressNo,
    ${hardwareStatus} AS status, o.created_at AS createdAt, o.paid_at AS paidAt, h.shipped_at AS shippedAt, h.received_at AS receivedAt`,
  sortable: { createdAt: 'o.created_at', amountFen: 'o.amount_fen' },
  filterable: { status: hardwareStatus, goods: 'h.goods' },
  keyword: ['o.order_no', 'h.receiver', 'h.express_no'],
  dateColumn: 'o.created_at',
  defaultOrder: 'o.created_at DESC, o.order_no DESC',
  toItem: ({ agentId, ...row }) => ({ ...row, own: placedBy(agentId, callerOf(ctx, accountId).agentId) }),
});

const qqdOrders = (ctx: StandInContext, accountId: number): PagedListSpec<QqdOrder, QqdOrder> => pagedListFor(paymentsScreens.qqdOrder.list, {
  from: 'orders o JOIN qqd_orders q ON q.order_no = o.order_no',
  scope: visibleOrders(ctx, accountId, 'o'),
  select: `o.order_no AS orderNo, o.customer_name AS customerName, q.channels, q.shop_count AS shopCount, q.period, o.amount_fen AS amountFen, ${statusText} AS orderStatus, o.created_at AS createdAt`,
  sortable: { createdAt: 'o.created_at', amountFen: 'o.amount_fen' },
  filterable: { orderStatus: statusText },
  keyword: ['o.order_no', 'o.customer_name'],
  dateColumn: 'o.created_at',
  defaultOrder: 'o.created_at DESC, o.order_no DESC',
  toItem: (row) => row,
});

function create(ctx: StandInContext, accountId: number, body: unknown): { orderNo: string } {
  const input = readQuoteRequest(body);
  const extra = requireFields(body, { idempotencyKey: 'string', remark: 'string?', receiver: 'string?', phone: 'string?', address: 'string?', postalCode: 'string?' });
  if (!/^[\w-]{8,64}$/.test(extra.idempotencyKey)) throw new BadRequestError('参数 idempotencyKey 格式不正确');
  const remark = (extra.remark ?? '').trim();
  if (remark.length > REMARK_MAX) throw new BadRequestError(`备注最多${REMARK_MAX}个字`);
  const delivery = input.orderType === 'hardware' ? readDelivery(extra) : null;
  const caller = callerOf(ctx, accountId);
  const priced = quote(ctx, accountId, input);
  const nameRefused = input.orderType === 'new' ? customerNameProblem(priced.customerName) : null;
  if (nameRefused) throw new BadRequestError(nameRefused);
  const newCustomer = input.orderType === 'new' && priced.userId === null ? readNewCustomer(ctx, input, priced.customerName) : null;
  const key = `${caller.agentId}:${extra.idempotencyKey}`;
  // What the order is made of; the amounts a client may send are not read (the order is priced here).
  const request = pickFields(body, [...Object.keys(QUOTE_FIELDS), 'remark', 'receiver', 'phone', 'address', 'postalCode']);
  const earlier = () => {
    const known = ctx.db.prepare('SELECT order_no FROM orders WHERE idempotency_key = ?').get(key) as { order_no: string } | undefined;
    return known && { orderNo: known.order_no };
  };
  const run = ctx.db.transaction(() => {
    const orderNo = createOrder(ctx, { agentId: caller.agentId, accountId, orderType: input.orderType, userId: priced.userId, customerName: priced.customerName, productName: priced.productName, lines: priced.lines, discountFen: priced.discountFen, remark, idempotencyKey: key });
    recordFulfilment(ctx, orderNo, {
      orderType: input.orderType,
      // The customers it was priced for, never the body's ids as sent.
      userIds: priced.customerIds,
      years: input.years,
      userCount: input.userCount,
      versionName: input.versionName,
      dogNo: input.dogNo,
      detail:
        input.orderType === 'valueAdded'
          ? { addOn: input.addOn, quantity: input.quantity }
          : input.orderType === 'addDbset'
            ? { quantity: input.quantity }
            : newCustomer
              ? { customer: newCustomer }
              : undefined,
    });
    if (delivery) {
      ctx.db.prepare('INSERT INTO hardware_orders (order_no, goods, qty, receiver, phone, address, postal_code) VALUES (?, ?, ?, ?, ?, ?, ?)').run(orderNo, priced.productName, input.quantity, delivery.receiver, delivery.phone, delivery.address, delivery.postalCode);
    }
    if (input.addOn === '全渠道店铺') ctx.db.prepare("INSERT INTO qqd_orders VALUES (?, '待配置', ?, 12)").run(orderNo, input.quantity);
    return { orderNo };
  });
  return once(ctx, 'orderCreate', key, request, { earlier, run });
}

/** What a 新购 for a new customer needs to open its service once paid (the host must still be free then). */
function readNewCustomer(ctx: StandInContext, input: CheckedQuoteRequest, name: string): NewServiceCustomer {
  const contact = (input.contact ?? '').trim();
  const refused = contactProblem(contact) ?? customerPhoneProblem(input.phone ?? '');
  if (refused) throw new BadRequestError(refused);
  const region = SERVER_REGIONS.find((known) => known === input.region);
  if (!region) throw new BadRequestError(REGION_REQUIRED);
  const productType = input.productType as string;
  let host: string | null = null;
  if (needsHost(productType)) {
    host = (input.host ?? '').toLowerCase();
    if (!HOST_PATTERN.test(host)) throw new BadRequestError('域名只能是字母，最多10位');
    if (isHostTaken(ctx, host)) throw new BusinessError('该域名已被使用');
  }
  return { name, contact, phone: input.phone as string, productType, versionName: input.versionName as string, region, host, userCount: input.userCount as number, years: input.years as number };
}

function readDelivery(extra: { receiver?: string; phone?: string; address?: string; postalCode?: string }) {
  const receiver = (extra.receiver ?? '').trim();
  const address = (extra.address ?? '').trim();
  if (!receiver || receiver.length > 20) throw new BadRequestError('请填写收货人（最多20个字）');
  if (!isMobile11(extra.phone ?? '')) throw new BadRequestError(PHONE_INVALID);
  if (!address || address.length > 200) throw new BadRequestError('请填写收货地址（最多200个字）');
  if (!POSTAL_CODE.test(extra.postalCode ?? '')) throw new BadRequestError(POSTAL_CODE_INVALID);
  return { receiver, phone: extra.phone as string, address, postalCode: extra.postalCode as string };
}

/** Cancels a 待支付 order of the caller's own agent (a parent sees its sub-agents' orders but does not cancel them), and its live payments. */
function cancel(ctx: StandInContext, accountId: number, body: unknown): Order {
  const row = findOwnOrder(ctx, accountId, requireFields(body, { orderNo: 'string' }).orderNo);
  requireButton(ctx, accountId, orderScreenOf(row.order_type), 'cancel');
  return ctx.db.transaction(() => {
    const changed = ctx.db.prepare("UPDATE orders SET status = ?, billing_state = '不可开票' WHERE order_no = ? AND status = ?").run(statusCode('已取消'), row.order_no, statusCode('待支付'));
    if (changed.changes === 0) throw new BusinessError('只能取消待支付的订单');
    ctx.db.prepare(`UPDATE payments SET status = '已取消' WHERE target_kind = 'order' AND target_no = ? AND status IN ('待支付', '已扫码')`).run(row.order_no);
    return toOrder(ctx, findOwnOrder(ctx, accountId, row.order_no), row.agent_id);
  })();
}

function confirmReceipt(ctx: StandInContext, accountId: number, body: unknown): { orderNo: string } {
  const row = findOwnOrder(ctx, accountId, requireFields(body, { orderNo: 'string' }).orderNo);
  const changed = ctx.db.prepare("UPDATE hardware_orders SET ship_status = '已签收', received_at = ? WHERE order_no = ? AND ship_status = '已发货'").run(ctx.now(), row.order_no);
  if (changed.changes === 0 || row.status !== statusCode('已完成')) throw new BusinessError('只能确认已发货的订单');
  return { orderNo: row.order_no };
}

const EXPRESS_NO = /^[A-Za-z0-9]{6,30}$/;

/** The warehouse ships a paid hardware order (a dev endpoint here): it moves to 已发货 with its express number. */
function ship(ctx: StandInContext, body: unknown): Pick<HardwareOrder, 'orderNo' | 'status' | 'expressCompany' | 'expressNo'> {
  const form = requireFields(body, { orderNo: 'string', expressNo: 'string', expressCompany: 'string?' });
  if (!EXPRESS_NO.test(form.expressNo)) throw new BadRequestError('快递单号应为6–30位字母或数字');
  const company = (form.expressCompany ?? '顺丰速运').trim();
  if (!company || company.length > 20) throw new BadRequestError('快递公司应为1–20个字');
  const changed = ctx.db
    .prepare(
      `UPDATE hardware_orders SET ship_status = '已发货', express_company = ?, express_no = ?, shipped_at = ?
        WHERE order_no = ? AND ship_status = '待发货' AND order_no IN (SELECT order_no FROM orders WHERE status = ?)`,
    )
    .run(company, form.expressNo, ctx.now(), form.orderNo, statusCode('已完成'));
  if (changed.changes === 0) throw new BusinessError('只能发货已支付且待发货的订单');
  return { orderNo: form.orderNo, status: '已发货', expressCompany: company, expressNo: form.expressNo };
}

/**
 * Quoting and placing an order needs the button of a page that offers its type: 续费 on the customer,
 * expiring or maintenance lists, 增加用户/升级 (main-account buttons by default), 购买 on 硬件订单, the
 * add-on pages' 购买/续费, 新增 on 账套管理. 新购 is the 购买产品 page's own (open to staff); 本地上云
 * starts on 加密狗号管理, a main-account page.
 */
const ORDER_BUTTONS = buttonBy('orderType', {
  new: 'signedIn',
  renew: [buttonCode(customersScreens.customerList, 'renew'), buttonCode(customersScreens.expireInfo, 'renew'), buttonCode(serviceMaintenanceScreens.serviceMaintenance, 'renew')],
  addUser: [buttonCode(customersScreens.customerList, 'addUser'), buttonCode(serviceMaintenanceScreens.serviceMaintenance, 'addUser')],
  upgrade: [buttonCode(customersScreens.customerList, 'upgrade'), buttonCode(serviceMaintenanceScreens.serviceMaintenance, 'upgrade'), buttonCode(customersScreens.optimizePackage, 'quote')],
  valueAdded: [buttonCode(valueAddedScreens.liveServiceMaintenance, 'buy'), buttonCode(valueAddedScreens.liveServiceMaintenance, 'renew'), buttonCode(valueAddedScreens.tiktokServiceMaintenance, 'renew'), buttonCode(valueAddedScreens.faceRecognitionService, 'buy'), buttonCode(valueAddedScreens.imageImportService, 'buy'), buttonCode(valueAddedScreens.qqdService, 'buy'), buttonCode(valueAddedScreens.qqdService, 'renew')],
  upCloud: 'main',
  hardware: [buttonCode(paymentsScreens.hardwareOrder, 'add')],
  addDbset: [buttonCode(serviceMaintenanceScreens.dbsetManage, 'add')],
} satisfies Record<QuoteOrderType, Need>);

function routes({ api, order }: Services, ctx: StandInContext): void {
  api.post('/api/__dev/shipOrder', ({ body }) => ship(ctx, body), { public: true });
  order.post('/api/Order/Quote', ({ accountId, body }) => {
    const { customerIds: _customerIds, ...answer } = quote(ctx, accountId, readQuoteRequest(body));
    return answer;
  }, { guard: ORDER_BUTTONS });
  order.post('/api/Order/Create', ({ accountId, body }) => create(ctx, accountId, body), { guard: ORDER_BUTTONS });
  order.post('/api/Order/PageList', ({ accountId, body }) => pagedList(ctx, serviceOrders(ctx, accountId), body), { guard: signedIn });
  order.post('/api/Order/HardwarePageList', ({ accountId, body }) => pagedList(ctx, hardwareOrders(ctx, accountId), body), { guard: signedIn });
  order.post('/api/Order/QqdPageList', ({ accountId, body }) => pagedList(ctx, qqdOrders(ctx, accountId), body), { guard: signedIn });
  order.post('/api/Order/Cancel', ({ accountId, body }) => cancel(ctx, accountId, body), { guard: anyButton(buttonCode(paymentsScreens.serviceOrder, 'cancel'), buttonCode(paymentsScreens.hardwareOrder, 'cancel')) });
  order.post('/api/Order/ConfirmReceipt', ({ accountId, body }) => confirmReceipt(ctx, accountId, body), { guard: signedIn });
  // The bound dongles of the caller's own agent's customers (本地上云 moves them to the cloud).
  order.get('/api/Order/Dongles', ({ accountId }) => {
    const scope = scopedRows(ctx, accountId, 'dongles', 'd');
    return ctx.db
      .prepare(`SELECT d.dog_no AS dogNo, d.user_id AS userId, c.name AS customerName, d.sites FROM dongles d JOIN customers c ON c.id = d.user_id
        WHERE ${scope.sql} AND c.agent_id = ? AND d.status = '已绑定' ORDER BY d.dog_no`)
      .all(...scope.params, callerOf(ctx, accountId).agentId);
  }, { guard: signedIn });
}

export const orderEntryModule: StandInModule = { name: 'orderEntry', schema, seed, routes };
