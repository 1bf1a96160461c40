import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { tableQueryMachine, type TableQueryEvent } from './tableQuery.machine.ts';

const userEvents: TableQueryEvent[] = [
  { type: 'PAGE', page: 2 },
  { type: 'PAGE_SIZE', pageSize: 20 },
  { type: 'SORT', sort: { field: 'name', order: 'asc' } },
  { type: 'FILTER', field: 'status', value: '试用' },
  { type: 'RELOAD' },
];

// Load answers only while loading: a page that exists, one that vanished under the current page, a failure.
const events = (snapshot: { value: unknown }): TableQueryEvent[] => {
  const fixtures: Record<string, object[]> = {
    loading: [
      { type: 'xstate.done.actor.0.tableQuery.loading', output: { rows: [{ id: 1 }], total: 100 } },
      { type: 'xstate.done.actor.0.tableQuery.loading', output: { rows: [], total: 0 } },
      { type: 'xstate.error.actor.0.tableQuery.loading', error: new Error('服务器内部错误') },
    ],
    ready: [{ type: 'ROW_UPDATED', index: 0, row: { id: 'edited' } }],
  };
  return [...userEvents, ...((fixtures[snapshot.value as string] ?? []) as TableQueryEvent[])];
};

// Whether the page is past the first splits states: only then can an answer leave the page beyond the last.
const serializeState = (snapshot: { value: unknown; context: unknown }) =>
  `${String(snapshot.value)}:${(snapshot.context as { query: { page: number } }).query.page > 1 ? 'later page' : 'page 1'}`;

const paths = modelPaths(tableQueryMachine, { events, serializeState, inputs: [{ pageSize: 10 }] });

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
