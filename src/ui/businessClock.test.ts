import { afterEach, describe, expect, it } from 'vitest';
import { businessNow, businessToday, learnServiceTime } from './businessClock.ts';
import { criteriaFromSearch } from './resource/criteria.ts';

describe("the services' clock", () => {
  afterEach(() => learnServiceTime(new Date().toUTCString()));

  it("is this computer's while the answers' Date header agrees within a few seconds", () => {
    learnServiceTime(new Date(Date.now() - 3_000).toUTCString());
    expect(Math.abs(businessNow() - Date.now())).toBeLessThan(100);
  });

  it("follows the services when this computer's clock is a day off, naming their China day", () => {
    const services = Date.now() + 86_400_000;
    learnServiceTime(new Date(services).toUTCString());
    expect(Math.abs(businessNow() - services)).toBeLessThan(1_500);
    const chinaDate = new Date(services + 8 * 3_600_000).toISOString().slice(0, 10);
    // Unless the day turns over within the header's second.
    expect([chinaDate, new Date(services - 1_000 + 8 * 3_600_000).toISOString().slice(0, 10)]).toContain(businessToday().format('YYYY-MM-DD'));
  });

  it('ignores an answer without a readable Date', () => {
    learnServiceTime(new Date(Date.now() + 86_400_000).toUTCString());
    const before = businessNow();
    learnServiceTime(null);
    learnServiceTime('not a date');
    expect(Math.abs(businessNow() - before)).toBeLessThan(100);
  });

  it("opens a list's 今天 and 本月 on the services' day, not on a computer's clock a day behind", () => {
    const services = Date.now() + 86_400_000;
    learnServiceTime(new Date(services).toUTCString());
    const chinaDate = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);
    const today = criteriaFromSearch('', [{ kind: 'dateRange', label: '时间', defaultDays: 1 }]);
    expect([chinaDate(services), chinaDate(services - 1_000)]).toContain(today.dateFrom);
    const month = criteriaFromSearch('', [{ kind: 'dateRange', label: '时间', defaultPeriod: 'month' }]);
    expect(month.dateFrom).toBe(`${today.dateFrom!.slice(0, 7)}-01`);
  });
});
