import { Box, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconChevronsRight } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type PointerEvent } from 'react';
import { fromPromise } from 'xstate';
import { knobOffset, sliderMachine, type CaptchaPass } from '../../../machines/slider.machine.ts';
import type { CaptchaProvider } from './captchaProvider.ts';

const TRACK_HEIGHT = 36;

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
  const trackWidth = context.session?.trackWidth ?? 300;
  const knobWidth = context.session?.knobWidth ?? 40;
  const offset = knobOffset(context);

  const point = (event: PointerEvent) => ({ x: event.clientX - origin.current, t: Math.round(event.timeStamp) });
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (state !== 'ready') return;
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
    <Box role="group" aria-label="滑动验证">
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
        <Button
          aria-label="拖动滑块完成验证"
          pos="absolute"
          top={-1}
          left={offset}
          w={knobWidth}
          h={TRACK_HEIGHT}
          p={0}
          variant={state === 'passed' ? 'filled' : 'default'}
          color="green"
          style={{ cursor: state === 'ready' ? 'grab' : 'default', touchAction: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {state === 'passed' ? <IconCheck size={18} /> : <IconChevronsRight size={18} />}
        </Button>
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
