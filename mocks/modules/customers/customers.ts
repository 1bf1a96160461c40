import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { CUSTOMER_STATUSES, type Customer, type StoredCustomerStatus } from '../../../src/contracts/customers.ts';
import { PRODUCT_CATALOG, type ProductType } from '../../../src/contracts/orderEntry.ts';
import { addYears } from '../../../src/rules/calendar.ts';
import { pick, seededRandom } from '../../db.ts';
import { BusinessError } from '../../errors.ts';
import type { OrderFulfiller, Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, updateField, type EditableField } from '../../pagedList.ts';
import { isHostTaken } from '../../domain/hosts.ts';
import { button, signedIn } from '../../guards.ts';
import { customerScope } from '../../scope.ts';
import { contactProblem, customerNameProblem, customerPhoneProblem } from '../../../src/rules/customerFields.ts';
import { cities, kinds, trades } from '../../domain/customerNames.ts';
import { createCustomer, type NewCustomer, type NewServiceCustomer } from '../../domain/customers/newCustomers.ts';
import { customerList, findCustomer, toCustomer, type CustomerRow } from '../../domain/customers/customerList.ts';

const schema = `
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  customer_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  name TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  product_type TEXT NOT NULL,
  product_name TEXT NOT NULL,
  version_name TEXT NOT NULL,
  host TEXT,
  user_count INTEGER NOT NULL,
  region TEXT NOT NULL,
  status TEXT NOT NULL,
  source INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expire_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS customers_agent ON customers (agent_id, created_at);
-- The lists filtered by 产品类型 within an agent's scope (databases, 账套, services) count and page from it.
CREATE INDEX IF NOT EXISTS customers_agent_product ON customers (agent_id, product_type);
`;

export const SEEDED_CUSTOMERS = 10_000;

const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
const givenNames = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '晓东', '海燕'];
const products = [
  ['CRM', '云启CRM', ['标准版', '专业版', '旗舰版']],
  ['FZERP', '云启服装ERP', ['基础版', '连锁版']],
  ['QianFang', '千方零售', ['单店版', '多店版']],
] as const;
const regions = ['华东一区（杭州）', '华东二区（上海）', '华南一区（深圳）', '华北一区（北京）'];
const DAY = 24 * 60 * 60 * 1000;

/** Host prefixes are letters only (docs/product.md#validation): the index written in base 26 with a–z. */
function lettersOnlyHost(index: number): string {
  let name = '';
  for (let n = index; name.length < 4 || n > 0; n = Math.floor(n / 26)) name = String.fromCharCode(97 + (n % 26)) + name;
  return `yq${name}`;
}

/** The newest customers (the list's first rows) registered this month so far, most of them on a trial. */
const REGISTERED_THIS_MONTH = 12;
const TRIAL_DAYS = 15;

