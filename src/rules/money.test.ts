import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan, moneyToChinese } from './money.ts';

describe('money in uppercase Chinese (SPEC §5)', () => {
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

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1,234.50'],
    [-99, '-0.99'],
    [100000000, '1,000,000.00'],
  ])('%d fen → %s', (fen, text) => expect(formatYuan(fen)).toBe(text));
});
