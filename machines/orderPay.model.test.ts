import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { MAX_BACKOFF_MS, POLL_MS, balanceAfter, orderPayMachine } from './orderPay.machine.ts';
import { orderPayPaths } from './orderPay.model.ts';

const paths = orderPayPaths();
/** The first path that ends with the given event type. */
const endingWith = (type: string) => paths.find((path) => (path.steps.at(-1)?.event.type as string) === type)!;
const title = (path: (typeof paths)[number]) =>
  `${(path.input as { targetKind: string }).targetKind}: ${path.steps.slice(1).map((step) => step.event.type).join(' → ')}`;

describe('orderPay model', () => {
  it.each(paths.map((path) => [title(path), path] as const))('keeps its promises along %s', (_, path) => {
    const actor = replayPath(orderPayMachine, path);
    const { value, context } = actor.getSnapshot();
    actor.stop();
    // A recharge is never paid from the balance and never cancelled here.
    if (context.targetKind === 'recharge') expect(['balanceConfirm', 'charging', 'cancelConfirm', 'cancelling', 'cancelled']).not.toContain(value);
    // Scanning always shows a code with its absolute deadline.
    if (typeof value === 'object' && 'scanning' in (value as object)) expect(context.payment?.expireAt).toBeGreaterThan(0);
    expect(context.pollDelay).toBeGreaterThanOrEqual(POLL_MS);
    expect(context.pollDelay).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    expect(context.attemptKey).not.toBe('');
  });

  it('keeps the attempt key after a lost answer and takes a new one after a refusal', () => {
    const actor = replayPath(orderPayMachine, endingWith('xstate.error.actor.payBalance'));
    const refusedKey = actor.getSnapshot().context.attemptKey;
    actor.send({ type: 'SUBMIT', code: '123456' });
    actor.send({ type: 'xstate.error.actor.payBalance', error: Object.assign(new Error('网络连接失败'), { kind: 'network' }) } as never);
    expect(actor.getSnapshot().context.attemptKey).toBe(refusedKey);
    expect(actor.getSnapshot().context.error).toBe('网络连接失败');
    actor.stop();
  });

  it('backs off to 30 s while the network is down, and says the balance after paying', () => {
    const actor = replayPath(orderPayMachine, endingWith('xstate.error.actor.pollStatus'));
    for (let i = 0; i < 6; i += 1) {
      actor.send({ type: 'CHECK_NOW' });
      actor.send({ type: 'xstate.error.actor.pollStatus', error: new Error('x') } as never);
    }
    expect(actor.getSnapshot().context.pollDelay).toBe(MAX_BACKOFF_MS);
    expect(balanceAfter(actor.getSnapshot().context)).toBe(2_865_000 - 12_345);
    actor.stop();
  });

  it('makes the code of a recharge whose channel was chosen at once, in that channel, without asking for a method', () => {
    const chosen = paths.filter((path) => (path.input as { chosenChannel?: string }).chosenChannel && path.steps.length > 1);
    const loaded = chosen.find((path) => (path.steps[1].state as { value: unknown }).value === 'loadingQr')!;
    const actor = replayPath(orderPayMachine, { ...loaded, steps: loaded.steps.slice(0, 2) });
    expect(actor.getSnapshot().context.channel).toBe('支付宝');
    actor.stop();
    // Loaded and payable, no such recharge waits at the choice.
    expect(chosen.filter((path) => (path.steps[1].state as { value: unknown }).value === 'choosingMethod')).toEqual([]);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('orderPay', orderPayMachine, paths);
  });
});
