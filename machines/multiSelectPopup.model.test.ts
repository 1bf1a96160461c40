import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { multiSelectPopupMachine, type MultiSelectPopupEvent } from './multiSelectPopup.machine.ts';

const events = (): MultiSelectPopupEvent[] => [
  { type: 'OPEN', selected: ['a'] },
  { type: 'TOGGLE', value: 'b' },
  { type: 'RESET' },
  { type: 'SAVE' },
  { type: 'DISMISS' },
];

const paths = modelPaths(multiSelectPopupMachine, { events });

describe('multiSelectPopup model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps the opening selection as the original: %s',
    (_, path) => {
      const snapshot = replayPath(multiSelectPopupMachine, path).getSnapshot();
      const opened = path.steps.some((step) => step.event.type === 'OPEN');
      expect(snapshot.context.original).toEqual(opened ? ['a'] : []);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('multiSelectPopup', multiSelectPopupMachine, paths);
  });
});
