import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { activeLevel, hotkeyLevelsMachine, type HotkeyLevelsEvent } from './hotkeyLevels.machine.ts';

const events = (): HotkeyLevelsEvent[] => [
  { type: 'OPEN', id: 'page' },
  { type: 'OPEN', id: 'dialog' },
  { type: 'CLOSE', id: 'dialog' },
  { type: 'CLOSE', id: 'page' },
];

// The open levels are the state: the stack's content decides what each event does.
const serializeState = (snapshot: { value: unknown; context: unknown }) =>
  `${String(snapshot.value)}:${(snapshot.context as { levels: string[] }).levels.join('>')}`;

const paths = modelPaths(hotkeyLevelsMachine, { events, serializeState });

describe('hotkeyLevels model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => `${step.event.type} ${step.event.id}`).join(' → '), path] as const))(
    'gives the keys to the last level still open: %s',
    (_, path) => {
      const open: string[] = [];
      for (const { event } of path.steps.slice(1)) {
        open.splice(0, open.length, ...open.filter((id) => id !== event.id));
        if (event.type === 'OPEN') open.push(event.id);
      }
      const snapshot = replayPath(hotkeyLevelsMachine, path).getSnapshot();
      expect(activeLevel(snapshot.context)).toBe(open.at(-1) ?? null);
      expect(snapshot.value).toBe(open.length ? 'active' : 'idle');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('hotkeyLevels', hotkeyLevelsMachine, paths);
  });
});
