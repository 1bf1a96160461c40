import { Box, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconChevronsRight } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fromPromise } from 'xstate';
import { knobOffset, sliderMachine, type CaptchaProvider } from '../../../machines/slider.machine.ts';
import type { CaptchaPass } from '../../contracts/captcha.ts';

const TRACK_HEIGHT = 36;
/** What the challenge asks, said once when it appears (and how to do it without a pointer). */
export const SLIDER_EXPLANATION = '为确认是本人操作，请将滑块拖到最右边；也可选中滑块后按 → 或 End 键。';
/** One arrow key moves the knob a tenth of the way. */
const KEY_STEPS = 10;
/** A backward glide moves at most this far between two points (the provider refuses a jump back). */
const MAX_BACK_STEP = 3;

const easeInOut = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

interface SliderCaptchaProps {
  provider: CaptchaProvider;
  onPassed: (pass: CaptchaPass) => void;
}

/** The slide challenge: drag the knob to the right end; the provider judges the whole drag. */
export function SliderCaptcha({ provider, onPassed }: SliderCaptchaProps) {
  const actor = useActorRef(
    sliderMachine.provide({
      actors: {
        createSession: fromPromise(() => provider.createSession()),
        verifyDrag: fromPromise(({ input }) => provider.verify(input.sessionId, input.track)),
      },
      actions: { reportPassed: (_, pass) => onPassed(pass) },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const origin = useRef(0);
  const explanation = useId();
  const trackWidth = context.session?.trackWidth ?? 300;
  const knobWidth = context.session?.knobWidth ?? 40;
  const offset = knobOffset(context);
  const percent = Math.round((offset / Math.max(trackWidth - knobWidth, 1)) * 100);

  const end = trackWidth - knobWidth;
  // The keyboard moves the knob as a hand would: a glide of many points, each with its time.
  const keyTarget = useRef(0);
  const frame = useRef<number | null>(null);
  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);
  const glideTo = (target: number) => {
    const now = () => Math.round(performance.now());
    const value = actor.getSnapshot().value;
    if (value !== 'ready' && value !== 'dragging') return;
    if (value === 'ready') {
      keyTarget.current = 0;
      actor.send({ type: 'DRAG_START', x: 0, t: now() });
    }
    keyTarget.current = Math.min(Math.max(target, 0), end);
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    const from = knobOffset(actor.getSnapshot().context);
    const started = performance.now();
    const duration = 300 + Math.abs(keyTarget.current - from) * 2;
    const step = () => {
      frame.current = null;
      if (actor.getSnapshot().value !== 'dragging') return;
      const goal = keyTarget.current;
      const last = knobOffset(actor.getSnapshot().context);
      const progress = Math.min((performance.now() - started) / duration, 1);
      let x = from + (goal - from) * easeInOut(progress);
      if (x < last) x = Math.max(x, last - MAX_BACK_STEP);
      const arrived = progress >= 1 && Math.abs(x - goal) < 0.5;
      actor.send({ type: arrived && goal >= end ? 'DRAG_END' : 'DRAG_MOVE', x: Math.round(x * 10) / 10, t: now() });
      if (!arrived) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const stepSize = end / KEY_STEPS;
    const base = state === 'ready' ? 0 : keyTarget.current;
    const targets: Record<string, number> = {
      ArrowRight: base + stepSize,
      ArrowUp: base + stepSize,
      ArrowLeft: base - stepSize,
      ArrowDown: base - stepSize,
      End: end,
      Home: 0,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    glideTo(targets[event.key]);
  };

  const point = (event: PointerEvent) => ({ x: event.clientX - origin.current, t: Math.round(event.timeStamp) });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (state !== 'ready') return;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    origin.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    actor.send({ type: 'DRAG_START', ...point(event) });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (state === 'dragging') actor.send({ type: 'DRAG_MOVE', ...point(event) });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (state === 'dragging') actor.send({ type: 'DRAG_END', ...point(event) });
  };

  const hint =
    state === 'passed' ? '验证通过' : state === 'verifying' ? '验证中…' : state === 'starting' ? '加载中…' : '请按住滑块，拖动到最右边';

  return (
    <Box role="group" aria-label="滑动验证" aria-describedby={explanation}>
      <Text id={explanation} size="xs" c="dimmed" mb={4}>
        {SLIDER_EXPLANATION}
      </Text>
      <Box
        pos="relative"
        w={trackWidth}
        h={TRACK_HEIGHT}
        bg={state === 'passed' ? 'green.1' : 'gray.1'}
        style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-4)', userSelect: 'none', touchAction: 'none' }}
      >
        <Text size="sm" c="dimmed" ta="center" lh={`${TRACK_HEIGHT}px`} aria-live="polite">
          {hint}
        </Text>
        <Box
          role="slider"
          tabIndex={state === 'ready' || state === 'dragging' ? 0 : -1}
          aria-label="拖动滑块完成验证"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={state === 'passed' ? '验证通过' : `${percent}%`}
          aria-disabled={state !== 'ready' && state !== 'dragging'}
          pos="absolute"
          top={-1}
          left={offset}
          w={knobWidth}
          h={TRACK_HEIGHT}
          bg={state === 'passed' ? 'brand.7' : 'var(--mantine-color-body)'}
          c={state === 'passed' ? 'white' : 'var(--mantine-color-text)'}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 4,
            border: '1px solid var(--mantine-color-gray-5)',
            cursor: state === 'ready' ? 'grab' : 'default',
            touchAction: 'none',
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {state === 'passed' ? <IconCheck size={18} /> : <IconChevronsRight size={18} />}
        </Box>
      </Box>
      {state === 'failed' && (
        <Group gap="xs" mt={4}>
          <Text size="sm" c="red" role="alert">
            {context.error}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => actor.send({ type: 'REFRESH' })}>
            刷新
          </Button>
        </Group>
      )}
    </Box>
  );
}
