import type { StandInContext } from '../module.ts';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;

/** The ids of agent01's rows the walk names, read from the seed (and the few rows the walk adds first). */
export function seedIds({ db, now }: StandInContext) {
  const one = <T = string | number>(sql: string): T => {
    const row = db.prepare(sql).get() as Record<string, T> | undefined;
    if (!row) throw new Error(`The walk found no seeded row for: ${sql}`);
    return Object.values(row)[0];
  };
  const customer = 2;
  return {
    /** 02:00 China time tomorrow (a migration's plan falls between 00:00 and 06:00). */
    tomorrow: Math.floor((now() + CHINA_MS) / DAY_MS) * DAY_MS + DAY_MS + 2 * 3_600_000 - CHINA_MS,
    customer,
    customerName: one<string>(`SELECT name FROM customers WHERE id = ${customer}`),
    trialCustomer: one<number>("SELECT c.id FROM customers c JOIN register_follow f ON f.customer_id = c.id WHERE c.agent_id = 1 AND f.follow_status = '跟进中'"),
    blankCustomer: one<number>("SELECT id FROM customers WHERE agent_id = 1 AND status = '试用' ORDER BY id"),
    fzCustomer: one<number>("SELECT id FROM customers WHERE agent_id = 1 AND product_type = 'FZERP' ORDER BY id"),
    dbset: one<number>(`SELECT id FROM dbsets WHERE customer_id = ${customer} ORDER BY id`),
    dbsetName: one<string>(`SELECT name FROM dbsets WHERE customer_id = ${customer} ORDER BY id`),
    track: one<number>('SELECT t.id FROM customer_tracks t JOIN customers c ON c.id = t.customer_id WHERE c.agent_id = 1 ORDER BY t.id'),
    appFile: one<number>('SELECT a.id FROM customer_app_files a JOIN customers c ON c.id = a.customer_id WHERE c.agent_id = 1 ORDER BY a.id'),
    renewalOrder: one<string>('SELECT r.order_no FROM customer_renewals r JOIN customers c ON c.id = r.customer_id WHERE c.agent_id = 1 ORDER BY r.id'),
    paidOrder: one<string>("SELECT order_no FROM orders WHERE agent_id = 1 AND user_id IS NOT NULL AND status = 2 AND pay_method <> '余额' AND billing_state = '未开票' ORDER BY order_no"),
    pendingOrder: one<string>('SELECT order_no FROM orders WHERE agent_id = 1 AND user_id IS NOT NULL AND status = 0 ORDER BY order_no'),
    qqdOrder: one<string>('SELECT order_no FROM qqd_orders ORDER BY order_no'),
    hardwareOrder: one<string>("SELECT order_no FROM hardware_orders WHERE ship_status = '已发货' ORDER BY order_no"),
    payment: one<string>("SELECT pay_no FROM payments WHERE agent_id = 1 ORDER BY pay_no"),
    recharge: one<string>('SELECT recharge_no FROM recharges WHERE agent_id = 1 ORDER BY recharge_no'),
    invoice: one<string>("SELECT apply_no FROM invoices WHERE agent_id = 1 AND status = '已开票' AND medium = '电子'"),
    pendingInvoice: one<string>("SELECT apply_no FROM invoices WHERE agent_id = 1 AND status = '待审核'"),
    invoiceTitle: one<number>('SELECT id FROM invoice_titles WHERE agent_id = 1 ORDER BY id'),
    invoiceAddress: one<number>('SELECT id FROM invoice_addresses WHERE agent_id = 1 ORDER BY id'),
    workOrder: one<string>("SELECT wo_no FROM wo_tickets WHERE agent_id = 1 AND status = '处理中' ORDER BY wo_no"),
    resolvedWorkOrder: one<string>("SELECT wo_no FROM wo_tickets WHERE agent_id = 1 AND status = '已解决' ORDER BY wo_no"),
    wordFormat: one<string>("SELECT req_no FROM word_formats WHERE agent_id = 1 AND status = '待支付'"),
    doneWordFormat: one<string>("SELECT req_no FROM word_formats WHERE agent_id = 1 AND status = '已完成'"),
    checkingWordFormat: one<string>("SELECT req_no FROM word_formats WHERE agent_id = 1 AND status = '待确认'"),
    recoveryTask: one<string>("SELECT task_no FROM recovery_tasks WHERE agent_id = 1 AND status = '排队中'"),
    smsApp: one<number>('SELECT id FROM sms_apps WHERE agent_id = 1 ORDER BY id'),
    smsSign: one<number>("SELECT id FROM sms_signs WHERE agent_id = 1 AND user_id IS NULL AND status = '审核通过' ORDER BY id"),
    cloudSign: one<number>('SELECT id FROM sms_signs WHERE agent_id = 1 AND user_id IS NOT NULL ORDER BY id'),
    cloudCustomer: one<number>('SELECT user_id FROM sms_cloud WHERE agent_id = 1 ORDER BY user_id'),
    smsTemplate: one<number>("SELECT id FROM sms_templates WHERE agent_id = 1 AND status = '审核通过' ORDER BY id"),
    smsBatch: one<string>('SELECT batch_no FROM sms_sends WHERE agent_id = 1 AND user_id IS NOT NULL ORDER BY id'),
    dongle: one<string>("SELECT d.dog_no FROM dongles d JOIN customers c ON c.id = d.user_id WHERE c.agent_id = 1 AND d.status = '已绑定' ORDER BY d.dog_no"),
    stockDongle: one<string>('SELECT dog_no FROM dongle_stock WHERE agent_id = 1 ORDER BY dog_no'),
    abnormal: one<number>('SELECT u.id FROM user_count_abnormal u JOIN customers c ON c.id = u.customer_id WHERE c.agent_id = 1 ORDER BY u.id'),
    migration: one<number>('SELECT m.id FROM rds_migrations m JOIN customers c ON c.id = m.customer_id WHERE c.agent_id = 1 ORDER BY m.id'),
    backupJob: one<number>('SELECT b.id FROM db_backups b JOIN customers c ON c.id = b.customer_id WHERE c.agent_id = 1 ORDER BY b.id'),
    valueAdded: one<number>("SELECT v.id FROM value_added_services v JOIN customers c ON c.id = v.user_id WHERE c.agent_id = 1 AND v.kind = 'tiktok' ORDER BY v.id"),
    wltCustomer: one<number>('SELECT user_id FROM wlt_costs WHERE agent_id = 1 ORDER BY id'),
    wltMonth: one<string>('SELECT month FROM wlt_costs WHERE agent_id = 1 ORDER BY id'),
    transfer: one<number>('SELECT id FROM transfers WHERE agent_id = 1 ORDER BY id'),
    tiktokBatch: one<string>('SELECT batch_no FROM tiktok_import_batches WHERE agent_id = 1'),
    settlement: one<string>('SELECT settle_no FROM aiuu_settlements WHERE agent_id = 1'),
    aiuuMember: one<string>("SELECT mobile FROM aiuu_members WHERE agent_no = 'A10001' ORDER BY mobile"),
    aiuuBinding: one<number>("SELECT b.id FROM aiuu_tiktok_bindings b JOIN aiuu_members m ON m.mobile = b.mobile WHERE m.agent_no = 'A10001' ORDER BY b.id"),
    promoter: one<string>('SELECT code FROM aiuu_promoters WHERE agent_id = 1 ORDER BY code'),
    role: one<number>('SELECT id FROM roles WHERE agent_id = 1 ORDER BY id'),
    staff: one<number>("SELECT id FROM accounts WHERE account = 'staff01'"),
    subAgent: one<number>('SELECT id FROM agents WHERE parent_id = 1 ORDER BY id'),
    contract: one<number>('SELECT id FROM contracts WHERE agent_id = 1 ORDER BY id'),
  };
}
export type SeedIds = ReturnType<typeof seedIds>;
