import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { knobOffset, sliderMachine } from './slider.machine.ts';
import { sliderPaths } from './slider.model.ts';

const paths = sliderPaths();

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
