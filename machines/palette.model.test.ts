import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { SEARCH_FAILED } from '../src/rules/search.ts';
import { paletteItems, paletteMachine } from './palette.machine.ts';
import { palettePaths } from './palette.model.ts';

const paths = palettePaths();

describe('palette model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'highlights an item that exists, asks the server only for a long enough query, and closes on a choice: %s',
    (_, path) => {
      const { context, value } = replayPath(paletteMachine, path).getSnapshot();
      const items = paletteItems(context);
      expect(context.active === 0 || context.active < items.length).toBe(true);
      if (context.query.trim().length < 2) expect(context.records).toEqual([]);
      if (context.recordsError !== null) expect(context.recordsError).toBe(SEARCH_FAILED);
      const last = path.steps.at(-1)!.event;
      if (last.type === 'CHOOSE' && items.length > 0) expect(value).toBe('closed');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('palette', paletteMachine, paths);
  });
});
