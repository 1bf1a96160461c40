import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { SLIDER_FAILED } from '../src/rules/login.ts';
import type { CaptchaPass, SliderSession, TrackPoint } from '../src/contracts/captcha.ts';
import { errorText } from '../src/rules/errorText.ts';

export interface SliderContext {
  session: SliderSession | null;
  track: TrackPoint[];
  pass: CaptchaPass | null;
  error: string | null;
}

export type SliderEvent =
  | { type: 'DRAG_START'; x: number; t: number }
  | { type: 'DRAG_MOVE'; x: number; t: number }
  | { type: 'DRAG_END'; x: number; t: number }
  | { type: 'REFRESH' };

type PointEvent = Extract<SliderEvent, { x: number }>;

/** The knob stays on the track: from 0 to the track width less the knob. */
function clampPoint(session: SliderSession | null, event: PointEvent): TrackPoint {
  const end = session ? session.trackWidth - session.knobWidth : 0;
  return { x: Math.min(Math.max(event.x, 0), end), t: event.t };
}

const errorMessage = (error: unknown) => errorText(error, SLIDER_FAILED);

/**
 * The slide-captcha service behind one interface: the stand-in's by default; a hosted
 * provider (which yields the same {sessionId, sig, token}) plugs in here.
 * Both calls reject with the text the slider shows.
 */
export interface CaptchaProvider {
  createSession(): Promise<SliderSession>;
  verify(sessionId: string, track: TrackPoint[]): Promise<CaptchaPass>;
}


export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
  },
  actors: {
    // Provided by the page: the captcha provider's calls. They reject with the text to show.
    createSession: fromPromise<SliderSession>(notProvided('createSession')),
    verifyDrag: fromPromise<CaptchaPass, { sessionId: string; track: TrackPoint[] }>(notProvided('verifyDrag')),
  },
  actions: {
    /** The page hands the pass to the login flow. */
    reportPassed: (_, _pass: CaptchaPass) => undefined,
    recordPoint: assign({ track: ({ context, event }) => [...context.track, clampPoint(context.session, event as PointEvent)] }),
  },
}).createMachine({
  id: 'slider',
  description: '滑块验证',
  meta: {
    rule: { section: 'flows', says: 'the slider appears once the server asks for it' },
    events: { DRAG_START: '按住滑块', DRAG_MOVE: '拖动', DRAG_END: '松开', REFRESH: '刷新' },
    actors: { createSession: '获取验证', verifyDrag: '校验拖动' },
  },
  context: { session: null, track: [], pass: null, error: null },
  initial: 'starting',
  states: {
    starting: {
      description: '加载中',
      entry: assign({ session: null, track: [], pass: null, error: null }),
      invoke: {
        src: 'createSession',
        onDone: { target: 'ready', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      description: '等待拖动',
      on: { DRAG_START: { target: 'dragging', actions: assign({ track: ({ context, event }) => [clampPoint(context.session, event)] }) } },
    },
    dragging: {
      description: '拖动中',
      on: {
        DRAG_MOVE: { actions: 'recordPoint' },
        DRAG_END: { target: 'verifying', actions: 'recordPoint' },
      },
    },
    verifying: {
      description: '校验中',
      invoke: {
        src: 'verifyDrag',
        input: ({ context }) => ({ sessionId: context.session?.sessionId ?? '', track: context.track }),
        onDone: {
          target: 'passed',
          actions: [assign({ pass: ({ event }) => event.output }), { type: 'reportPassed', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    passed: { description: '验证通过' },
    failed: {
      description: '验证失败',
      meta: { rule: { section: 'calls-and-errors', says: "'滑块验证错误' resets the slider" } },
      on: { REFRESH: 'starting' },
    },
  },
});

/** Where the knob sits, in pixels from the left of the track. */
export function knobOffset(context: SliderContext): number {
  if (context.pass && context.session) return context.session.trackWidth - context.session.knobWidth;
  return context.track.at(-1)?.x ?? 0;
}
