import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { loginPictureCodeMachine } from './loginPictureCode.machine.ts';
import { loginPictureCodePaths } from './loginPictureCode.model.ts';

const paths = loginPictureCodePaths();

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
