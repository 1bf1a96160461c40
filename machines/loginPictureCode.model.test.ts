import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { loginPictureCodeMachine, type PictureCodeEvent } from './loginPictureCode.machine.ts';

const events = (snapshot: { value: unknown }): PictureCodeEvent[] => {
  const fixtures: Record<string, object[]> = {
    idle: [{ type: 'SHOW' }],
    loading: [
      { type: 'xstate.done.actor.0.loginPictureCode.loading', output: { imageUrl: 'data:image/svg+xml;base64,', answer: 'Ab3d' } },
      { type: 'xstate.error.actor.0.loginPictureCode.loading', error: new Error('网络连接失败') },
    ],
    shown: [{ type: 'REFRESH' }],
    failed: [{ type: 'REFRESH' }],
  };
  return (fixtures[snapshot.value as string] ?? []) as PictureCodeEvent[];
};

const paths = modelPaths(loginPictureCodeMachine, { events });

describe('loginPictureCode model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'has a picture to check against only when one is shown: %s',
    (_, path) => {
      const snapshot = replayPath(loginPictureCodeMachine, path).getSnapshot();
      if (snapshot.value === 'shown') expect(snapshot.context.picture?.answer).toBe('Ab3d');
      if (snapshot.value === 'failed') expect(snapshot.context.picture).toBeNull();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('loginPictureCode', loginPictureCodeMachine, paths);
  });
});
