import { modelPaths } from './testing/modelCoverage.ts';
import { tableQueryMachine, type TableQueryEvent } from './tableQuery.machine.ts';

// The model of a list's query (page, size, sort, filter, 查询, reload), shared by its unit model test and the browser replay.
const userEvents: TableQueryEvent[] = [
  { type: 'PAGE', page: 2 },
  { type: 'PAGE_SIZE', pageSize: 20 },
  { type: 'SORT', sort: { field: 'name', order: 'asc' } },
  { type: 'FILTER', field: 'status', value: '试用' },
  { type: 'SEARCH', criteria: { keyword: 'KH' } },
  { type: 'SEARCH', criteria: {} },
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

export const tableQueryPaths = () => modelPaths(tableQueryMachine, { events, serializeState, inputs: [{ pageSize: 10 }] });
