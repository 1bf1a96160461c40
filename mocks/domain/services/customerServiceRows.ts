// A folder of its own below mocks/domain: it reads the caller's scope (mocks/scope.ts), which reads mocks/domain.
import type { ServiceRow, ServiceStatus } from '../../../src/contracts/customerServices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import type { Clause } from '../../pagedList.ts';
import { customerScope } from '../../scope.ts';

// The service of a customer row as every list of this area reads it.
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Every query joins the customer's label (by id, none for every ninth), its latest reason and its state. */
export const SERVICE_FROM = `customers c
  LEFT JOIN service_state st ON st.customer_id = c.id
  LEFT JOIN service_labels l ON l.id = c.id % 9
  LEFT JOIN no_renew_reasons r ON r.customer_id = c.id`;
export const SERVICE_SELECT = 'c.*, st.status AS state_status, l.name AS label_name, r.reason_type, r.note AS reason_note';

export interface ServiceDbRow {
  id: number;
  name: string;
  phone: string;
  product_type: string;
  product_name: string;
  version_name: string;
  host: string | null;
  region: string;
  user_count: number;
  status: string;
  created_at: number;
  expire_at: number;
  state_status: ServiceStatus | null;
  label_name: string | null;
  reason_type: string | null;
  reason_note: string | null;
}

/** 服务状态 as the server computes it (docs/product.md#statuses). */
export function serviceStatus(row: ServiceDbRow, now: number): ServiceStatus {
  if (row.state_status) return row.state_status;
  if (row.status === '已停用') return '已停用';
  if (row.expire_at < now) return '已到期';
  if (row.status === '试用') return '试用中';
  return row.expire_at - now <= 30 * DAY_MS ? '即将到期' : '正常';
}

export function toServiceRow(row: ServiceDbRow, now: number): ServiceRow {
  return {
    id: row.id,
    userName: row.name,
    tel: row.phone,
    productType: row.product_type,
    productName: row.product_name,
    versonName: row.version_name,
    host: row.host,
    localityName: row.region,
    userCount: row.user_count,
    expireDate: row.expire_at,
    remainDays: Math.ceil((row.expire_at - now) / DAY_MS),
    serviceStatus: serviceStatus(row, now),
  };
}

/** The caller's customers (customerScope) plus this list's own condition. */
export function scoped(ctx: StandInContext, accountId: number, sql: string, params: Array<string | number> = []): Clause {
  const network = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  return { sql: `${network.sql} AND ${sql}`, params: [...network.params, ...params] };
}

/** A positive id from a body or address. */
export function readId(value: unknown, name = 'userId'): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return id;
}

/** One service the caller may see. */
export function findService(ctx: StandInContext, accountId: number, id: number): ServiceDbRow {
  const scope = scoped(ctx, accountId, 'c.id = ?', [id]);
  const row = ctx.db.prepare(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE ${scope.sql}`).get(...scope.params) as ServiceDbRow | undefined;
  if (!row) throw new BusinessError('客户不存在');
  return row;
}

