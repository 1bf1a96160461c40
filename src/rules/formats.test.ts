import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagColour, formatColour, loadingText, parseColour } from './colour.ts';
import { formatProblem, matchesFormat } from './formats.ts';

describe('shared format checks', () => {
  it.each([
    ['postalCode', '310000', true],
    ['postalCode', '31000', false],
    ['postalCode', '3100001', false],
    ['email', 'agent01@yunqi.com.cn', true],
    ['email', 'agent01@yunqi', false],
    ['email', 'a b@yunqi.com', false],
    ['mobile', '12800000001', true],
    ['mobile', '1280000000', false],
    ['mainlandMobile', '12800000001', false],
    ['mainlandMobile', '19900000001', true],
    ['landline', '87654321', true],
    ['landline', '8765432', true],
    ['landline', '0571-87654321', true],
    ['landline', '057187654321', true],
    ['landline', '876543', false],
    ['landline', '0571-876543210', false],
    ['qq', '10001', true],
    ['qq', '123456789012', true],
    ['qq', '1234', false],
    ['qq', '1234567890123', false],
  ] as const)('%s %s → %s', (format, value, valid) => expect(matchesFormat(format, value)).toBe(valid));

  it('gives the Chinese message for a wrong value and none for an empty one', () => {
    expect(formatProblem('email', 'x')).toBe('请输入正确的邮箱');
    expect(formatProblem('mobile', '123')).toBe('请输入正确的手机号');
    expect(formatProblem('qq', '')).toBeNull();
  });

  it('never accepts anything but digits as a postal code or QQ number', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (matchesFormat('postalCode', value)) expect(value).toMatch(/^\d{6}$/);
        if (matchesFormat('qq', value)) expect(value).toMatch(/^\d{5,12}$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tag colours', () => {
  it.each([
    ['#f00', '#ff0000'],
    ['#1677FF', '#1677ff'],
    ['rgb(255, 0, 16)', '#ff0010'],
    ['rgba(0,0,0,0.5)', 'rgba(0, 0, 0, 0.5)'],
    ['rgba(1,2,3,1)', '#010203'],
  ])('%s → %s', (text, colour) => expect(tagColour(text)).toBe(colour));

  it('picks a palette colour when none is given or it cannot be read', () => {
    expect(tagColour(undefined, () => 0)).toBe('#f5222d');
    expect(tagColour('', () => 0.99)).toBe('#eb2f96');
    expect(tagColour('rgb(300,0,0)', () => 0)).toBe('#f5222d');
    expect(tagColour('rgba(1,2,3)', () => 0)).toBe('#f5222d');
  });

  it('round-trips every colour it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        expect(parseColour(formatColour({ r, g, b, a: 1 }))).toEqual({ r, g, b, a: 1 });
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts loading text to 10 characters', () => {
    expect(loadingText('正在加载客户数据请稍候片刻')).toBe('正在加载客户数据请稍');
    expect(loadingText('加载中')).toBe('加载中');
  });
});
