import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import type { MigrationJob, MigrationPhase, MigrationRequest, MigrationRetryRequest } from '../src/contracts/serviceMaintenance.ts';
import { INSTANCE_REQUIRED, planTimeProblem, SERVICE_REQUIRED } from '../src/rules/rdsMigration.ts';
import { errorText } from '../src/rules/errorText.ts';

// M14 rdsMigration: choose a service, a target instance and a night-window plan; the server prechecks and
// schedules; the job is then followed (each `watch` waits its poll interval, then reads the job) through
// migrating and verifying to done, or failed → rolledBack, from where it can be planned again.

export interface RdsMigrationContext {
  serviceId: number | null;
  toInstance: string | null;
  planTime: number | null;
  job: MigrationJob | null;
  error: string | null;
}

export interface RdsMigrationInput {
  /** Follows (or retries) an existing job instead of planning a new one. */
  job?: MigrationJob | null;
}

export type RdsMigrationEvent =
  | { type: 'SERVICE'; value: number | null }
  | { type: 'INSTANCE'; value: string | null }
  | { type: 'PLAN'; value: number | null }
  /** `now` is the clock the plan is checked against. */
  | { type: 'SUBMIT'; now: number }
  | { type: 'CANCEL' }
  | { type: 'RETRY'; now: number }
  /** A new migration's choices kept from before a reload (docs/product.md#tabs). */
  | { type: 'RESTORE'; serviceId: number | null; toInstance: string | null; planTime: number | null };

/** Why the form cannot be submitted yet, or null. */
function formProblem(context: RdsMigrationContext, now: number): string | null {
  if (context.serviceId === null) return SERVICE_REQUIRED;
  if (context.toInstance === null) return INSTANCE_REQUIRED;
  return planTimeProblem(context.planTime, now);
}

const PHASES: readonly MigrationPhase[] = ['scheduled', 'migrating', 'verifying', 'done', 'failed', 'rolledBack', 'cancelled'];

/** Moves to the state named by the job a call answered (re-entering the same state polls again). */
const byAnsweredPhase = PHASES.map((phase) => ({ guard: { type: 'answered', params: { phase } } as const, target: `#rdsMigration.${phase}`, reenter: true, actions: 'keepJob' as const }));
/** A failed read keeps following from the same state. */
const keepFollowing = (state: MigrationPhase) => ({ target: `#rdsMigration.${state}`, reenter: true });
const follow = (state: MigrationPhase) => ({
  invoke: { id: 'watch', src: 'watch' as const, input: ({ context }: { context: RdsMigrationContext }) => ({ id: context.job!.id }), onDone: byAnsweredPhase, onError: keepFollowing(state) },
});

export const rdsMigrationMachine = setup({
  types: {
    context: {} as RdsMigrationContext,
    input: {} as RdsMigrationInput,
    events: {} as RdsMigrationEvent,
  },
  actors: {
    schedule: fromPromise<MigrationJob, MigrationRequest>(notProvided('schedule')),
    watch: fromPromise<MigrationJob, { id: number }>(notProvided('watch')),
    cancel: fromPromise<MigrationJob, { id: number }>(notProvided('cancel')),
    retry: fromPromise<MigrationJob, MigrationRetryRequest>(notProvided('retry')),
  },
  actions: {
    keepJob: assign({ job: ({ event }) => (event as unknown as { output: MigrationJob }).output, error: null }),
  },
  guards: {
    ready: ({ context, event }) => formProblem(context, (event as { now: number }).now) === null,
    planOk: ({ context, event }) => planTimeProblem(context.planTime, (event as { now: number }).now) === null,
    answered: ({ event }, params: { phase: MigrationPhase }) => (event as unknown as { output: MigrationJob }).output.phase === params.phase,
    following: ({ context }, params: { phase: MigrationPhase }) => context.job?.phase === params.phase,
  },
}).createMachine({
  id: 'rdsMigration',
  description: '数据库迁移',
  meta: {
    rule: { section: 'flows', says: 'M14 rdsMigration (night window 00:00–06:00 China time)' },
    events: { SERVICE: '选择客户', INSTANCE: '选择目标实例', PLAN: '选择计划时间', SUBMIT: '预检并计划', CANCEL: '取消任务', RETRY: '重试', RESTORE: '恢复未保存的内容' },
    actors: { schedule: '预检并计划', watch: '查询迁移进度', cancel: '取消迁移', retry: '重新计划' },
    guards: { ready: '表单完整且计划时间在夜间窗口', planOk: '计划时间在夜间窗口', answered: '答复的阶段为', following: '跟进的阶段为' },
  },
  context: ({ input }) => ({ serviceId: input.job?.serviceId ?? null, toInstance: input.job?.toInstance ?? null, planTime: null, job: input.job ?? null, error: null }),
  initial: 'start',
  on: {
    PLAN: { actions: assign({ planTime: ({ event }) => event.value, error: null }) },
  },
  states: {
    start: {
      description: '读取任务',
      always: [...PHASES.map((phase) => ({ guard: { type: 'following', params: { phase } } as const, target: phase })), { target: 'select' }],
    },
    select: {
      description: '新建迁移',
      meta: { rule: { section: 'flows', says: 'night window 00:00–06:00 China time' } },
      on: {
        SERVICE: { actions: assign({ serviceId: ({ event }) => event.value, error: null }) },
        INSTANCE: { actions: assign({ toInstance: ({ event }) => event.value, error: null }) },
        SUBMIT: [{ guard: 'ready', target: 'prechecking' }, { actions: assign({ error: ({ context, event }) => formProblem(context, event.now) }) }],
        RESTORE: { actions: assign(({ event }) => ({ serviceId: event.serviceId, toInstance: event.toInstance, planTime: event.planTime, error: null })) },
      },
    },
    prechecking: {
      description: '预检中',
      invoke: {
        id: 'schedule',
        src: 'schedule',
        input: ({ context }) => ({ serviceId: context.serviceId!, toInstance: context.toInstance!, planTime: context.planTime! }),
        onDone: { target: 'scheduled', actions: 'keepJob' },
        onError: { target: 'select', actions: assign({ error: ({ event }) => errorText(event.error, '预检未通过') }) },
      },
    },
    scheduled: {
      description: '等待计划时间',
      ...follow('scheduled'),
      on: { CANCEL: 'cancelling' },
    },
    cancelling: {
      description: '取消中',
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.job!.id }),
        onDone: { target: 'cancelled', actions: 'keepJob' },
        onError: { target: 'scheduled', actions: assign({ error: ({ event }) => errorText(event.error, '取消失败') }) },
      },
    },
    migrating: { description: '迁移中', ...follow('migrating') },
    verifying: { description: '校验中', ...follow('verifying') },
    failed: { description: '迁移失败，回滚中', ...follow('failed') },
    rolledBack: {
      description: '已回滚',
      on: {
        RETRY: [{ guard: 'planOk', target: 'retrying' }, { actions: assign({ error: ({ context, event }) => planTimeProblem(context.planTime, event.now) }) }],
      },
    },
    retrying: {
      description: '重新计划中',
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ context }) => ({ id: context.job!.id, planTime: context.planTime! }),
        onDone: { target: 'scheduled', actions: 'keepJob' },
        onError: { target: 'rolledBack', actions: assign({ error: ({ event }) => errorText(event.error, '重试失败') }) },
      },
    },
    done: { description: '迁移完成', type: 'final' },
    cancelled: { description: '已取消', meta: { rule: { section: 'statuses', says: '任务 (recovery, migration, import, transfer): 排队中 · 进行中 · 已完成 · 部分失败 · 失败 · 已取消' } }, type: 'final' },
  },
});
