import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SUBMIT_LOCK_MS } from '../src/rules/registration.ts';
import { isSending, isSubmitLocked, registrationMachine, registrationStep } from './registration.machine.ts';
import type { RegisteredTrial, TrialRegistration } from '../src/contracts/register.ts';

const request: TrialRegistration = {
  userName: '杭州恒发贸易有限公司',
  password: '',
  productId: 1,
  versonId: 1,
  localityId: 1,
  userCount: 10,
  host: '',
  agentNo: 'A10001',
  source: 1,
  imgCode: 'aB3d',
  tel: '13700000001',
  telCode: '123456',
  isCheck: true,
};

const registered: RegisteredTrial = {
  customerNo: 'KH00010001',
  customerName: '杭州恒发贸易有限公司',
  productName: '云启CRM',
  versionName: '标准版',
  regionName: '华东一区（杭州）',
  host: null,
  userCount: 10,
  trialDays: 30,
  expireAt: '2026-12-22T01:00:00.000Z',
  account: '13700000001',
  defaultPassword: true,
  loginUrl: 'https://crm.yqcloud.example',
};

function start(register: (input: TrialRegistration) => Promise<RegisteredTrial>) {
  const failures: string[] = [];
  const goToLogin = vi.fn();
  const calls: TrialRegistration[] = [];
  const machine = registrationMachine.provide({
    actors: {
      registerTrial: fromPromise(({ input }: { input: TrialRegistration }) => {
        calls.push(input);
        return register(input);
      }),
    },
    actions: { reportFailure: (_, message) => void failures.push(message), goToLogin },
  });
  const actor = createActor(machine).start();
  return { actor, failures, goToLogin, calls };
}

describe('trial registration', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00+08:00') }));
  afterEach(() => vi.useRealTimers());

  it('moves to step 1 with what was created once the registration call succeeds', async () => {
    const { actor, calls } = start(async () => registered);
    expect(registrationStep(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'SUBMIT', request });
    expect(isSending(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([request]);
    expect(registrationStep(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.result).toEqual(registered);
  });

  it('locks submit for 2 s after each press, even when the form was invalid', async () => {
    const { actor, calls } = start(async () => registered);
    actor.send({ type: 'SUBMIT', request: null });
    expect(isSubmitLocked(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.lockedUntil).toBe(Date.now() + SUBMIT_LOCK_MS);
    actor.send({ type: 'SUBMIT', request });
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS - 1);
    expect(isSubmitLocked(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSubmitLocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  it('stays on step 0 with the server message when registration fails, and may be sent again after the lock', async () => {
    let attempt = 0;
    const { actor, failures, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('产品域名已被占用');
      return registered;
    });
    actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(registrationStep(actor.getSnapshot())).toBe(0);
    expect(failures).toEqual(['产品域名已被占用']);
    expect(actor.getSnapshot().context.error).toBe('产品域名已被占用');
    actor.send({ type: 'SUBMIT', request });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS);
    actor.send({ type: 'SUBMIT', request: { ...request, host: 'other' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(registrationStep(actor.getSnapshot())).toBe(1);
  });

  it('keeps the refusal through a locked press and drops it once a press the form refuses shows its own problems', async () => {
    const { actor } = start(async () => {
      throw new Error('手机验证码错误');
    });
    actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', request: null });
    expect(actor.getSnapshot().context.error).toBe('手机验证码错误');
    await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS);
    actor.send({ type: 'SUBMIT', request: null });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('does not send twice while a registration is in flight', async () => {
    const { actor, calls } = start(() => new Promise(() => undefined));
    actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS);
    actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(isSending(actor.getSnapshot())).toBe(true);
  });

  it('goes back to login from either step, once: the page is left', async () => {
    const filling = start(async () => registered);
    filling.actor.send({ type: 'BACK_TO_LOGIN' });
    filling.actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(filling.calls).toHaveLength(0);

    const done = start(async () => registered);
    done.actor.send({ type: 'SUBMIT', request });
    await vi.advanceTimersByTimeAsync(0);
    done.actor.send({ type: 'BACK_TO_LOGIN' });
    done.actor.send({ type: 'BACK_TO_LOGIN' });
    for (const { actor, goToLogin } of [filling, done]) {
      expect(actor.getSnapshot().status).toBe('done');
      expect(goToLogin).toHaveBeenCalledTimes(1);
    }
  });
});
