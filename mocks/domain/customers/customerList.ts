// A folder of its own below mocks/domain: it reads the caller's scope (mocks/scope.ts), which reads mocks/domain.
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import type { Customer, CustomerSource, StoredCustomerStatus } from '../../../src/contracts/customers.ts';
import { customerStatusAt } from '../../../src/rules/customerStatus.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { pagedListFor, type PagedListSpec } from '../../pagedList.ts';
import { customerScope } from '../../scope.ts';

// The customers as the caller sees them: the customer list (the customers area's, and the agents' board's), and
// one customer by id (its records, its tracks, a quote for it).

export interface CustomerRow {
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
  status: StoredCustomerStatus;
  source: CustomerSource;
  created_at: number;
  expire_at: number;
}

/** 状态 as the list filters it: the rule of src/rules/customerStatus.ts, in SQL over `customers c`. */
export const customerStatusSql = (now: number) => `(CASE WHEN c.status = '已停用' THEN '已停用' WHEN c.expire_at < ${Math.trunc(now)} THEN '已到期' ELSE c.status END)`;

export function toCustomer(row: CustomerRow, now: number): Customer {
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
    status: customerStatusAt(row.status, row.expire_at, now),
    source: row.source,
    createdAt: row.created_at,
    expireAt: row.expire_at,
  };
}

/** The customer list (docs/product.md#routes): the agent's and its sub-agents' customers (a staff account: those authorised to its team). */
export const customerList = (ctx: StandInContext, accountId: number): PagedListSpec<CustomerRow, Customer> => pagedListFor(customersScreens.customerList.list, {
  from: 'customers c',
  scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
  sortable: {
    customerNo: 'c.id',
    name: 'c.name',
    contact: 'c.contact',
    userCount: 'c.user_count',
    createdAt: 'c.created_at',
    expireAt: 'c.expire_at',
  },
  filterable: { status: customerStatusSql(ctx.now()), productType: 'c.product_type', region: 'c.region', source: 'c.source' },
  keyword: ['c.name', 'c.contact', 'c.phone', 'c.customer_no'],
  dateColumn: 'c.created_at',
  defaultOrder: 'c.id DESC',
  toItem: (row) => toCustomer(row, ctx.now()),
});

/** One customer the caller may see, by the id in the address. */
export function findCustomer(ctx: StandInContext, accountId: number, userId: string | undefined): Customer {
  const id = Number(userId);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError('参数 userId 应为正整数');
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = ctx.db.prepare(`SELECT c.* FROM customers c WHERE c.id = ? AND ${scope.sql}`).get(id, ...scope.params) as CustomerRow | undefined;
  if (!row) throw new BusinessError('客户不存在');
  return toCustomer(row, ctx.now());
}
