import { nextNightPlan } from '../src/rules/rdsMigration.ts';
import { modelPaths } from './testing/modelCoverage.ts';
import { rdsMigrationMachine, type RdsMigrationContext, type RdsMigrationEvent } from './rdsMigration.machine.ts';
import type { MigrationJob, MigrationPhase } from '../src/contracts/serviceMaintenance.ts';

// The model of the RDS migration wizard and follow-up (M14), shared by its unit model test and the browser replay.
export const NOW = Date.now();
export const GOOD_PLAN = nextNightPlan(NOW);
/** 08:00 China time: outside the night window. */
export const DAY_PLAN = GOOD_PLAN + 6 * 60 * 60 * 1000;
export const SERVICE_ID = 1;
export const INSTANCE = 'rds-hz-01';
export const PHASES: readonly MigrationPhase[] = ['scheduled', 'migrating', 'verifying', 'done', 'failed', 'rolledBack', 'cancelled'];

export function jobIn(phase: MigrationPhase): MigrationJob {
  return {
    id: 7,
    taskNo: 'QY000007',
    serviceId: SERVICE_ID,
    userName: '杭州恒发贸易有限公司',
    productName: '云启CRM',
    fromServer: '华东一区（杭州） db02',
    toInstance: INSTANCE,
    sizeMB: 2048,
    planTime: GOOD_PLAN,
    phase,
    taskStatus: '排队中',
    progress: phase === 'migrating' ? 40 : 0,
    createTime: NOW,
    finishTime: null,
    failReason: phase === 'failed' || phase === 'rolledBack' ? '目标实例写入超时' : null,
  };
}

const answers = (id: string) => [
  ...PHASES.map((phase) => ({ type: `xstate.done.actor.${id}`, output: jobIn(phase) })),
  { type: `xstate.error.actor.${id}`, error: new Error('网络异常') },
];
const plans: RdsMigrationEvent[] = [
  { type: 'PLAN', value: GOOD_PLAN },
  { type: 'PLAN', value: DAY_PLAN },
];

const userEvents: Record<string, object[]> = {
  select: [{ type: 'SERVICE', value: SERVICE_ID }, { type: 'INSTANCE', value: INSTANCE }, ...plans, { type: 'SUBMIT', now: NOW }],
  prechecking: [
    { type: 'xstate.done.actor.schedule', output: jobIn('scheduled') },
    { type: 'xstate.error.actor.schedule', error: new Error('目标实例剩余空间不足') },
  ],
  scheduled: [{ type: 'CANCEL' }, ...answers('watch')],
  migrating: answers('watch'),
  verifying: answers('watch'),
  failed: answers('watch'),
  cancelling: [
    { type: 'xstate.done.actor.cancel', output: jobIn('cancelled') },
    { type: 'xstate.error.actor.cancel', error: new Error('只能取消排队中的任务') },
  ],
  rolledBack: [...plans, { type: 'RETRY', now: NOW }],
  retrying: [
    { type: 'xstate.done.actor.retry', output: jobIn('scheduled') },
    { type: 'xstate.error.actor.retry', error: new Error('只能重试已回滚的任务') },
  ],
};

/** A new migration's choices kept from before a reload, offered to the form just opened. */
const restore: RdsMigrationEvent = { type: 'RESTORE', serviceId: SERVICE_ID, toInstance: INSTANCE, planTime: GOOD_PLAN };
const opened = (context: RdsMigrationContext) => context.job === null && context.serviceId === null && context.toInstance === null;

const eventsOf = (restoring: boolean) => (snapshot: { value: unknown; context: unknown }) =>
  [...(userEvents[snapshot.value as string] ?? []), ...(restoring && snapshot.value === 'select' && opened(snapshot.context as RdsMigrationContext) ? [restore] : [])] as RdsMigrationEvent[];

const planKey = (plan: number | null) => (plan === null ? 'no plan' : plan === GOOD_PLAN ? 'night' : 'day');

/** What the guards look at: the choices made while selecting, the plan while rolled back. */
function serializeState(snapshot: { value: unknown; context: unknown }): string {
  const value = snapshot.value as string;
  const context = snapshot.context as RdsMigrationContext;
  if (value === 'select') return `select|${context.serviceId ?? '-'}|${context.toInstance ?? '-'}|${planKey(context.planTime)}`;
  if (value === 'rolledBack') return `rolledBack|${planKey(context.planTime)}`;
  return value;
}

/** `restoring: false` leaves out the migrations kept from before a reload (the browser replay starts afresh). */
export const rdsMigrationPaths = ({ restoring = true } = {}) =>
  modelPaths(rdsMigrationMachine, { events: eventsOf(restoring), serializeState, inputs: [{}, ...PHASES.map((phase) => ({ job: jobIn(phase) }))] });
