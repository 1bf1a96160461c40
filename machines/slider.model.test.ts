import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { knobOffset, sliderMachine, type SliderEvent } from './slider.machine.ts';

const session = { sessionId: 's', trackWidth: 300, knobWidth: 40 };

const events = (snapshot: { value: unknown }): SliderEvent[] => {
  const fixtures: Record<string, object[]> = {
    starting: [
      { type: 'xstate.done.actor.0.slider.starting', output: session },
      { type: 'xstate.error.actor.0.slider.starting', error: new Error('网络不给力，请检查网络，并刷新页面') },
    ],
    ready: [{ type: 'DRAG_START', x: 0, t: 0 }],
    dragging: [
      { type: 'DRAG_MOVE', x: 500, t: 100 },
      { type: 'DRAG_END', x: 260, t: 400 },
    ],
    verifying: [
      { type: 'xstate.done.actor.0.slider.verifying', output: { sessionId: 's', sig: 'g', token: 't' } },
      { type: 'xstate.error.actor.0.slider.verifying', error: new Error('验证失败，请刷新页面') },
    ],
    failed: [{ type: 'REFRESH' }],
  };
  return (fixtures[snapshot.value as string] ?? []) as SliderEvent[];
};

const paths = modelPaths(sliderMachine, { events });

describe('slider model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps the knob on the track and has a pass only when passed: %s',
    (_, path) => {
      const snapshot = replayPath(sliderMachine, path).getSnapshot();
      expect(knobOffset(snapshot.context)).toBeGreaterThanOrEqual(0);
      expect(knobOffset(snapshot.context)).toBeLessThanOrEqual(260);
      expect(snapshot.context.pass !== null).toBe(snapshot.value === 'passed');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('slider', sliderMachine, paths);
  });
});
