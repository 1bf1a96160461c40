import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatYuan, formatYuanAmount, moneyProblem, moneyToChinese, yuanToFen } from './money.ts';

describe('money in uppercase Chinese', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [100_000, '壹拾万元整'],
    [1_000_001, '壹佰万零壹元整'],
    [10_010_000, '壹仟零壹万元整'],
    [100_000_000, '壹亿元整'],
    [100_000_001, '壹亿零壹元整'],
    [120_003_000_000, '壹仟贰佰亿零叁佰万元整'],
    [742_884_300_001_000, '柒佰肆拾贰万捌仟捌佰肆拾叁亿零壹仟元整'],
    [1_000_000_000_000, '壹万亿元整'],
    [1.5, '壹元伍角'],
    [1.05, '壹元零伍分'],
    [0.05, '伍分'],
    [0.68, '陆角捌分'],
    [12.3456, '壹拾贰元叁角肆分伍厘陆毫'],
    [0.0005, '伍毫'],
    [2.0301, '贰元零叁分零壹毫'],
    [-12.5, '负壹拾贰元伍角'],
    [-0, '零元整'],
    ['999999999999999.9999', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫'],
  ])('%s → %s', (amount, text) => expect(moneyToChinese(amount)).toBe(text));

  it('rounds beyond four decimals half away from zero', () => {
    expect(moneyToChinese(1.00005)).toBe('壹元零壹毫');
    expect(moneyToChinese('0.00004')).toBe('零元整');
  });

  it('answers empty for 1e15 or more and for what is not a number', () => {
    for (const amount of [1e15, -1e15, 1e20, Number.NaN, Infinity, '', 'abc', '1.2.3', '999999999999999.99995']) {
      expect(moneyToChinese(amount)).toBe('');
    }
  });

  /** An independent oracle: walks the 15 integer places with a flat unit table and cleans up zeros. */
  function oracle(integer: string, fraction: string, negative: boolean): string {
    const digits = '零壹贰叁肆伍陆柒捌玖';
    const units = ['', '拾', '佰', '仟', '万', '拾', '佰', '仟', '亿', '拾', '佰', '仟', '万', '拾', '佰'];
    let text = '';
    const places = integer.replace(/^0+/, '');
    for (let index = 0; index < places.length; index += 1) {
      const place = places.length - 1 - index;
      const digit = Number(places[index]);
      text += digit === 0 ? (place % 4 === 0 ? units[place] : '零') : digits[digit] + units[place];
    }
    text = text
      .replace(/零+/g, '零')
      .replace(/零(万|亿)/g, '$1')
      // A whole 万 section of zeros between 亿 and what follows is read as one 零 (壹亿零壹仟).
      .replace(/亿万/g, '亿零')
      .replace(/零+/g, '零')
      .replace(/零$/, '');
    const fractionUnits = ['角', '分', '厘', '毫'];
    let small = '';
    for (let index = 0; index < 4; index += 1) {
      const digit = Number(fraction[index]);
      small += digit === 0 ? '零' : digits[digit] + fractionUnits[index];
    }
    small = small.replace(/零+/g, '零').replace(/零$/, '');
    if (!text) small = small.replace(/^零/, '');
    if (!text && !small) return '零元整';
    const sign = negative ? '负' : '';
    return sign + (text ? `${text}元` : '') + (small || '整');
  }

  it('agrees with a digit-by-digit oracle on thousands of amounts', () => {
    fc.assert(
      fc.property(
        // Uniform amounts, and sparse ones (mostly zeros) that exercise the 零 rules.
        fc.oneof(
          fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
          fc.array(fc.constantFrom(0, 0, 0, 1, 5), { minLength: 1, maxLength: 15 }).map((digits) => BigInt(digits.join(''))),
        ),
        fc.integer({ min: 0, max: 9999 }),
        fc.boolean(),
        (integer, fraction, negative) => {
          const fractionText = String(fraction).padStart(4, '0');
          const amount = `${negative ? '-' : ''}${integer}.${fractionText}`;
          const isZero = integer === 0n && fraction === 0;
          expect(moneyToChinese(amount)).toBe(oracle(String(integer), fractionText, negative && !isZero));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('never throws on any number or string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (value) => {
        expect(typeof moneyToChinese(value)).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('amounts in 元', () => {
  it('formats fen with separators and two decimals', () => {
    expect(formatYuan(123_450)).toBe('1,234.50');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(-100_000_000)).toBe('-1,000,000.00');
    // A figure the server gives in 元 reads the same way, rounded to the fen.
    expect(formatYuanAmount(28_650)).toBe('28,650.00');
    expect(formatYuanAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatYuanAmount(-1234.5)).toBe('-1,234.50');
    expect(fenToYuanText(123_456_789)).toBe('1234567.89');
    expect(moneyToChinese(fenToYuanText(100_005))).toBe('壹仟元零伍分');
  });

  it('reads R-money as typed and checks its bounds', () => {
    expect(yuanToFen('1234.5')).toBe(123_450);
    expect(yuanToFen(' 0.01 ')).toBe(1);
    for (const bad of ['0', '1.234', '-1', '1e3', 'abc', '']) expect(yuanToFen(bad)).toBeNull();
    expect(moneyProblem('', 1, 1_000_000)).toBe('请输入金额');
    expect(moneyProblem('1.234', 1, 1_000_000)).toBe('请输入正确的金额（最多两位小数）');
    expect(moneyProblem('0.5', 1, 1_000_000)).toBe('金额应在1.00元至1,000,000.00元之间');
    expect(moneyProblem('0', 0.01, 1_000_000)).toBe('金额应在0.01元至1,000,000.00元之间');
    expect(moneyProblem('1000000', 1, 1_000_000)).toBeNull();
  });
});
