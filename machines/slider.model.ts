import { modelPaths } from './testing/modelCoverage.ts';
import { sliderMachine, type SliderEvent } from './slider.machine.ts';

// The model of the slide challenge, shared by its unit model test and the paths replayed in the browser.
export const modelSession = { sessionId: 's', trackWidth: 300, knobWidth: 40 };

const events = (snapshot: { value: unknown }): SliderEvent[] => {
  const fixtures: Record<string, object[]> = {
    starting: [
      { type: 'xstate.done.actor.0.slider.starting', output: modelSession },
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

export const sliderPaths = () => modelPaths(sliderMachine, { events });
