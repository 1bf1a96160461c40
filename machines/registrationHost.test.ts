import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HOST_CHECK_DEBOUNCE_MS, hostCheckMessage, registrationHostMachine } from './registrationHost.machine.ts';

function start(isTaken: (host: string) => Promise<boolean>) {
  const asked: string[] = [];
  const machine = registrationHostMachine.provide({
    actors: {
      isHostTaken: fromPromise(({ input }: { input: string }) => {
        asked.push(input);
        return isTaken(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, asked, message: () => hostCheckMessage(actor.getSnapshot()) };
}

describe('host prefix check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks once typing pauses, only the last value', async () => {
    const { actor, asked, message } = start(async (host) => host === 'www');
    for (const host of ['w', 'ww', 'www']) {
      actor.send({ type: 'HOST_CHANGED', host });
      await vi.advanceTimersByTimeAsync(HOST_CHECK_DEBOUNCE_MS - 100);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toEqual(['www']);
    expect(actor.getSnapshot().value).toBe('taken');
    expect(message()).toBe('产品域名已被占用');
  });

  it('says nothing for a free prefix', async () => {
    const { actor, message } = start(async () => false);
    actor.send({ type: 'HOST_CHANGED', host: 'myshop' });
    await vi.advanceTimersByTimeAsync(HOST_CHECK_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('available');
    expect(message()).toBeNull();
  });

  it.each([
    ['', '请填写域名前缀'],
    ['abcdefghijk', '域名前缀长度最大为10'],
    ['shop1', '请输入纯字母域名'],
  ])('does not ask the server about %j: %s', async (host, text) => {
    const { actor, asked, message } = start(async () => false);
    actor.send({ type: 'HOST_CHANGED', host });
    await vi.advanceTimersByTimeAsync(HOST_CHECK_DEBOUNCE_MS);
    expect(asked).toEqual([]);
    expect(message()).toBe(text);
  });

  it('does not block the form when the check itself fails', async () => {
    const { actor, message } = start(async () => {
      throw new Error('网络连接失败，请检查网络后重试');
    });
    actor.send({ type: 'HOST_CHANGED', host: 'myshop' });
    await vi.advanceTimersByTimeAsync(HOST_CHECK_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(message()).toBeNull();
  });

  it('forgets the prefix when the product no longer needs one', async () => {
    const { actor, message } = start(async () => true);
    actor.send({ type: 'HOST_CHANGED', host: 'www' });
    await vi.advanceTimersByTimeAsync(HOST_CHECK_DEBOUNCE_MS);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().value).toBe('untouched');
    expect(message()).toBeNull();
  });
});
