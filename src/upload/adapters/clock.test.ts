import { describe, expect, it } from 'vitest';
import { StoreClock } from './clock.ts';

describe('the store’s clock as the browser signs with it', () => {
  it('dates requests by the local clock until a skew refusal tells the store’s time, then by the offset learned', () => {
    const clock = new StoreClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    const local = Date.now();
    expect(clock.learn(new Date(local + 20 * 60_000).toISOString(), local)).toBe(true);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(20 * 60_000 - 1000);
    // The store's Date header (RFC 1123) is read the same way.
    expect(clock.learn(new Date(local - 60_000).toUTCString(), local)).toBe(true);
    // Whole seconds only: the offset is a minute back, less the dropped milliseconds.
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(-62_000);
    expect(clock.now().getTime() - Date.now()).toBeLessThan(-59_000);
  });

  it('keeps its offset when the refusal carries no readable time', () => {
    const clock = new StoreClock();
    expect(clock.learn(undefined)).toBe(false);
    expect(clock.learn('soon')).toBe(false);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
