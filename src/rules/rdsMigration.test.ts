import { describe, expect, it } from 'vitest';
import { PLAN_NOT_NIGHT, PLAN_PAST, PLAN_REQUIRED, nextNightPlan, planTimeProblem, soonestNightPlan } from './rdsMigration.ts';

// 2026-11-23 10:00 China time.
const NOW = Date.UTC(2026, 10, 23, 2);

describe('RDS migration plan time', () => {
  it('accepts 00:00 up to 05:59 China time in the future, refuses the rest', () => {
    expect(planTimeProblem(Date.UTC(2026, 10, 23, 16), NOW)).toBeNull(); // 24日 00:00
    expect(planTimeProblem(Date.UTC(2026, 10, 23, 21, 59), NOW)).toBeNull(); // 24日 05:59
    expect(planTimeProblem(Date.UTC(2026, 10, 23, 22), NOW)).toBe(PLAN_NOT_NIGHT); // 06:00
    expect(planTimeProblem(Date.UTC(2026, 10, 23, 15, 59), NOW)).toBe(PLAN_NOT_NIGHT); // 23:59
    expect(planTimeProblem(Date.UTC(2026, 10, 22, 18), NOW)).toBe(PLAN_PAST);
    expect(planTimeProblem(null, NOW)).toBe(PLAN_REQUIRED);
    expect(planTimeProblem(Number.NaN, NOW)).toBe(PLAN_REQUIRED);
  });

  it('proposes the next 02:00 China time', () => {
    expect(nextNightPlan(NOW)).toBe(Date.UTC(2026, 10, 23, 18));
    expect(nextNightPlan(Date.UTC(2026, 10, 22, 17))).toBe(Date.UTC(2026, 10, 22, 18)); // 01:00 → same night
    expect(planTimeProblem(nextNightPlan(NOW), NOW)).toBeNull();
  });

  it('finds the soonest accepted plan: within tonight when there is room, else just after the next midnight', () => {
    const lead = 10 * 60_000;
    expect(soonestNightPlan(Date.UTC(2026, 10, 22, 18, 4), lead)).toBe(Date.UTC(2026, 10, 22, 18, 14)); // 02:04 → 02:14
    expect(soonestNightPlan(NOW, lead)).toBe(Date.UTC(2026, 10, 23, 16, 10)); // 10:00 → 24日 00:10
    expect(soonestNightPlan(Date.UTC(2026, 10, 22, 21, 55), lead)).toBe(Date.UTC(2026, 10, 23, 16, 10)); // 05:55 → next 00:10
  });
});
