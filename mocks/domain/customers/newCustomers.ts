import type { Customer, StoredCustomerStatus } from '../../../src/contracts/customers.ts';
import type { StandInContext } from '../../module.ts';

// Opening a customer: the customers area's seed and its paid 新购, and the trial registration page, all write
// the row here.

/** A customer as stored: the portal's shape without the numbers the stand-in assigns, plus its agent. */
export type NewCustomer = Omit<Customer, 'id' | 'customerNo' | 'status'> & { agentId: number; status: StoredCustomerStatus };

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

/** A new customer and its service as a 新购 order records them when placed. */
export interface NewServiceCustomer {
  name: string;
  contact: string;
  phone: string;
  productType: string;
  versionName: string;
  region: string;
  host: string | null;
  userCount: number;
  years: number;
}
