import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PLAN_NOT_NIGHT } from '../src/rules/rdsMigration.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { INSTANCE_REQUIRED, SERVICE_REQUIRED } from '../src/rules/rdsMigration.ts';
import { rdsMigrationMachine } from './rdsMigration.machine.ts';
import type { MigrationJob } from '../src/contracts/serviceMaintenance.ts';
import { DAY_PLAN, GOOD_PLAN, INSTANCE, NOW, SERVICE_ID, jobIn, rdsMigrationPaths } from './rdsMigration.model.ts';

const paths = rdsMigrationPaths();
const title = (path: (typeof paths)[number]) => path.steps.map((step) => step.event.type).join(' → ') || '(start)';

describe('rdsMigration model', () => {
  it.each(paths.map((path) => [title(path), path] as const))('schedules only a complete night plan; follows the job: %s', (_, path) => {
    const actor = replayPath(rdsMigrationMachine, path);
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    if (snapshot.matches('prechecking')) {
      expect([context.serviceId, context.toInstance, context.planTime]).toEqual([SERVICE_ID, INSTANCE, GOOD_PLAN]);
    }
    if (snapshot.matches('retrying')) expect(context.planTime).toBe(GOOD_PLAN);
    if (['scheduled', 'migrating', 'verifying', 'failed', 'rolledBack', 'done', 'cancelled'].some((state) => snapshot.matches(state))) {
      expect(context.job).not.toBeNull();
    }
    expect([null, SERVICE_REQUIRED, INSTANCE_REQUIRED, PLAN_NOT_NIGHT, '请选择计划时间', '目标实例剩余空间不足', '只能取消排队中的任务', '只能重试已回滚的任务']).toContain(
      context.error,
    );
  });

  it('follows a job through the server phases to done, polling the same phase again', async () => {
    const answers = ['scheduled', 'migrating', 'migrating', 'verifying', 'done'] as const;
    const reads: number[] = [];
    const machine = rdsMigrationMachine.provide({
      actors: {
        schedule: fromPromise(async ({ input }) => ({ ...jobIn('scheduled'), planTime: input.planTime })),
        watch: fromPromise(async ({ input }) => {
          reads.push(input.id);
          return jobIn(answers[reads.length - 1]);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'SUBMIT', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(SERVICE_REQUIRED);
    actor.send({ type: 'SERVICE', value: SERVICE_ID });
    actor.send({ type: 'SUBMIT', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(INSTANCE_REQUIRED);
    actor.send({ type: 'INSTANCE', value: INSTANCE });
    actor.send({ type: 'PLAN', value: DAY_PLAN });
    actor.send({ type: 'SUBMIT', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(PLAN_NOT_NIGHT);
    actor.send({ type: 'PLAN', value: GOOD_PLAN });
    actor.send({ type: 'SUBMIT', now: NOW });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reads).toEqual([7, 7, 7, 7, 7]);
    expect(actor.getSnapshot().context.job!.phase).toBe('done');
  });

  it('retries a rolled-back job only with a night plan', async () => {
    const retried: unknown[] = [];
    const machine = rdsMigrationMachine.provide({
      actors: {
        retry: fromPromise(async ({ input }) => {
          retried.push(input);
          return jobIn('scheduled');
        }),
        watch: fromPromise(() => new Promise<MigrationJob>(() => undefined)),
      },
    });
    const actor = createActor(machine, { input: { job: jobIn('rolledBack') } }).start();
    expect(actor.getSnapshot().value).toBe('rolledBack');
    actor.send({ type: 'RETRY', now: NOW });
    expect(actor.getSnapshot().context.error).toBe('请选择计划时间');
    actor.send({ type: 'PLAN', value: GOOD_PLAN });
    actor.send({ type: 'RETRY', now: NOW });
    await waitFor(actor, (s) => s.matches('scheduled'));
    expect(retried).toEqual([{ id: 7, planTime: GOOD_PLAN }]);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('rdsMigration', rdsMigrationMachine, paths);
  });
});
