import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { giftMachine } from './gift.machine.ts';
import { giftPaths } from './gift.model.ts';

const paths = giftPaths();

describe('gift model', () => {
  it.each(paths.map((path) => [`type ${(path.input as { giftType: number }).giftType}: ${path.steps.map((s) => s.event.type).join(' → ')}`, path] as const))(
    'reaches only the states its type allows: %s',
    (_, path) => {
      const snapshot = replayPath(giftMachine, path).getSnapshot();
      if (snapshot.context.giftType === 1) expect(snapshot.value).not.toBe('checking');
      const checked = path.steps.some((step) => (step.event.type as string) === 'xstate.done.actor.checkGift');
      if (snapshot.context.giftType !== 1 && snapshot.value !== 'intro' && snapshot.value !== 'checking') expect(checked).toBe(true);
      if (path.steps.at(-1)?.event.type.startsWith('xstate.error')) expect(snapshot.context.error).not.toBeNull();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('gift', giftMachine, paths);
  });
});
