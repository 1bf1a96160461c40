import type { RdsMigrationContext, RdsMigrationEvent } from '../../../machines/rdsMigration.machine.ts';
import { planTimeProblem } from '../../rules/rdsMigration.ts';
import type { KeptStep } from '../../ui/resource/keptStep.ts';

/** A new migration as its page keeps it (docs/product.md#tabs). */
export const MIGRATION_WIZARD = '新建迁移';

/** What of a new migration is kept: the service (with the label it was chosen by), the instance, the plan. */
export const migrationChoices = ({ serviceId, toInstance, planTime }: RdsMigrationContext, serviceLabel: string | null) => ({ serviceId, serviceLabel, toInstance, planTime });

type Restore = Extract<RdsMigrationEvent, { type: 'RESTORE' }>;

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * 恢复 of a kept migration against the instances offered now and the clock: an instance that is gone, or a plan that
 * has passed, is left to choose again (the next night is offered), saying so; the rest comes back.
 */
export function migrationRestore(kept: KeptStep, instances: readonly string[], now: number): { event: Restore; serviceLabel: string | null; problem: string | null } {
  const { values } = kept;
  const wanted = typeof values.toInstance === 'string' ? values.toInstance : null;
  const toInstance = wanted !== null && instances.includes(wanted) ? wanted : null;
  const keptPlan = numberOrNull(values.planTime);
  const planTime = keptPlan !== null && planTimeProblem(keptPlan, now) === null ? keptPlan : null;
  const serviceId = numberOrNull(values.serviceId);
  const problems = [
    ...(wanted !== null && toInstance === null ? ['上次选择的目标实例已不存在，请重新选择'] : []),
    ...(keptPlan !== null && planTime === null ? ['上次选择的计划时间已过，已改为下一个夜间时段'] : []),
  ];
  return {
    event: { type: 'RESTORE', serviceId, toInstance, planTime },
    serviceLabel: serviceId !== null && typeof values.serviceLabel === 'string' ? values.serviceLabel : null,
    problem: problems.length > 0 ? problems.join('；') : null,
  };
}