/** When the newest customers registered, with their status and expiry. */
function newcomer(calendar: SeedCalendar, index: number): Pick<NewCustomer, 'status' | 'createdAt' | 'expireAt'> | null {
  const rank = index - (SEEDED_CUSTOMERS - REGISTERED_THIS_MONTH);
  if (rank < 0) return null;
  const createdAt = calendar.thisMonth((rank + 0.5) / REGISTERED_THIS_MONTH);
  return rank % 3 === 0
    ? { status: '正式', createdAt, expireAt: addYears(createdAt, 1) }
    : { status: '试用', createdAt, expireAt: createdAt + TRIAL_DAYS * DAY };
}

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(20261122);
  // Customers registered over the two and a half years before the seed, up to about three weeks before it.
  const epoch = calendar.day(-19);
  for (let index = 0; index < SEEDED_CUSTOMERS; index += 1) {
    const [productType, productName, versions] = pick(random, products);
    const createdAt = epoch - Math.floor(random() * 900) * DAY - Math.floor(random() * DAY);
    // One in four has lapsed: a paid service that ran at least its first year, the customer registered a year or
    // more before it expired (it reads 已到期 from its expiry).
    const drawn = pick(random, CUSTOMER_STATUSES);
    const lapsed = drawn === '已到期';
    const status: StoredCustomerStatus = lapsed ? '正式' : drawn;
    const expireAt = lapsed ? epoch - Math.floor(random() * 200) * DAY : epoch + Math.floor(random() * 400) * DAY;
    const registeredAt = lapsed ? Math.min(createdAt, expireAt - 365 * DAY) : createdAt;
    const contact = pick(random, surnames) + pick(random, givenNames);
    createCustomer(ctx, {
      // Most customers are agent01's (A10001); some belong to its two sub-agents.
      agentId: random() < 0.9 ? 1 : random() < 0.5 ? 2 : 3,
      name: `${pick(random, cities)}${pick(random, ['恒', '鑫', '瑞', '盛', '华', '泰', '丰', '康', '达', '源'])}${pick(random, ['发', '隆', '安', '诚', '信', '美', '远', '通'])}${pick(random, trades)}${pick(random, kinds)}`,
      contact,
      phone: `1${pick(random, ['3', '5', '7', '8', '9'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
      productType,
      productName,
      versionName: pick(random, versions),
      host: productType === 'CRM' ? null : lettersOnlyHost(index),
      userCount: productType === 'CRM' ? 10 + Math.floor(random() * 90) : 3 + Math.floor(random() * 30),
      region: pick(random, regions),
      status,
      source: random() < 0.3 ? 1 : 2,
      createdAt: registeredAt,
      expireAt,
      ...newcomer(calendar, index),
    });
  }
}

/** The fields an agent may correct in the list, each with the check the portal makes (src/rules/customerFields.ts). */
const EDITABLE_FIELDS: Record<string, EditableField> = {
  contact: { column: 'contact', check: contactProblem, normalise: (value) => value.trim() },
  phone: { column: 'phone', check: customerPhoneProblem },
  name: { column: 'name', check: customerNameProblem, normalise: (value) => value.trim() },
};

function updateCustomerField(ctx: StandInContext, accountId: number, body: unknown): Customer {
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const id = updateField(ctx, { table: 'customers', alias: 'c', scope, editable: EDITABLE_FIELDS }, body);
  return toCustomer(ctx.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow, ctx.now());
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/user/UserPageList', ({ accountId, body }) => pagedList(ctx, customerList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/user/UpdateUserField', ({ accountId, body }) => updateCustomerField(ctx, accountId, body), { guard: button(customersScreens.customerList, 'edit') });
  api.get('/api/user/GetUserBasicInfo', ({ accountId, query }) => findCustomer(ctx, accountId, query.userId), { guard: signedIn });
}

/**
 * A paid 新购 for a new customer opens the customer with its service (one per customer), from today for
 * the years bought; a staff account that sold it looks after it. A host taken since the order refuses the payment.
 */
const openNewCustomer: OrderFulfiller = (ctx, orderNo, request) => {
  const customer = (request.detail as { customer?: NewServiceCustomer } | undefined)?.customer;
  if (!customer) return;
  const order = ctx.db.prepare('SELECT agent_id, account_id, user_id FROM orders WHERE order_no = ?').get(orderNo) as
    | { agent_id: number; account_id: number | null; user_id: number | null }
    | undefined;
  if (!order || order.user_id !== null) return;
  if (customer.host && isHostTaken(ctx, customer.host)) throw new BusinessError('该域名已被使用');
  const { years, ...fields } = customer;
  const now = ctx.now();
  const id = createCustomer(ctx, {
    ...fields,
    agentId: order.agent_id,
    productName: PRODUCT_CATALOG[customer.productType as ProductType].name,
    status: '正式',
    source: 2,
    createdAt: now,
    expireAt: addYears(now, years),
  });
  ctx.db.prepare('UPDATE orders SET user_id = ? WHERE order_no = ?').run(id, orderNo);
  const seller = ctx.db.prepare('SELECT id FROM accounts WHERE id = ? AND is_parent = 0').get(order.account_id) as { id: number } | undefined;
  if (seller) ctx.db.prepare('INSERT INTO account_customers (account_id, customer_id) VALUES (?, ?)').run(seller.id, id);
};

export const customersModule: StandInModule = { name: 'customers', schema, seed, routes, onOrderPaid: { new: openNewCustomer } };
