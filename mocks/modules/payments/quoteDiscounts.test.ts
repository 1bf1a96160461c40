import { beforeEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../../src/contracts/orderEntry.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('quote-discounts-test-');

const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

/** agent01's quote for an order; a refusal fails the test with the stand-in's words. */
async function quoteOf(body: object): Promise<Quote> {
  const answer = await callAs<Quote>('agent01', '/api/Order/Quote', body, 'order');
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  return answer.data;
}

describe('a quote shows each discount as applied', () => {
  it('上云: the agent discount and the first-year 上云优惠 are named with their own amounts, which make the whole discount', async () => {
    const [dongle] = (await callAs<Array<{ dogNo: string }>>('agent01', '/api/Order/Dongles', undefined, 'order')).data;
    const quote = await quoteOf({ orderType: 'upCloud', dogNo: dongle.dogNo, versionName: '基础版', userCount: 3, years: 2 });
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
    const quote = await quoteOf({ orderType: 'new', productType: 'CRM', versionName: '标准版', userCount: 10, years: 1 });
    expect(quote.discounts).toHaveLength(1);
    expect(quote.discounts[0].amountFen).toBe(quote.discountFen);
  });
});
