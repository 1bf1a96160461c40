import { pick, seededRandom } from '../db.ts';
import { BusinessError } from '../errors.ts';
import type { Services, StandInContext, StandInModule } from '../module.ts';
import { requireFields } from '../validate.ts';

export const CUSTOMER_STATUSES = ['试用', '正式', '已过期', '已停用'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export interface NewCustomer {
  agentId: number;
  name: string;
  contact: string;
  phone: string;
  productType: string;
  productName: string;
  versionName: string;
  host: string | null;
  userCount: number;
  region: string;
  status: CustomerStatus;
  /** 1 = self-service trial registration, 2 = entered by the agent, 3 = imported. */
  source: number;
  createdAt: number;
  expireAt: number;
}

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
`;

export const SEEDED_CUSTOMERS = 10_000;

const cities = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州', '金华', '台州', '丽水', '衢州', '舟山', '上海', '苏州', '南京'];
const trades = ['贸易', '服饰', '五金', '食品', '电子', '家居', '建材', '医药', '物流', '餐饮', '文具', '汽配', '母婴', '茶业'];
const kinds = ['有限公司', '商贸有限公司', '实业有限公司', '科技有限公司', '经营部', '商行'];
const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
const givenNames = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '晓东', '海燕'];
const products = [
  ['CRM', '云启CRM', ['标准版', '专业版', '旗舰版']],
  ['FZERP', '云启服装ERP', ['基础版', '连锁版']],
  ['QianFang', '千方零售', ['单店版', '多店版']],
] as const;
const regions = ['华东一区（杭州）', '华东二区（上海）', '华南一区（深圳）', '华北一区（北京）'];
const DAY = 24 * 60 * 60 * 1000;
const SEED_EPOCH = Date.UTC(2026, 10, 1);

export function createCustomer(ctx: StandInContext, customer: NewCustomer): number {
  const result = ctx.db
    .prepare(
      `INSERT INTO customers (customer_no, agent_id, name, contact, phone, product_type, product_name, version_name, host,
        user_count, region, status, source, created_at, expire_at)
       VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      customer.agentId,
      customer.name,
      customer.contact,
      customer.phone,
      customer.productType,
      customer.productName,
      customer.versionName,
      customer.host,
      customer.userCount,
      customer.region,
      customer.status,
      customer.source,
      customer.createdAt,
      customer.expireAt,
    );
  const id = Number(result.lastInsertRowid);
  ctx.db.prepare('UPDATE customers SET customer_no = ? WHERE id = ?').run(`KH${String(id).padStart(8, '0')}`, id);
  return id;
}

/** Host prefixes are letters only (SPEC §5): the index written in base 26 with a–z. */
function lettersOnlyHost(index: number): string {
  let name = '';
  for (let n = index; name.length < 4 || n > 0; n = Math.floor(n / 26)) name = String.fromCharCode(97 + (n % 26)) + name;
  return `yq${name}`;
}

function seed(ctx: StandInContext): void {
  const random = seededRandom(20261122);
  for (let index = 0; index < SEEDED_CUSTOMERS; index += 1) {
    const [productType, productName, versions] = pick(random, products);
    const createdAt = SEED_EPOCH - Math.floor(random() * 900) * DAY - Math.floor(random() * DAY);
    const status = pick(random, CUSTOMER_STATUSES);
    const expireAt = status === '已过期' ? SEED_EPOCH - Math.floor(random() * 200) * DAY : SEED_EPOCH + Math.floor(random() * 400) * DAY;
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
      createdAt,
      expireAt,
    });
  }
}

/** Sortable columns of the list: the client's field name → the column it sorts by (never the client's text). */
const SORT_COLUMNS: Record<string, string> = {
  customerNo: 'c.id',
  name: 'c.name',
  contact: 'c.contact',
  userCount: 'c.user_count',
  createdAt: 'c.created_at',
  expireAt: 'c.expire_at',
};
/** Filterable columns: field → column, each compared for equality. */
const FILTER_COLUMNS: Record<string, string> = {
  status: 'c.status',
  productType: 'c.product_type',
  region: 'c.region',
  source: 'c.source',
};
export const MAX_PAGE_SIZE = 100;
export const CONTACT_MAX = 20;
export const CUSTOMER_NAME_MAX = 200;

interface CustomerRow {
  id: number;
  customer_no: string;
  name: string;
  contact: string;
  phone: string;
  product_type: string;
  product_name: string;
  version_name: string;
  host: string | null;
  user_count: number;
  region: string;
  status: string;
  source: number;
  created_at: number;
  expire_at: number;
}

