import { describe, expect, it } from 'vitest';
import { conversionRate, conversionText, countedVisits } from './conversion.ts';

describe('promoter conversion', () => {
  it('is claims over visits in percent with one decimal', () => {
    expect(conversionRate(3, 8)).toBe(37.5);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionText(conversionRate(3, 8))).toBe('37.5%');
  });

  it('has no rate before the first visit', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionText(null)).toBe('—');
  });

  it('counts a claim whose visit went unrecorded as a visit, so the rate never passes 100 %', () => {
    expect(countedVisits(1, 13)).toBe(13);
    expect(conversionRate(13, 1)).toBe(100);
    expect(conversionRate(2, 0)).toBe(100);
  });
});
