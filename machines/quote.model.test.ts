import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { quoteMachine, type CreateOrderInput, type QuoteChoice } from './quote.machine.ts';
import { FIXTURE_QUOTE, quotePaths } from './quote.model.ts';

const paths = quotePaths();

describe('quote model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('keeps a quote only when ready: %s', (_, path) => {
    const { value, context } = replayPath(quoteMachine, path).getSnapshot();
    if (value === 'ready') expect(context.quote).toEqual(FIXTURE_QUOTE);
    if (value === 'error') expect(context.quote).toBeNull();
    if (value === 'done') expect(context.orderNo).toBe('DD20261123000001');
  });

  it('covers every state and transition', () => {
    expectFullCoverage('quote', quoteMachine, paths);
  });
});

describe('quote machine', () => {
  it('quotes the latest choice once, and keeps the attempt key across a retried submit', async () => {
    const quoted: QuoteChoice[] = [];
    const keys: string[] = [];
    let failCreate = true;
    const actor = createActor(
      quoteMachine.provide({
        actors: {
          fetchQuote: fromPromise<unknown, QuoteChoice>(async ({ input }) => {
            quoted.push(input);
            return FIXTURE_QUOTE;
          }),
          createOrder: fromPromise(async ({ input }: { input: CreateOrderInput }) => {
            keys.push(input.idempotencyKey);
            if (failCreate) throw new Error('网络异常');
            return { orderNo: 'DD1' };
          }),
        },
      }),
      { input: undefined },
    ).start();
    actor.send({ type: 'SELECT', request: { orderType: 'renew', userId: 7, years: 1 } });
    actor.send({ type: 'CHANGE', patch: { years: 2 } });
    actor.send({ type: 'CHANGE', patch: { years: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quoted).toEqual([{ orderType: 'renew', userId: 7, years: 3 }]);
    actor.send({ type: 'SUBMIT', remark: '' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().context.error).toBe('网络异常');
    failCreate = false;
    actor.send({ type: 'SUBMIT', remark: '加急' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('done');
    expect(keys[0]).toBe(keys[1]);
  });
});
