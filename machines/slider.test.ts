import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { knobOffset, sliderMachine } from './slider.machine.ts';
import type { CaptchaPass, TrackPoint } from '../src/contracts/captcha.ts';

const session = { sessionId: 's1', trackWidth: 300, knobWidth: 40 };
const pass: CaptchaPass = { sessionId: 's1', sig: 'g', token: 't' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(verify: (track: TrackPoint[]) => Promise<CaptchaPass> = () => Promise.resolve(pass), create = () => Promise.resolve(session)) {
  const passed: CaptchaPass[] = [];
  const verifyDrag = vi.fn(({ input }: { input: { sessionId: string; track: TrackPoint[] } }) => verify(input.track));
  const machine = sliderMachine.provide({
    actors: { createSession: fromPromise(create), verifyDrag: fromPromise(verifyDrag) },
    actions: { reportPassed: (_, result) => void passed.push(result) },
  });
  return { actor: createActor(machine).start(), passed, verifyDrag };
}

describe('slider', () => {
  it('records the whole drag, clamped to the track, and reports the pass', async () => {
    const { actor, passed, verifyDrag } = start();
    await settle();
    actor.send({ type: 'DRAG_START', x: -5, t: 0 });
    actor.send({ type: 'DRAG_MOVE', x: 120, t: 150 });
    expect(knobOffset(actor.getSnapshot().context)).toBe(120);
    actor.send({ type: 'DRAG_MOVE', x: 400, t: 300 });
    expect(knobOffset(actor.getSnapshot().context)).toBe(260);
    actor.send({ type: 'DRAG_END', x: 400, t: 320 });
    await settle();
    expect(verifyDrag.mock.calls[0][0].input.track).toEqual([
      { x: 0, t: 0 },
      { x: 120, t: 150 },
      { x: 260, t: 300 },
      { x: 260, t: 320 },
    ]);
    expect(actor.getSnapshot().value).toBe('passed');
    expect(passed).toEqual([pass]);
  });

  it('shows the provider’s failure and starts a new challenge on refresh', async () => {
    const create = vi.fn(() => Promise.resolve(session));
    const { actor } = start(() => Promise.reject(new Error('验证失败，请刷新页面')), create);
    await settle();
    actor.send({ type: 'DRAG_START', x: 0, t: 0 });
    actor.send({ type: 'DRAG_END', x: 10, t: 10 });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: '验证失败，请刷新页面' } });
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { track: [], error: null } });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('says so when the challenge cannot be fetched', async () => {
    const { actor } = start(undefined, () => Promise.reject(new Error('网络不给力，请检查网络，并刷新页面')));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('网络不给力，请检查网络，并刷新页面');
  });
});
