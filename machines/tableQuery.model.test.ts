import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { tableQueryMachine } from './tableQuery.machine.ts';
import { tableQueryPaths } from './tableQuery.model.ts';

const paths = tableQueryPaths();

describe('tableQuery model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps a page that exists: %s',
    (_, path) => {
      const { context } = replayPath(tableQueryMachine, path).getSnapshot();
      expect(context.query.page).toBeGreaterThanOrEqual(1);
      expect(context.query.page).toBeLessThanOrEqual(Math.max(1, Math.ceil(context.total / context.query.pageSize)));
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('tableQuery', tableQueryMachine, paths);
  });
});