function toCustomer(row: CustomerRow) {
  return {
    id: row.id,
    customerNo: row.customer_no,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    productType: row.product_type,
    productName: row.product_name,
    versionName: row.version_name,
    host: row.host,
    userCount: row.user_count,
    region: row.region,
    status: row.status,
    source: row.source,
    createdAt: row.created_at,
    expireAt: row.expire_at,
  };
}

/** The signed-in account's agent and its direct sub-agents: the customers a parent agent looks after. */
function visibleAgentsClause(ctx: StandInContext, accountId: number): { sql: string; params: number[] } {
  const { agent_id: agentId } = ctx.db.prepare('SELECT agent_id FROM accounts WHERE id = ?').get(accountId) as { agent_id: number };
  return { sql: 'c.agent_id IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)', params: [agentId, agentId] };
}

function positiveInteger(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new BusinessError('分页参数应为正整数');
  return Math.min(value, max);
}

function listCustomers(ctx: StandInContext, accountId: number, body: unknown) {
  const request = requireFields(body, {
    page: 'number?',
    pageSize: 'number?',
    sortField: 'string?',
    sortOrder: 'string?',
    filters: 'object?',
    keyword: 'string?',
  });
  const page = positiveInteger(request.page, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = positiveInteger(request.pageSize, 10, MAX_PAGE_SIZE);
  const scope = visibleAgentsClause(ctx, accountId);
  const where = [scope.sql];
  const params: Array<string | number> = [...scope.params];
  for (const [field, value] of Object.entries(request.filters ?? {})) {
    const column = FILTER_COLUMNS[field];
    if (!column) throw new BusinessError(`不支持按 ${field} 筛选`);
    if (value === null || value === undefined || value === '') continue;
    where.push(`${column} = ?`);
    params.push(typeof value === 'number' ? value : String(value));
  }
  const keyword = request.keyword?.trim();
  if (keyword) {
    where.push('(c.name LIKE ? OR c.contact LIKE ? OR c.phone LIKE ? OR c.customer_no LIKE ?)');
    const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    params.push(pattern, pattern, pattern, pattern);
  }
  let order = 'c.id DESC';
  if (request.sortField) {
    const column = SORT_COLUMNS[request.sortField];
    if (!column) throw new BusinessError(`不支持按 ${request.sortField} 排序`);
    if (request.sortOrder !== 'asc' && request.sortOrder !== 'desc') throw new BusinessError('排序方向应为 asc 或 desc');
    order = `${column} ${request.sortOrder === 'asc' ? 'ASC' : 'DESC'}, c.id ASC`;
  }
  const whereSql = where.join(' AND ').replace(/LIKE \?/g, "LIKE ? ESCAPE '\\'");
  const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total FROM customers c WHERE ${whereSql}`).get(...params) as { total: number };
  const rows = ctx.db
    .prepare(`SELECT c.* FROM customers c WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as CustomerRow[];
  return { total, page, pageSize, list: rows.map(toCustomer) };
}

/** The fields an agent may correct in the list, each with the check the portal also makes. */
const EDITABLE_FIELDS: Record<string, { column: string; check(value: string): string | null }> = {
  contact: {
    column: 'contact',
    check: (value) => (value.trim() === '' ? '请填写联系人' : value.length > CONTACT_MAX ? `联系人最多${CONTACT_MAX}个字` : null),
  },
  phone: { column: 'phone', check: (value) => (/^1\d{10}$/.test(value) ? null : '请输入正确的手机号') },
  name: {
    column: 'name',
    check: (value) => (value.trim() === '' ? '请填写客户名称' : value.length > CUSTOMER_NAME_MAX ? '客户名称超长' : null),
  },
};

function updateCustomerField(ctx: StandInContext, accountId: number, body: unknown) {
  const { id, field, value } = requireFields(body, { id: 'number', field: 'string', value: 'string' });
  const editable = EDITABLE_FIELDS[field];
  if (!editable) throw new BusinessError(`字段 ${field} 不允许修改`);
  const problem = editable.check(value);
  if (problem) throw new BusinessError(problem);
  const scope = visibleAgentsClause(ctx, accountId);
  const found = ctx.db.prepare(`SELECT c.* FROM customers c WHERE c.id = ? AND ${scope.sql}`).get(id, ...scope.params) as
    | CustomerRow
    | undefined;
  if (!found) throw new BusinessError('客户不存在');
  ctx.db.prepare(`UPDATE customers SET ${editable.column} = ? WHERE id = ?`).run(field === 'phone' ? value : value.trim(), id);
  return toCustomer(ctx.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow);
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/user/UserPageList', ({ accountId, body }) => listCustomers(ctx, accountId, body));
  api.post('/api/user/UpdateUserField', ({ accountId, body }) => updateCustomerField(ctx, accountId, body));
}

export const customersModule: StandInModule = { name: 'customers', schema, seed, routes };
