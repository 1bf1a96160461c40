import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { tableQueryMachine, type TableQueryInput } from '../../../machines/tableQuery.machine.ts';
import { message } from '../message.ts';
import type { FetchRows, TablePage, TableQuery } from './types.ts';

export type TableQueryActor = ActorRefFrom<typeof tableQueryMachine>;

export interface TableQueryOptions {
  /** The rows of one query: an API call (server-side) or an in-memory query (client-side). The latest is used. */
  fetchRows: FetchRows<unknown>;
  /** The query to open with (an address's, or what the columns declare); read once. */
  input: TableQueryInput;
  onPageChange?(page: number): void;
  onPageSizeChange?(pageSize: number): void;
}

/** The running `tableQuery` machine of one table: the only owner of its query (docs/architecture.md#a-lists-query). */
export function useTableQuery(options: TableQueryOptions): TableQueryActor {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /* eslint-disable react-hooks/refs -- these closures run when the machine loads or reports, never during render */
  return useActorRef(
    tableQueryMachine.provide({
      actors: {
        // The load is not cancelled when the machine stops it: a kept-alive page's table is stopped as its tab
        // hides, and a reload cancelled then left the list stale when the tab was shown again.
        fetchRows: fromPromise<TablePage, TableQuery>(({ input }) => latest.current.fetchRows(input)),
      },
      actions: {
        notifyPage: (_, page) => latest.current.onPageChange?.(page),
        notifyPageSize: (_, pageSize) => latest.current.onPageSizeChange?.(pageSize),
        reportError: (_, text) => message.error(text),
      },
    }),
    { input: options.input },
  );
  /* eslint-enable react-hooks/refs */
}
