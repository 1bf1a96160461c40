import { describe, expect, it } from 'vitest';
import { canStillReopen, REOPEN_WINDOW_MS } from './workOrders.ts';

const SOLVED = Date.UTC(2026, 10, 20, 2);

describe('reopening a solved work order', () => {
  it('is allowed up to 7 days after its resolution, not after', () => {
    expect(canStillReopen({ resolvedAt: SOLVED, closedAt: null }, SOLVED + REOPEN_WINDOW_MS)).toBe(true);
    expect(canStillReopen({ resolvedAt: SOLVED, closedAt: null }, SOLVED + REOPEN_WINDOW_MS + 1)).toBe(false);
  });

  it('counts from the resolution even when the order was confirmed later, and from the closing when it was never resolved', () => {
    const confirmed = { resolvedAt: SOLVED, closedAt: SOLVED + 6 * 86_400_000 };
    expect(canStillReopen(confirmed, SOLVED + 8 * 86_400_000)).toBe(false);
    expect(canStillReopen({ resolvedAt: null, closedAt: SOLVED }, SOLVED + 86_400_000)).toBe(true);
    expect(canStillReopen({ resolvedAt: null, closedAt: null }, SOLVED)).toBe(false);
  });
});
