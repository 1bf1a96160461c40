import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ignoreLabel, weakPasswordMachine } from './weakPassword.machine.ts';

function start(remaining: number, ignore: () => Promise<unknown> = () => Promise.resolve({})) {
  const info: string[] = [];
  const ignoreOnce = vi.fn((_: { input: { token: string } }) => ignore());
  const machine = weakPasswordMachine.provide({
    actors: { ignoreOnce: fromPromise(ignoreOnce) },
    actions: { showInfo: (_, text) => void info.push(text) },
  });
  return { actor: createActor(machine, { input: { token: 'held', remaining } }).start(), info, ignoreOnce };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('weak-password prompt', () => {
  it('labels the ignore button with the ignores left', () => {
    expect(ignoreLabel({ remaining: 3 })).toBe('本次忽略（剩余3次）');
    expect(ignoreLabel({ remaining: 0 })).toBe('本次忽略（剩余0次）');
  });

  it('ignores with the held token and hands it on', async () => {
    const { actor, ignoreOnce } = start(3);
    actor.send({ type: 'IGNORE' });
    await settle();
    expect(ignoreOnce.mock.calls[0][0]).toMatchObject({ input: { token: 'held' } });
    expect(actor.getSnapshot().output).toEqual({ choice: 'ignored', token: 'held' });
  });

  it('does not ignore with none left', () => {
    const { actor, ignoreOnce } = start(0);
    actor.send({ type: 'IGNORE' });
    expect(actor.getSnapshot().value).toBe('prompt');
    expect(ignoreOnce).not.toHaveBeenCalled();
  });

  it('stays on the prompt and shows the message as info when the ignore call fails', async () => {
    const { actor, info } = start(1, () => Promise.reject(new Error('忽略次数已用完，请设置新密码')));
    actor.send({ type: 'IGNORE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('prompt');
    expect(info).toEqual(['忽略次数已用完，请设置新密码']);
  });

  it('goes to set a new password on request', () => {
    const { actor } = start(2);
    actor.send({ type: 'SET_PASSWORD' });
    expect(actor.getSnapshot().output).toEqual({ choice: 'setPassword', token: 'held' });
  });
});
