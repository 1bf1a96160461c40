import { beforeEach, describe, expect, it } from 'vitest';
import type { RenewalPage, RenewalRecord } from '../../../src/contracts/customerRecords.ts';
import type { Order } from '../../../src/contracts/orders.ts';
import { chinaDay, chinaYear } from '../../../src/rules/calendar.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('customer-renewals-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const order = <T>(path: string, body?: unknown) => callAs<T>('agent01', path, body, 'order');
const china = (text: string) => Date.parse(`${text}+08:00`);
const YEAR_MS = 365 * 86_400_000;
/** Next year on the stand-in's clock: the expiries below are that year's, always ahead of now. */
const nextYear = () => chinaYear(standIn().ctx.now()) + 1;
/** The first leap year whose 29 February is more than a year ahead of the stand-in's clock. */
function leapYearAhead(): number {
  const isLeap = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29;
  let year = nextYear();
  while (!isLeap(year) || china(`${year}-02-29T12:00:00`) - standIn().ctx.now() < YEAR_MS) year += 1;
  return year;
}

/** agent01's own customers whose service is running, with a fixed expiry each. */
function customersExpiring(...expiries: string[]): number[] {
  const db = standIn().ctx.db;
  const ids = (db.prepare("SELECT id FROM customers WHERE agent_id = 1 AND status = '正式' ORDER BY id LIMIT ?").all(expiries.length) as { id: number }[]).map(
    (row) => row.id,
  );
  ids.forEach((id, index) => db.prepare('UPDATE customers SET expire_at = ? WHERE id = ?').run(china(expiries[index]), id));
  return ids;
}

async function payByBalance(body: object, key: string): Promise<string> {
  const { orderNo } = (await order<{ orderNo: string }>('/api/Order/Create', { orderType: 'renew', years: 1, ...body, idempotencyKey: key })).data;
  // One code per phone every 120 s: each payment moves the clock on past that.
  await callAs('agent01', '/api/__dev/clock', { advanceMs: 121_000 });
  await callAs('agent01', '/api/safety/SendOperationCode', { purpose: 'payment' });
  const code = standIn().ctx.sms.list('13800000001')[0].code;
  const paid = await order<Order>('/api/Pay/Balance', { orderNo, code, idempotencyKey: `pay-${key}` });
  expect(paid.data.orderStatus).toBe('已完成');
  return orderNo;
}

const expiryOf = (id: number) => (standIn().ctx.db.prepare('SELECT expire_at FROM customers WHERE id = ?').get(id) as { expire_at: number }).expire_at;
const renewalsOf = async (orderNo: string) =>
  (await callAs<RenewalPage>('agent01', '/api/user/RenewPageList', { keyword: orderNo, dateFrom: '2000-01-01', dateTo: '2100-01-01' })).data;

describe('a paid renewal', () => {
  it('adds calendar years across a leap day, and 29 Feb becomes 28 Feb', async () => {
    const leap = leapYearAhead();
    const [leapAcross, leapDay] = customersExpiring(`${leap - 1}-03-26T18:00:00`, `${leap}-02-29T12:00:00`);
    await payByBalance({ userId: leapAcross }, 'renew-cal-01');
    expect(chinaDay(expiryOf(leapAcross))).toBe(`${leap}-03-26`);
    await payByBalance({ userId: leapDay, years: 1 }, 'renew-cal-02');
    expect(chinaDay(expiryOf(leapDay))).toBe(`${leap + 1}-02-28`);
  });

  it('writes its 续费记录 line: old and new expiry, users, version, amount, method and operator', async () => {
    const year = nextYear();
    const [id] = customersExpiring(`${year}-05-10T09:00:00`);
    const customer = standIn().ctx.db.prepare('SELECT name, user_count, version_name FROM customers WHERE id = ?').get(id) as {
      name: string;
      user_count: number;
      version_name: string;
    };
    const orderNo = await payByBalance({ userId: id, years: 2 }, 'renew-rec-01');
    const paid = (await order<Order>(`/api/Order/Get?orderNo=${orderNo}`)).data;
    const page = await renewalsOf(orderNo);
    expect(page.list).toEqual([
      expect.objectContaining({
        orderNo,
        userId: id,
        customerName: customer.name,
        versionName: customer.version_name,
        userCount: customer.user_count,
        months: 24,
        oldExpire: china(`${year}-05-10T09:00:00`),
        newExpire: china(`${year + 2}-05-10T09:00:00`),
        amount: paid.amountFen / 100,
        payMethod: '余额',
        operator: '张伟',
      }),
    ]);
    const listed = (await callAs<RenewalPage>('agent01', '/api/user/RenewPageList', { filters: { userId: id } })).data.list;
    expect(listed[0].orderNo).toBe(orderNo);
  });

  it('a batch renewal writes a line per customer whose amounts add up to what was paid', async () => {
    const year = nextYear();
    const ids = customersExpiring(`${year}-01-31T10:00:00`, `${year}-08-01T10:00:00`, `${year}-12-15T10:00:00`);
    const orderNo = await payByBalance({ userIds: ids, years: 1 }, 'renew-batch-1');
    const paid = (await order<Order>(`/api/Order/Get?orderNo=${orderNo}`)).data;
    const page = await renewalsOf(orderNo);
    expect(page.list.map((line) => line.userId).sort()).toEqual([...ids].sort());
    expect(page.list.map((line) => chinaDay(line.newExpire)).sort()).toEqual([`${year + 1}-01-31`, `${year + 1}-08-01`, `${year + 1}-12-15`]);
    expect(Math.round(page.sum * 100)).toBe(paid.amountFen);
  });

  it("its lines are found by the order's number alone: all of a batch, none for a number it only begins", async () => {
    const ids = customersExpiring(`${nextYear()}-02-10T10:00:00`, `${nextYear()}-03-10T10:00:00`);
    const orderNo = await payByBalance({ userIds: ids, years: 1 }, 'renew-of-order-1');
    const linesOf = async (no: string) => (await callAs<RenewalRecord[]>('agent01', `/api/user/RenewListOfOrder?orderNo=${no}`)).data;
    const lines = await linesOf(orderNo);
    expect(lines.map((line) => line.userId).sort()).toEqual([...ids].sort());
    expect(lines.every((line) => line.orderNo === orderNo)).toBe(true);
    expect(await linesOf(orderNo.slice(0, -2))).toEqual([]);
  });
});
