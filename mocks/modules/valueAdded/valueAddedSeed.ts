import { KIND_RULES, VALUE_ADDED_KINDS, type ValueAddedKind } from '../../../src/contracts/valueAdded.ts';
import { pick, seededRandom } from '../../db.ts';
import type { StandInContext } from '../../module.ts';
import { shortCustomerName } from '../../domain/customerNames.ts';
import { addRecord, KIND_UNITS } from './valueAddedRecords.ts';

const DAY = 24 * 60 * 60 * 1000;
const PER_KIND = 8;
const CHANNELS = ['淘宝,京东', '拼多多,抖店', '淘宝,京东,拼多多', '抖店,快手', '有赞,微店'];

/**
 * A few subscriptions per kind on customers of agent 1 and its sub-agent 2 (one stopped, one expiring
 * soon, one expired), each with its 开通 line, a top-up and some 消耗 lines. Times follow the clock at
 * seeding, so 即将到期 and the record list's recent period stay meaningful.
 */
export function seedValueAdded(ctx: StandInContext): void {
  const random = seededRandom(20261125);
  const now = ctx.now();
  const customersOf = (agentId: number, count: number) =>
    (ctx.db.prepare('SELECT id FROM customers WHERE agent_id = ? AND expire_at > ? ORDER BY id LIMIT ?').all(agentId, now + 60 * DAY, count) as { id: number }[]).map(
      (row) => row.id,
    );
  const own = customersOf(1, (PER_KIND - 1) * VALUE_ADDED_KINDS.length);
  const subAgent = customersOf(2, VALUE_ADDED_KINDS.length);
  const shopOf = (userId: number) => `${shortCustomerName((ctx.db.prepare('SELECT name FROM customers WHERE id = ?').get(userId) as { name: string }).name)}旗舰店`;
  const operators = ctx.db.prepare('SELECT name FROM accounts WHERE agent_id = 1 ORDER BY id LIMIT 2').all() as { name: string }[];
  const insert = ctx.db.prepare(
    `INSERT INTO value_added_services (user_id, kind, quota, remaining, used, shop_name, shop_id, auth_status, channels, start_at, expire_at, stopped)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  VALUE_ADDED_KINDS.forEach((kind: ValueAddedKind, kindIndex) => {
    const { perUnit } = KIND_RULES[kind];
    for (let index = 0; index < PER_KIND; index += 1) {
      // The last subscription of each kind belongs to a customer of sub-agent 2.
      const userId = index === PER_KIND - 1 ? subAgent[kindIndex] : own[kindIndex * (PER_KIND - 1) + index];
      const units = 1 + Math.floor(random() * 3);
      const startAt = now - (40 + Math.floor(random() * 300)) * DAY;
      const expireAt = [now + 12 * DAY, now - 5 * DAY][index - 1] ?? now + (60 + Math.floor(random() * 400)) * DAY;
      const perLine = Math.floor(units * perUnit.remaining * random() * 0.2);
      const consumed = perLine * 3;
      const authorised = kind === 'tiktok' && index !== 5;
      const id = Number(
        insert.run(userId, kind, kind === 'face' ? units : units * perUnit.quota, units * perUnit.remaining - consumed, kind === 'image' || kind === 'face' ? consumed : 0,
          authorised ? shopOf(userId) : '', authorised ? `DY${String(6_200_000 + index * 113)}` : '',
          authorised ? (index === 4 ? '授权过期' : '已授权') : '未授权', kind === 'qqd' ? pick(random, CHANNELS) : '', startAt, expireAt, index === 3 ? 1 : 0).lastInsertRowid,
      );
      const operator = pick(random, operators).name;
      const unitFen = 10_000 * (1 + kindIndex);
      addRecord(ctx, { serviceId: id, recordType: '开通', quantity: units * (perUnit.quota || perUnit.remaining), unit: KIND_UNITS[kind].bought, amountFen: unitFen * units, orderNo: `VA${String(20_000 + kindIndex * 100 + index)}`, operator, at: startAt });
      if (consumed > 0) {
        for (let day = 1; day <= 3; day += 1) {
          addRecord(ctx, { serviceId: id, recordType: '消耗', quantity: -perLine, unit: KIND_UNITS[kind].consumed, operator: '系统', at: now - day * 7 * DAY - index * 3_600_000 });
        }
      }
      if (index === 3) addRecord(ctx, { serviceId: id, recordType: '停用', quantity: 0, unit: '', operator, at: now - 2 * DAY });
    }
  });
}
