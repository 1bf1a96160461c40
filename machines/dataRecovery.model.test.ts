import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import type { RecoveryTaskStatus } from '../src/contracts/dataRecovery.ts';
import { EMPTY_CART } from '../src/rules/dataRecovery.ts';
import { dataRecoveryMachine } from './dataRecovery.machine.ts';
import { dataRecoveryPaths } from './dataRecovery.model.ts';

const paths = dataRecoveryPaths();
const title = (path: (typeof paths)[number]) => path.steps.map((step) => step.event.type).join(' → ');

describe('dataRecovery model', () => {
  it.each(paths.map((path) => [title(path), path] as const))('checks out only a filled cart and ends by the task: %s', (_, path) => {
    const actor = replayPath(dataRecoveryMachine, path);
    const { value, context } = actor.getSnapshot();
    if (value === 'checkout' || value === 'placing') expect(context.itemCount).toBeGreaterThan(0);
    if (context.error === EMPTY_CART) expect(context.itemCount).toBe(0);
    const expected: Record<string, RecoveryTaskStatus> = { queued: '排队中', restoring: '进行中', done: '已完成', failed: '失败', cancelled: '已取消', handedOver: '待支付' };
    if (expected[value as string]) expect(context.taskStatus).toBe(expected[value as string]);
  });

  it('places the order, then polls the task every 10 s until it is done', async () => {
    const answers: RecoveryTaskStatus[] = ['排队中', '进行中', '已完成'];
    const machine = dataRecoveryMachine.provide({
      actors: { placeOrder: fromPromise(async () => 'DD1'), fetchStatus: fromPromise(async () => answers.shift()!) },
      delays: { poll: 5 },
    });
    const actor = createActor(machine, { input: { itemCount: 0 } }).start();
    actor.send({ type: 'CHECKOUT' });
    expect(actor.getSnapshot().context.error).toBe(EMPTY_CART);
    actor.send({ type: 'CART_CHANGED', itemCount: 2 });
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE' });
    expect((await waitFor(actor, (s) => s.matches('handedOver'))).context.orderNo).toBe('DD1');
    actor.send({ type: 'PAID' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(answers).toEqual([]);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('dataRecovery', dataRecoveryMachine, paths);
  });
});
