import { segmentCount } from '../../../src/rules/sms.ts';
import { pick, seededRandom } from '../../db.ts';
import type { StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { shortCustomerName } from '../../domain/customerNames.ts';

/**
 * SMS tables (SMS; docs/product.md#routes): the agent's pool of messages, apps, signatures and templates under
 * review (the approved name/content stays in force while a change is reviewed), sends per number,
 * the count ledger, cloud-SMS customers and the SMS package orders.
 */
export const smsSchema = `
CREATE TABLE IF NOT EXISTS sms_pools (agent_id INTEGER PRIMARY KEY REFERENCES agents(id), remaining INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sms_apps (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, app_key TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES customers(id), remaining INTEGER NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_signs (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, user_id INTEGER, name TEXT NOT NULL, scene TEXT NOT NULL, source TEXT NOT NULL,
  remark TEXT NOT NULL, status TEXT NOT NULL, reason TEXT, effective_name TEXT, created_at INTEGER NOT NULL, proof_image_id TEXT
);
CREATE TABLE IF NOT EXISTS sms_templates (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, name TEXT NOT NULL, code TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, content TEXT NOT NULL,
  sign_id INTEGER NOT NULL REFERENCES sms_signs(id), status TEXT NOT NULL, reason TEXT, effective_content TEXT, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_sends (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, user_id INTEGER, batch_no TEXT NOT NULL, tel TEXT NOT NULL, content TEXT NOT NULL,
  sign_name TEXT NOT NULL, tpl_name TEXT NOT NULL, segments INTEGER NOT NULL, status TEXT NOT NULL, reason TEXT NOT NULL, sender TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_sends_agent ON sms_sends (agent_id, sent_at);
CREATE TABLE IF NOT EXISTS sms_ledger (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL, user_id INTEGER, created_at INTEGER NOT NULL, record_type TEXT NOT NULL,
  target TEXT NOT NULL, qty INTEGER NOT NULL, balance_qty INTEGER NOT NULL, ref_no TEXT NOT NULL,
  -- For a line that moved a cloud customer's count (user_id): by how much, and what the customer had left after.
  user_qty INTEGER, user_balance INTEGER
);
CREATE TABLE IF NOT EXISTS sms_cloud (user_id INTEGER PRIMARY KEY REFERENCES customers(id), agent_id INTEGER NOT NULL, remaining INTEGER NOT NULL, opened_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sms_orders (
  order_no TEXT PRIMARY KEY REFERENCES orders(order_no), agent_id INTEGER NOT NULL, target TEXT NOT NULL, app_id INTEGER, user_id INTEGER,
  package_name TEXT NOT NULL, qty INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_failing (tel TEXT PRIMARY KEY);
`;

const DAY = 24 * 60 * 60 * 1000;
const POOLS: Array<[number, number]> = [[1, 5_000], [2, 1_200], [3, 300]];

const signSeed: Array<[number, number | null, string, string, string, string | null]> = [
  [1, null, '云启科技', '通用', '审核通过', null],
  [1, null, '云启商城', '验证码', '审核通过', null],
  [1, null, '云启会员', '通用', '审核中', null],
  [1, null, '恒发贸易', '通用', '审核未通过', '签名与企业名称不符'],
  [2, null, '甬信软件', '通用', '审核通过', null],
];

const templateSeed: Array<[number, string, '验证码' | '通知' | '营销', string, string]> = [
  [1, '登录验证码', '验证码', '您的验证码为${code}，5分钟内有效，请勿泄露。', '审核通过'],
  [1, '发货通知', '通知', '尊敬的${name}，您的订单${orderNo}已发货，请注意查收。', '审核通过'],
  [1, '会员日活动', '营销', '会员日全场8折，详询门店。拒收请回复R', '审核中'],
  [2, '到期提醒', '通知', '您的服务将于${date}到期，请及时续费。', '审核通过'],
];

const TELS = ['13812340001', '13812340002', '13912340003', '15012340004', '18612340005', '17712340006'];

export function seedSms(ctx: StandInContext, calendar: SeedCalendar): void {
  const { db } = ctx;
  // Signatures, templates and apps were set up about seven weeks before the seed.
  const setUpAt = calendar.day(-50, 10);
  const random = seededRandom(20261125);
  for (const [agentId, remaining] of POOLS) db.prepare('INSERT INTO sms_pools VALUES (?, ?)').run(agentId, remaining);
  const signIds = signSeed.map(([agentId, userId, name, scene, status, reason], index) =>
    Number(
      db.prepare('INSERT INTO sms_signs (agent_id, user_id, name, scene, source, remark, status, reason, effective_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(agentId, userId, name, scene, '企事业单位', '', status, reason, status === '审核通过' ? name : null, setUpAt + index * DAY).lastInsertRowid,
    ),
  );
  templateSeed.forEach(([agentId, name, kind, content, status], index) => {
    const signId = signIds[agentId === 1 ? 0 : 4];
    db.prepare('INSERT INTO sms_templates (agent_id, name, code, kind, content, sign_id, status, effective_content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(agentId, name, `SMS_${String(100201 + index)}`, kind, content, signId, status, status === '审核通过' ? content : null, setUpAt + index * DAY);
  });
  const customers = (agentId: number, limit: number) =>
    db.prepare('SELECT id, name FROM customers WHERE agent_id = ? ORDER BY id LIMIT ?').all(agentId, limit) as Array<{ id: number; name: string }>;
  const cloud = [...customers(1, 8), ...customers(2, 2)];
  cloud.forEach(({ id, name }, index) => {
    const agentId = index < 8 ? 1 : 2;
    db.prepare('INSERT INTO sms_cloud VALUES (?, ?, ?, ?)').run(id, agentId, 100 * (index + 1), setUpAt - (10 - index) * DAY);
    if (index < 2) {
      db.prepare("INSERT INTO sms_signs (agent_id, user_id, name, scene, source, remark, status, effective_name, created_at) VALUES (?, ?, ?, '通用', '企事业单位', '', '审核通过', ?, ?)")
        .run(agentId, id, shortCustomerName(name), shortCustomerName(name), setUpAt);
    }
  });
  customers(1, 3).forEach(({ id, name }, index) =>
    db.prepare("INSERT INTO sms_apps (agent_id, app_key, name, user_id, remaining, status, created_at) VALUES (1, ?, ?, ?, ?, ?, ?)")
      .run(`SA${String(880001 + index)}`, `${shortCustomerName(name)}短信通知`, id, index === 2 ? 0 : 2_000 * (index + 1), index === 1 ? '停用' : '正常', setUpAt + index * DAY),
  );
  // Two sends a day over the eleven days before today (09:00 and 15:00), and the last batch today so far.
  const sentAt = (index: number) => (index >= 21 ? calendar.today((index - 20) / 4) : calendar.day(Math.floor(index / 2) - 11, index % 2 === 0 ? 9 : 15));
  for (let index = 0; index < 24; index += 1) {
    const content = pick(random, ['您的验证码为362810，5分钟内有效，请勿泄露。', '尊敬的客户，您的订单已发货，请注意查收。']);
    const failed = index % 7 === 3;
    const userId = index % 4 === 0 ? cloud[index % 8].id : null;
    db.prepare(
      'INSERT INTO sms_sends (agent_id, user_id, batch_no, tel, content, sign_name, tpl_name, segments, status, reason, sender, sent_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(userId, `FS${String(90001 + Math.floor(index / 3))}`, pick(random, TELS), content, '云启科技', content.startsWith('您的验证码') ? '登录验证码' : '发货通知',
      segmentCount('云启科技', content), failed ? '失败' : '成功', failed ? '号码状态异常' : '', '张伟', sentAt(index));
  }
  seedCountLedger(ctx, setUpAt);
}

/**
 * The count ledger the seeded counts came from: each pool bought what it holds plus what it allotted, each cloud
 * customer was allotted what it holds plus what its sends used, then each send took its parts (a failed number's back).
 */
function seedCountLedger({ db }: StandInContext, setUpAt: number): void {
  const line = db.prepare(
    'INSERT INTO sms_ledger (agent_id, user_id, created_at, record_type, target, qty, balance_qty, ref_no, user_qty, user_balance) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const cloud = db.prepare('SELECT k.user_id AS userId, k.agent_id AS agentId, k.remaining, k.opened_at AS openedAt, c.name FROM sms_cloud k JOIN customers c ON c.id = k.user_id ORDER BY k.opened_at')
    .all() as Array<{ userId: number; agentId: number; remaining: number; openedAt: number; name: string }>;
  const batchesOf = db.prepare(
    `SELECT batch_no AS batchNo, MIN(sent_at) AS at, SUM(segments) AS used, SUM(CASE WHEN status = '失败' THEN segments ELSE 0 END) AS back
     FROM sms_sends WHERE user_id = ? GROUP BY batch_no ORDER BY at`,
  );
  const plans = cloud.map((customer) => {
    const batches = batchesOf.all(customer.userId) as Array<{ batchNo: string; at: number; used: number; back: number }>;
    return { ...customer, batches, allotted: customer.remaining + batches.reduce((sum, batch) => sum + batch.used - batch.back, 0) };
  });
  for (const [agentId, remaining] of POOLS) {
    let pool = remaining + plans.filter((plan) => plan.agentId === agentId).reduce((sum, plan) => sum + plan.allotted, 0);
    line.run(agentId, null, setUpAt - 30 * DAY, '购买', '代理商短信池', pool, pool, `SEED${agentId}`, null, null);
    for (const plan of plans.filter((each) => each.agentId === agentId)) {
      pool -= plan.allotted;
      line.run(agentId, plan.userId, plan.openedAt, '分配', plan.name, -plan.allotted, pool, `FP${plan.openedAt}`, plan.allotted, plan.allotted);
      let left = plan.allotted;
      for (const batch of plan.batches) {
        left -= batch.used;
        line.run(agentId, plan.userId, batch.at, '发送扣减', plan.name, -batch.used, left, batch.batchNo, -batch.used, left);
        if (batch.back === 0) continue;
        left += batch.back;
        line.run(agentId, plan.userId, batch.at + 60_000, '失败返还', plan.name, batch.back, left, batch.batchNo, batch.back, left);
      }
    }
  }
}
