import type { StandInContext } from '../module.ts';

/** Adds an agent outside every seeded network with one trial customer expiring a day after the stand-in's now; answers the customer's id. */
export function insertOutsiderTrial({ db, now }: StandInContext): number {
  db.prepare("INSERT INTO agents (id, agent_no, name, display_name, parent_id, level, contact, phone, balance_cents) VALUES (900, 'A19999', '外地代理', '外地', NULL, 1, '赵六', '13900000099', 0)").run();
  const { id } = db.prepare('SELECT MAX(id) + 1 AS id FROM customers').get() as { id: number };
  db.prepare(
    `INSERT INTO customers (id, customer_no, agent_id, name, contact, phone, product_type, product_name, version_name, host, user_count, region, status, source, created_at, expire_at)
     VALUES (?, 'KHX', 900, '外地试用客户', '赵六', '13900000098', 'FZERP', '云启服装ERP', '基础版', 'waidi', 5, '华东一区（杭州）', '试用', 1, 0, ?)`,
  ).run(id, now() + 86400000);
  return id;
}
