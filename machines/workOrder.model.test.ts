import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { REOPEN_TOO_LATE, workOrderMachine, type WorkOrderContext, type WorkOrderRequest } from './workOrder.machine.ts';
import { SOON, TOO_LATE, VIEWS, workOrderPaths } from './workOrder.model.ts';

const paths = workOrderPaths();
const title = (path: (typeof paths)[number]) => path.steps.map((step) => step.event.type).join(' → ');
const STATE_OF = { 待受理: 'pending', 处理中: 'processing', 待补充: 'needInfo', 已解决: 'resolved', 已关闭: 'closed' } as const;

describe('workOrder model', () => {
  it.each(paths.map((path) => [title(path), path] as const))('follows the server status and offers only its actions: %s', (_, path) => {
    const actor = replayPath(workOrderMachine, path);
    const snapshot = actor.getSnapshot();
    const { view, error } = snapshot.context as WorkOrderContext;
    if (snapshot.matches('open')) expect(snapshot.matches({ open: STATE_OF[view!.status] })).toBe(true);
    if (snapshot.matches('acting')) {
      const steps = path.steps.map((step) => step.event as { type: string; now?: number });
      const last = steps[steps.length - 1];
      if (last.type === 'REOPEN') expect(last.now).toBe(SOON);
      if (last.type === 'RATE') expect(view!.rating).toBeNull();
    }
    if (error === REOPEN_TOO_LATE) expect(path.steps.some((step) => (step.event as { now?: number }).now === TOO_LATE)).toBe(true);
  });

  it('submits, then acts through the injected calls and follows their answers', async () => {
    const requests: WorkOrderRequest[] = [];
    const machine = workOrderMachine.provide({
      actors: {
        submit: fromPromise(async () => VIEWS.pending),
        act: fromPromise(async ({ input }) => {
          requests.push(input);
          if (input.action === 'urge') throw new Error('每2小时只能催办一次');
          return input.action === 'close' ? VIEWS.closed : VIEWS.processing;
        }),
      },
    });
    const actor = createActor(machine, { input: { view: null } }).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'pending' }));
    actor.send({ type: 'URGE' });
    expect((await waitFor(actor, (s) => s.matches({ open: 'pending' }))).context.error).toBe('每2小时只能催办一次');
    actor.send({ type: 'CLOSE' });
    await waitFor(actor, (s) => s.matches({ open: 'closed' }));
    actor.send({ type: 'RATE', rating: 4 });
    await waitFor(actor, (s) => s.matches({ open: 'processing' }));
    expect(requests).toEqual([{ action: 'urge' }, { action: 'close' }, { action: 'rate', rating: 4 }]);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('workOrder', workOrderMachine, paths);
  });
});
