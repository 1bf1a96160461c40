import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_IN_FILE,
  FILE_TOO_LARGE,
  FILE_TYPE_INVALID,
  GOODS_MISSING,
  HEADER_INVALID,
  NO_ROWS,
  ORDER_TIME_INVALID,
  PAID_INVALID,
  STORE_ORDER_NO_INVALID,
  TEMPLATE_HEADERS,
  TOO_MANY_ROWS,
  fileProblem,
  fileRowProblems,
  headerProblem,
  isValidOrderTime,
  isValidPaid,
  maskPhone,
  rowCountProblem,
  rowProblem,
} from './tiktokOrderRow.ts';

const good = { storeOrderNo: '6912345678901234567', goods: '夏季T恤', buyerPhone: '13800000001', paid: '59.90', orderTime: '2026-11-20 10:30:00' };

describe('tiktok order rows', () => {
  it('accepts a well-formed row', () => {
    expect(rowProblem(good)).toBeNull();
  });

  it('needs a 19-digit store order number', () => {
    for (const storeOrderNo of ['691234567890123456', '69123456789012345678', '691234567890123456x', '']) {
      expect(rowProblem({ ...good, storeOrderNo })).toBe(STORE_ORDER_NO_INVALID);
    }
  });

  it('checks the phone as R-mobile and masks it for display', () => {
    expect(rowProblem({ ...good, buyerPhone: '1380000000' })).toBe('请输入正确的手机号');
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('abc')).toBe('abc');
  });

  it('checks the paid amount as R-money', () => {
    expect(['0.01', '59', '59.9', '99999999.99'].every(isValidPaid)).toBe(true);
    expect(['0', '0.00', '-1', '1.234', 'abc', '', '100000000'].some(isValidPaid)).toBe(false);
    expect(rowProblem({ ...good, paid: '1.234' })).toBe(PAID_INVALID);
  });

  it('checks the order time is a real date', () => {
    expect(['2026-11-20', '2026/1/5 8:05', '2024-02-29 23:59:59'].every(isValidOrderTime)).toBe(true);
    expect(['2026-02-30', '2025-02-29', '2026-11-20 24:00', '20261120', 'yesterday'].some(isValidOrderTime)).toBe(false);
    expect(rowProblem({ ...good, orderTime: '2026-13-01' })).toBe(ORDER_TIME_INVALID);
  });

  it('joins every problem of a row and needs the goods', () => {
    expect(rowProblem({ ...good, goods: ' ', paid: '0' })).toBe(`${GOODS_MISSING}；${PAID_INVALID}`);
  });

  it('marks a store order number used by an earlier row of the file', () => {
    const problems = fileRowProblems([good, { ...good, goods: '别的' }, { ...good, storeOrderNo: '6912345678901234568' }]);
    expect(problems).toEqual([null, DUPLICATE_IN_FILE, null]);
  });

  it('checks the file, its header and its size in rows', () => {
    expect(fileProblem({ name: 'a.xls', size: 10 })).toBe(FILE_TYPE_INVALID);
    expect(fileProblem({ name: 'a.XLSX', size: 10 * 1024 * 1024 + 1 })).toBe(FILE_TOO_LARGE);
    expect(fileProblem({ name: '订单.xlsx', size: 1000 })).toBeNull();
    expect(headerProblem([...TEMPLATE_HEADERS])).toBeNull();
    expect(headerProblem(['订单号'])).toBe(HEADER_INVALID);
    expect(rowCountProblem(0)).toBe(NO_ROWS);
    expect(rowCountProblem(5000)).toBeNull();
    expect(rowCountProblem(5001)).toBe(TOO_MANY_ROWS);
  });
});
