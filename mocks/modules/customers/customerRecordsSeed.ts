import { TRACK_WAYS } from '../../../src/contracts/customerRecords.ts';
import { addMonths, chinaDay } from '../../../src/rules/calendar.ts';
import { pick, seededRandom } from '../../db.ts';
import type { StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { SEEDED_CUSTOMERS } from './customers.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Renewals of this month so far, so 续费明细's opening period (this year) is never empty. */
const RENEWED_THIS_MONTH = 8;
/** The newest customers head the customer list: most records go to them so a first look finds some. */
const LISTED_FIRST = 30;

const remarks = ['首次电话回访，了解使用情况', '客户反馈打印模板需要调整，已记录', '约定下周上门培训收银操作', '客户询问续费优惠，已发送报价', '微信沟通，客户对新版报表满意', '提醒客户及时备份数据', '客户计划增加门店，关注多店版', '处理登录缓慢问题，已转技术支持'];
const fileNames = [
  ['客户端安装包.exe', 38_000_000],
  ['补丁包.zip', 2_400_000],
  ['打印模板.frx', 86_000],
  ['初始化数据.xlsx', 420_000],
  ['接口说明.pdf', 1_250_000],
] as const;
const payMethods = ['余额', '微信', '支付宝'];

function customerIndex(random: () => number): number {
  return random() < 0.6 ? SEEDED_CUSTOMERS - Math.floor(random() * LISTED_FIRST) : 1 + Math.floor(random() * SEEDED_CUSTOMERS);
}

interface SeedCustomer {
  id: number;
  agent_id: number;
  product_name: string;
  version_name: string;
  user_count: number;
  expire_at: number;
}

/** Follow-ups, renewals, app files and changed fees of the customers of agents 1–3 (a few hundred each). */
export function seedCustomerRecords(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(20261123);
  const epoch = calendar.day(-19);
  const customerOf = ctx.db.prepare('SELECT id, agent_id, product_name, version_name, user_count, expire_at FROM customers WHERE id = ?');
  const author = (agentId: number) => (agentId === 1 ? pick(random, [[1, '张伟'], [2, '李娜']] as const) : [null, agentId === 2 ? '陈静' : '刘洋'] as const);

  const addTrack = ctx.db.prepare(
    'INSERT INTO customer_tracks (customer_id, account_id, staff_name, track_way, content, track_time, next_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (let index = 0; index < 300; index += 1) {
    const customer = customerOf.get(customerIndex(random)) as SeedCustomer;
    const [accountId, staffName] = author(customer.agent_id);
    const trackTime = epoch - Math.floor(random() * 200) * DAY + Math.floor(random() * DAY);
    const next = random() < 0.5 ? chinaDay(epoch + Math.floor(random() * 90) * DAY) : null;
    addTrack.run(customer.id, accountId, staffName, pick(random, TRACK_WAYS), pick(random, remarks), trackTime, next);
  }

  const addRenewal = ctx.db.prepare(
    `INSERT INTO customer_renewals (order_no, customer_id, product_name, version_name, user_count, months, old_expire, new_expire, amount_cents, pay_method, operator, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 0; index < 300; index += 1) {
    const customer = customerOf.get(customerIndex(random)) as SeedCustomer;
    const months = pick(random, [12, 12, 24, 6]);
    const earlier = epoch - Math.floor(random() * 700) * DAY + Math.floor(random() * DAY);
    const createdAt = index < RENEWED_THIS_MONTH ? calendar.thisMonth((index + 0.5) / RENEWED_THIS_MONTH) : earlier;
    const oldExpire = createdAt + Math.floor(random() * 20) * DAY;
    const amountCents = customer.user_count * months * (300 + Math.floor(random() * 40) * 5);
    const orderNo = `XF${chinaDay(createdAt).replaceAll('-', '')}${String(index + 1).padStart(5, '0')}`;
    addRenewal.run(orderNo, customer.id, customer.product_name, customer.version_name, customer.user_count, months, oldExpire, addMonths(oldExpire, months), amountCents, pick(random, payMethods), author(customer.agent_id)[1], createdAt);
  }

  const addFile = ctx.db.prepare(
    'INSERT INTO customer_app_files (customer_id, account_id, file_name, file_version, size, remark, object_key, uploaded_at) VALUES (?, NULL, ?, ?, ?, ?, NULL, ?)',
  );
  for (let index = 0; index < 200; index += 1) {
    const [name, size] = pick(random, fileNames);
    const version = `${1 + Math.floor(random() * 3)}.${Math.floor(random() * 10)}.${Math.floor(random() * 20)}`;
    addFile.run(customerIndex(random), name, version, size + Math.floor(random() * 1000), random() < 0.5 ? '随版本发布' : '', epoch - Math.floor(random() * 300) * DAY);
  }

  const setFee = ctx.db.prepare('INSERT OR REPLACE INTO customer_annual_fees (customer_id, fee_cents, modifier, modified_at) VALUES (?, ?, ?, ?)');
  for (let index = 0; index < 200; index += 1) {
    const customer = customerOf.get(1 + Math.floor(random() * SEEDED_CUSTOMERS)) as SeedCustomer;
    setFee.run(customer.id, customer.user_count * (30_000 + Math.floor(random() * 100) * 500), author(customer.agent_id)[1], epoch - Math.floor(random() * 300) * DAY);
  }
}
