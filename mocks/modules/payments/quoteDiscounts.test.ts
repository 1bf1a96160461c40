import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../src/contracts/orderEntry.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('quote-discounts-test-');

async function call<T>(token: string, path: string, body?: object): Promise<T> {
  const base = path.startsWith('/api/__dev') ? standIn().urls.api : standIn().urls.order;
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data;
}

describe('a quote shows each discount as applied', () => {
  it('上云: the agent discount and the first-year 上云优惠 are named with their own amounts, which make the whole discount', async () => {
    const token = (await call<{ token: string }>('', '/api/__dev/session', { account: 'agent01' })).token;
    const [dongle] = await call<Array<{ dogNo: string }>>(token, '/api/Order/Dongles');
    const quote = await call<Quote>(token, '/api/Order/Quote', { orderType: 'upCloud', dogNo: dongle.dogNo, versionName: '基础版', userCount: 3, years: 2 });
    const rateText = `${Math.round(quote.discountRate * 100) / 10}折`;
    const firstYearFen = quote.lines[0].unitFen * 3;
    expect(quote.discounts).toEqual([
      { label: `代理商折扣（${rateText}）`, amountFen: Math.round(quote.subtotalFen * (1 - quote.discountRate)) },
      { label: '上云优惠（首年8折）', amountFen: Math.round(firstYearFen * 0.2) },
    ]);
    expect(quote.discountFen).toBe(quote.discounts[0].amountFen + quote.discounts[1].amountFen);
    expect(quote.totalFen).toBe(quote.subtotalFen - quote.discountFen);
  });

  it('a new service has the agent discount alone, and it is the whole discount', async () => {
    const token = (await call<{ token: string }>('', '/api/__dev/session', { account: 'agent01' })).token;
    const quote = await call<Quote>(token, '/api/Order/Quote', { orderType: 'new', productType: 'CRM', versionName: '标准版', userCount: 10, years: 1 });
    expect(quote.discounts).toHaveLength(1);
    expect(quote.discounts[0].amountFen).toBe(quote.discountFen);
  });
});
