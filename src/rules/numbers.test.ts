import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, limitDigits, normalizeNumber, roundTo, sliderPrecision, snapToStep } from './numbers.ts';

describe('number input helper', () => {
  it('rounds to 2 decimals by default without binary drift', () => {
    expect([roundTo(1.005), roundTo(2.675), roundTo(-1.005), roundTo(1.234, 0)]).toEqual([1.01, 2.68, -1.01, 1]);
  });
  it('clamps to min and max after rounding', () => {
    expect(normalizeNumber(12.345, { min: 0, max: 10 })).toBe(10);
    expect(normalizeNumber(-3, { min: 0 })).toBe(0);
    expect(normalizeNumber(3.14159, { decimals: 3 })).toBe(3.142);
  });
  it('limits the integer and decimal digits typed, keeping partial input', () => {
    expect(limitDigits('12345.6789', { integerDigits: 3, decimalDigits: 2 })).toBe('123.67');
    expect(limitDigits('1a2.3.4', {})).toBe('12.34');
    expect(limitDigits('-', {})).toBe('-');
    expect(limitDigits('-5', { allowNegative: false })).toBe('5');
    expect(limitDigits('12.', { decimalDigits: 2 })).toBe('12.');
    expect(limitDigits('12.5', { decimalDigits: 0 })).toBe('12');
  });
  it('never lets the limits be exceeded', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 4 }), (text, integerDigits, decimalDigits) => {
        const kept = limitDigits(text, { integerDigits, decimalDigits });
        const [integer, fraction = ''] = kept.replace('-', '').split('.');
        expect(integer.length).toBeLessThanOrEqual(integerDigits);
        expect(fraction.length).toBeLessThanOrEqual(decimalDigits);
        expect(kept).toMatch(/^-?\d*(\.\d*)?$/);
      }),
      { numRuns: 3000 },
    );
  });
  it('keeps any normalised value inside min..max and at most at its decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (value, decimals) => {
        const result = normalizeNumber(value, { min: -100, max: 100, decimals });
        expect(result).toBeGreaterThanOrEqual(-100);
        expect(result).toBeLessThanOrEqual(100);
        expect(roundTo(result, decimals)).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('slider', () => {
  it('takes its precision from the decimals of min, max and step', () => {
    expect(sliderPrecision(0, 10, 1)).toBe(0);
    expect(sliderPrecision(0, 1, 0.05)).toBe(2);
    expect(sliderPrecision(0.125, 10, 1)).toBe(3);
    expect(sliderPrecision(0, 1, 1e-7)).toBe(7);
  });
  it('snaps to the step and clamps to min and max', () => {
    expect(snapToStep(0.33, 0, 1, 0.1)).toBe(0.3);
    expect(snapToStep(14, 0, 10, 3)).toBe(9);
    expect(snapToStep(-5, 0, 10, 1)).toBe(0);
  });
  it('always lands on the grid inside the range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (value, steps) => {
        const step = 0.25;
        const snapped = snapToStep(value, 0, steps * step, step);
        expect(snapped).toBeGreaterThanOrEqual(0);
        expect(snapped).toBeLessThanOrEqual(steps * step);
        expect(Number.isInteger(snapped / step)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('counts', () => {
  it('group thousands as money does, with at most two decimals', () => {
    expect(formatCount(5998)).toBe('5,998');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1536.256)).toBe('1,536.26');
    expect(formatCount(-1200)).toBe('-1,200');
  });
});
