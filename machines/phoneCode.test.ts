import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COUNTDOWN_MS, phoneCodeLabel, phoneCodeMachine } from './phoneCode.machine.ts';

function start(send: () => Promise<unknown>, input = {}) {
  const saved: Array<number | null> = [];
  const failures: string[] = [];
  const machine = phoneCodeMachine.provide({
    actors: { sendCode: fromPromise(send) },
    actions: {
      saveDeadline: (_, deadline) => void saved.push(deadline),
      reportFailure: (_, message) => void failures.push(message),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, saved, failures, label: () => phoneCodeLabel(actor.getSnapshot()) };
}

describe('phone-code button', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00+08:00') }));
  afterEach(() => vi.useRealTimers());

  it('goes 获取验证码 → 发送中 → 剩余120秒 and counts down once a second', async () => {
    const { actor, label, saved } = start(() => Promise.resolve(true));
    expect(label()).toBe('获取验证码');
    actor.send({ type: 'SEND' });
    expect(label()).toBe('发送中');
    await vi.advanceTimersByTimeAsync(0);
    expect(label()).toBe('剩余120秒');
    expect(saved).toEqual([Date.now() + COUNTDOWN_MS]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(label()).toBe('剩余119秒');
    await vi.advanceTimersByTimeAsync(58_000);
    expect(label()).toBe('剩余61秒');
  });

  it('offers 重新发送 after 120 s and forgets the saved deadline', async () => {
    const { actor, label, saved } = start(() => Promise.resolve(true));
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(COUNTDOWN_MS - 1);
    expect(label()).toBe('剩余1秒');
    await vi.advanceTimersByTimeAsync(1);
    expect(label()).toBe('重新发送');
    expect(saved.at(-1)).toBeNull();
    actor.send({ type: 'SEND' });
    expect(label()).toBe('发送中');
  });

  it('ignores presses while counting down', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    const { actor } = start(send);
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'SEND' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('countingDown');
  });

  it('returns at once with the server message when sending fails', async () => {
    const { actor, label, failures } = start(() => Promise.reject(new Error('手机号验证错误！')));
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(label()).toBe('获取验证码');
    expect(actor.getSnapshot().context.error).toBe('手机号验证错误！');
    expect(failures).toEqual(['手机号验证错误！']);
  });

  it('passes the request through to the send call', async () => {
    const send = vi.fn(async ({ input }: { input: unknown }) => input);
    const { actor } = start(send as never);
    actor.send({ type: 'SEND', request: { userName: 'agent01' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls[0][0]).toMatchObject({ input: { userName: 'agent01' } });
  });

  it('resumes a countdown restored after a reload from its absolute deadline', async () => {
    const { label } = start(() => Promise.resolve(true), { deadline: Date.now() + 45_500 });
    expect(label()).toBe('剩余46秒');
    await vi.advanceTimersByTimeAsync(45_500);
    expect(label()).toBe('重新发送');
  });

  it('starts fresh when the restored deadline has passed', () => {
    const { label } = start(() => Promise.resolve(true), { deadline: Date.now() - 1 });
    expect(label()).toBe('获取验证码');
  });
});
