import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { LOAD_FAILED_TEXT } from '../src/rules/errorText.ts';

/** Mirrors src/ui/table/types.ts (machines sit below ui, so the shape is declared here and reused there). */
export type SortOrder = 'asc' | 'desc';
export type SortState = { field: string; order: SortOrder } | null;

export interface TableQuery {
  page: number;
  pageSize: number;
  sort: SortState;
  filters: Record<string, string>;
  /** A list screen's query bar criteria, sent with the table's own query (none for a table without a query bar). */
  criteria?: ListCriteria;
}

/** The query bar's criteria (list screens; docs/product.md#routes), applied on top of the table's own query. */
export interface ListCriteria {
  keyword?: string;
  /** Inclusive days, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  /** Filters chosen in the query bar, or fixed by the address (e.g. one customer's records). */
  filters?: Record<string, string>;
}

export interface TablePage<Row = unknown> {
  rows: Row[];
  total: number;
}

export interface TableQueryContext {
  query: TableQuery;
  rows: unknown[];
  total: number;
  /** The message of the last failed load; null once a load succeeds. */
  error: string | null;
}

export interface TableQueryInput {
  /** The page to open on (an address's); a page past the last shows the last once the answer says so. */
  page?: number;
  pageSize: number;
  sort?: SortState;
  filters?: Record<string, string>;
  criteria?: ListCriteria;
}

export type TableQueryEvent =
  | { type: 'PAGE'; page: number }
  | { type: 'PAGE_SIZE'; pageSize: number }
  | { type: 'SORT'; sort: SortState }
  | { type: 'FILTER'; field: string; value: string | null }
  /** 查询: new criteria (or a new scope the address fixes) replace the last, back to page 1; the same ones load the page again. */
  | { type: 'SEARCH'; criteria: ListCriteria }
  | { type: 'RELOAD' }
  | { type: 'ROW_UPDATED'; index: number; row: unknown };

function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The query of a data table (page, size, sort, filters, a list screen's criteria) and the load it drives. It is
 * the query's only owner: a page's address is written from it (docs/architecture.md#a-lists-query). Every change
 * of the query reloads; a newer change restarts the load, so an older answer never lands.
 * Size, sort and filter changes go back to page 1 (docs/product.md#flows).
 */
export const tableQueryMachine = setup({
  types: {
    context: {} as TableQueryContext,
    input: {} as TableQueryInput,
    events: {} as TableQueryEvent,
  },
  actors: {
    // Provided by the table: its API call (server-side) or its in-memory query (client-side).
    fetchRows: fromPromise<TablePage, TableQuery>(notProvided('fetchRows')),
  },
  actions: {
    notifyPage: (_, _page: number) => undefined,
    notifyPageSize: (_, _pageSize: number) => undefined,
    reportError: (_, _message: string) => undefined,
  },
  guards: {
    sameCriteria: ({ context, event }) =>
      JSON.stringify(context.query.criteria ?? {}) === JSON.stringify((event as Extract<TableQueryEvent, { type: 'SEARCH' }>).criteria),
    pageBeyondLast: ({ context, event }) => {
      const { total } = (event as unknown as { output: TablePage }).output;
      return context.query.page > lastPage(total, context.query.pageSize);
    },
  },
}).createMachine({
  id: 'tableQuery',
  description: '列表查询',
  meta: {
    rule: { section: 'screen-patterns', says: 'server paging 10/20/30' },
    events: { PAGE: '翻页', PAGE_SIZE: '改每页条数', SORT: '排序', FILTER: '筛选', SEARCH: '查询', RELOAD: '刷新', ROW_UPDATED: '一行已修改' },
    actors: { fetchRows: '加载数据' },
    guards: { sameCriteria: '查询条件未变', pageBeyondLast: '页码超过末页' },
  },
  context: ({ input }) => ({
    query: {
      page: Math.max(1, Math.trunc(input.page ?? 1) || 1),
      pageSize: input.pageSize,
      sort: input.sort ?? null,
      filters: input.filters ?? {},
      ...(input.criteria && { criteria: input.criteria }),
    },
    rows: [],
    total: 0,
    error: null,
  }),
  initial: 'loading',
  on: {
    PAGE: {
      target: '.loading',
      actions: [
        assign({
          query: ({ context, event }) => ({
            ...context.query,
            page: Math.min(Math.max(1, Math.trunc(event.page) || 1), lastPage(context.total, context.query.pageSize)),
          }),
        }),
        { type: 'notifyPage', params: ({ context }) => context.query.page },
      ],
    },
    PAGE_SIZE: {
      target: '.loading',
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, page: 1, pageSize: event.pageSize }) }),
        { type: 'notifyPageSize', params: ({ event }) => event.pageSize },
        { type: 'notifyPage', params: 1 },
      ],
    },
    SORT: {
      target: '.loading',
      actions: assign({ query: ({ context, event }) => ({ ...context.query, page: 1, sort: event.sort }) }),
    },
    FILTER: {
      target: '.loading',
      actions: assign({
        query: ({ context, event }) => {
          const filters = { ...context.query.filters };
          if (event.value === null) delete filters[event.field];
          else filters[event.field] = event.value;
          return { ...context.query, page: 1, filters };
        },
      }),
    },
    SEARCH: [
      // 查询 again with the same criteria: the page shown loads again (statuses may have changed since).
      { guard: 'sameCriteria', target: '.loading' },
      {
        target: '.loading',
        actions: assign({ query: ({ context, event }) => ({ ...context.query, page: 1, criteria: event.criteria }) }),
      },
    ],
    RELOAD: '.loading',
  },
  states: {
    loading: {
      description: '加载中',
      meta: { rule: { section: 'flows', says: 'A page-size change goes back to page 1.' } },
      invoke: {
        src: 'fetchRows',
        input: ({ context }) => context.query,
        onDone: [
          {
            // Rows went away (e.g. another user's edit) and the page no longer exists: show the last one.
            guard: 'pageBeyondLast',
            target: 'loading',
            reenter: true,
            actions: assign({
              total: ({ event }) => event.output.total,
              query: ({ context, event }) => ({ ...context.query, page: lastPage(event.output.total, context.query.pageSize) }),
            }),
          },
          {
            target: 'ready',
            actions: assign({ rows: ({ event }) => event.output.rows, total: ({ event }) => event.output.total, error: null }),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => (event.error instanceof Error && event.error.message) || LOAD_FAILED_TEXT }),
            { type: 'reportError', params: ({ context }) => context.error ?? LOAD_FAILED_TEXT },
          ],
        },
      },
    },
    ready: {
      description: '已加载',
      on: {
        ROW_UPDATED: {
          actions: assign({
            rows: ({ context, event }) => context.rows.map((row, index) => (index === event.index ? event.row : row)),
          }),
        },
      },
    },
    failed: { description: '加载失败' },
  },
});
