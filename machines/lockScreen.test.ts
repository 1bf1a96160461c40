import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lockScreenMachine } from './lockScreen.machine.ts';

/** The lock with a server that takes one password and ends the session at the given wrong try. */
function start(locked: boolean, endsAtTry = 5) {
  let tries = 0;
  const checkPassword = fromPromise<void, { password: string }>(async ({ input }) => {
    if (input.password === 'Agent@2026') return;
    tries += 1;
    throw tries >= endsAtTry ? Object.assign(new Error('密码错误次数过多，请重新登录'), { kind: 'session' }) : new Error(`密码错误，还可尝试${endsAtTry - tries}次`);
  });
  const actor = createActor(lockScreenMachine.provide({ actors: { checkPassword } }), { input: { locked } });
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, emitted, settled };
}

describe('lock screen', () => {
  it('locks and is remembered; a wrong password keeps it locked with the server’s answer; the right one opens it', async () => {
    const { actor, emitted, settled } = start(false);
    actor.send({ type: 'LOCK' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(emitted).toHaveBeenLastCalledWith({ type: 'locked' });
    actor.send({ type: 'UNLOCK', password: 'wrong' });
    await settled();
    expect(actor.getSnapshot().matches({ locked: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('密码错误，还可尝试4次');
    actor.send({ type: 'UNLOCK', password: 'Agent@2026' });
    await settled();
    expect(actor.getSnapshot().value).toBe('unlocked');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(emitted).toHaveBeenLastCalledWith({ type: 'unlocked' });
  });

  it('starts locked after a reload of a locked portal, and opens when another tab is unlocked', () => {
    const { actor } = start(true);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'UNLOCKED_ELSEWHERE' });
    expect(actor.getSnapshot().value).toBe('unlocked');
  });

  it('is signed out when the server ends the session at the fifth wrong password', async () => {
    const { actor, settled } = start(true, 2);
    actor.send({ type: 'UNLOCK', password: 'a' });
    await settled();
    actor.send({ type: 'UNLOCK', password: 'b' });
    await settled();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
