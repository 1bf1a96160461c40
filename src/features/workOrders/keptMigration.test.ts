import { describe, expect, it } from 'vitest';
import { nextNightPlan } from '../../rules/rdsMigration.ts';
import { migrationRestore } from './keptMigration.ts';

// Any instant: the plan is checked against the one given.
const NOW = Date.now();
const NIGHT = nextNightPlan(NOW);
const kept = (values: Record<string, number | string | null>) => ({ step: 0, values });

describe('a new migration offered back after a reload', () => {
  it('comes back whole while its instance is offered and its plan is still ahead', () => {
    expect(migrationRestore(kept({ serviceId: 3, serviceLabel: '杭州恒发（云启CRM，2048 MB）', toInstance: 'rds-hz-01', planTime: NIGHT }), ['rds-hz-01'], NOW)).toEqual({
      event: { type: 'RESTORE', serviceId: 3, toInstance: 'rds-hz-01', planTime: NIGHT },
      serviceLabel: '杭州恒发（云启CRM，2048 MB）',
      problem: null,
    });
  });

  it('leaves a gone instance and a passed plan to choose again, saying so, and keeps the service', () => {
    const back = migrationRestore(kept({ serviceId: 3, serviceLabel: '杭州恒发', toInstance: 'rds-hz-09', planTime: NOW - 60_000 }), ['rds-hz-01'], NOW);
    expect(back.event).toEqual({ type: 'RESTORE', serviceId: 3, toInstance: null, planTime: null });
    expect(back.serviceLabel).toBe('杭州恒发');
    expect(back.problem).toBe('上次选择的目标实例已不存在，请重新选择；上次选择的计划时间已过，已改为下一个夜间时段');
  });
});
