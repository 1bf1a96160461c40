import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { businessToday } from '../businessClock.ts';
import { criteriaFromSearch, rangeProblem, searchWithCriteria, type QueryField } from './criteria.ts';

const fields: QueryField[] = [
  { kind: 'keyword', placeholder: '客户名称/手机' },
  { kind: 'select', name: 'status', label: '状态', options: [{ label: '正常', value: '正常' }, { label: '已到期', value: '已到期' }] },
  { kind: 'dateRange', label: '创建时间' },
];

describe('list criteria in the address', () => {
  it('reads the declared fields and scoped filters, ignoring the rest', () => {
    expect(criteriaFromSearch('keyword=%20杭州%20&status=正常&dateFrom=2026-11-01&dateTo=2026-11-30&userId=7&x=1', fields, ['userId'])).toEqual({
      keyword: '杭州',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      filters: { status: '正常', userId: '7' },
    });
  });

  it('drops values a user could not have chosen and orders a reversed range', () => {
    expect(criteriaFromSearch('status=DROP&dateFrom=2026-12-01&dateTo=2026-11-01', fields)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-12-01' });
    expect(criteriaFromSearch('dateFrom=yesterday&dateTo=2026-11-01', fields)).toEqual({});
  });

  it('writes criteria back, keeping scoped and unrelated parameters', () => {
    const search = searchWithCriteria('userId=7&keyword=old&status=正常', fields, { keyword: '宁波', filters: { status: '已到期' } });
    expect(new URLSearchParams(search).toString()).toBe('userId=7&keyword=%E5%AE%81%E6%B3%A2&status=%E5%B7%B2%E5%88%B0%E6%9C%9F');
    expect(criteriaFromSearch(search, fields, ['userId'])).toEqual({ keyword: '宁波', filters: { status: '已到期', userId: '7' } });
    expect(searchWithCriteria('userId=7&keyword=old', fields, {})).toBe('userId=7');
  });

  it('defaults a range to today unless the address has dates or a scoped filter, and refuses a span over its limit', () => {
    // Today is the business day (China's), not the day where the tests run: from 16:00 UTC they differ.
    const today = businessToday().format('YYYY-MM-DD');
    const sent: QueryField = { kind: 'dateRange', label: '发送时间', defaultDays: 1, maxDays: 31 };
    expect(criteriaFromSearch('', [sent], ['batchNo'])).toEqual({ dateFrom: today, dateTo: today });
    // A record list (P7) opens on 近30天: today and the 29 days before it.
    const ledger: QueryField = { kind: 'dateRange', label: '时间', defaultDays: 30 };
    expect(criteriaFromSearch('', [ledger])).toEqual({ dateFrom: businessToday().subtract(29, 'day').format('YYYY-MM-DD'), dateTo: today });
    expect(criteriaFromSearch('dateFrom=2026-01-01&dateTo=2026-01-31', [ledger])).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    expect(criteriaFromSearch('batchNo=FS1', [sent], ['batchNo'])).toEqual({ filters: { batchNo: 'FS1' } });
    expect(rangeProblem(sent, '2026-11-01', '2026-12-01')).toBeNull();
    expect(rangeProblem(sent, '2026-11-01', '2026-12-02')).toBe('查询时间跨度不能超过31天');
    expect(rangeProblem(fields[2], '2020-01-01', '2026-12-02')).toBeNull();
  });

  it('opens a period list on 本月 or on the year up to today, scoped filter or not, unless the address has dates', () => {
    const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
    const today = businessToday();
    const month: QueryField = { kind: 'dateRange', label: '时间', defaultPeriod: 'month' };
    expect(criteriaFromSearch('', [month])).toEqual({ dateFrom: day(today.startOf('month')), dateTo: day(today.endOf('month')) });
    const year: QueryField = { kind: 'dateRange', label: '续费时间', defaultPeriod: 'year' };
    expect(criteriaFromSearch('userId=7', [year], ['userId'])).toEqual({
      dateFrom: day(today.subtract(1, 'year').add(1, 'day')),
      dateTo: day(today),
      filters: { userId: '7' },
    });
    expect(criteriaFromSearch('dateFrom=2026-01-01&dateTo=2026-01-31', [month])).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
  });
});
