import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ListCriteria, TableQuery } from '../../../machines/tableQuery.machine.ts';
import { searchWithTableQuery, tableQueryFromSearch } from '../table/tableAddress.ts';
import type { FetchRows, TableColumn } from '../table/types.ts';
import { useTableQuery, type TableQueryActor } from '../table/useTableQuery.ts';
import { criteriaFromSearch, criteriaOnAddress, searchWithCriteria, type QueryField } from './criteria.ts';

/** The tab's router also takes `keep`: the address changes, the page (and its table state) stays. */
const KEEP_PAGE = { replace: true, keep: true };
const NO_CRITERIA: ListCriteria = {};

export interface ListQueryOptions<T> {
  columns: readonly TableColumn<T>[];
  fields: readonly QueryField[];
  /** Address parameters that narrow the list without being shown: the page sets them, the list follows. */
  scopedBy: readonly string[];
  /** Names this list's table query in the address when another list shares the page. */
  prefix?: string;
  fetchRows: FetchRows<T>;
}

export interface ListQuery {
  actor: TableQueryActor;
  /** The criteria searched for, as the query bar shows them. */
  criteria: ListCriteria;
  /** 查询 (the same criteria load again). */
  search(criteria: ListCriteria): void;
}

/**
 * A list screen's query (its table's page, size, sort, filters and its query bar's criteria), owned by its
 * `tableQuery` machine (docs/architecture.md#a-lists-query). The address is read once, when the list opens (a
 * reload, a shared link, an entry of the tab's history, which is a page of its own), and written from the machine,
 * one way, when the rows of a new query have come. Only the scope (`scopedBy`) belongs to the address: the page
 * changes it there, and the list searches again within it.
 */
export function useListQuery<T>({ columns, fields, scopedBy, prefix, fetchRows }: ListQueryOptions<T>): ListQuery {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [opening] = useState(() => ({ ...tableQueryFromSearch(search, columns, prefix), criteria: criteriaFromSearch(search, fields, scopedBy) }));
  const actor = useTableQuery({ fetchRows: fetchRows as FetchRows<unknown>, input: opening });
  const criteria = useSelector(actor, (snapshot) => snapshot.context.query.criteria ?? NO_CRITERIA);

  // The address as it is now: a write keeps what others put there (the page's scope, a second list's query).
  const address = useRef({ path, search });
  useEffect(() => {
    address.current = { path, search };
  });

  // Written in the same render as the rows it asked for: writing the address renders the page again, and a render
  // of its own cost a sort a third of its time. A load that ends while the tab is hidden is written when it shows.
  const written = useRef<TableQuery>(actor.getSnapshot().context.query);
  useEffect(() => {
    const write = (query: TableQuery) => {
      if (query === written.current) return;
      const { path: at, search: now } = address.current;
      const withTable = searchWithTableQuery(now, columns, query, prefix);
      const next = query.criteria === written.current.criteria ? withTable : searchWithCriteria(withTable, fields, query.criteria ?? NO_CRITERIA);
      written.current = query;
      if (next !== now) navigate(next ? `${at}?${next}` : at, KEEP_PAGE);
    };
    const settled = (snapshot: ReturnType<TableQueryActor['getSnapshot']>) => {
      if (!snapshot.matches('loading')) write(snapshot.context.query);
    };
    settled(actor.getSnapshot());
    const subscription = actor.subscribe(settled);
    return () => subscription.unsubscribe();
  }, [actor, columns, fields, prefix, navigate]);

  const searchFor = useCallback(
    (next: ListCriteria) => actor.send({ type: 'SEARCH', criteria: criteriaOnAddress(address.current.search, fields, scopedBy, next) }),
    [actor, fields, scopedBy],
  );

  // The page moved the scope in the address (e.g. an expiry range chip): the same criteria within the new scope.
  const scope = JSON.stringify(scopedBy.map((name) => new URLSearchParams(search).get(name)));
  const searchedScope = useRef(scope);
  useEffect(() => {
    if (searchedScope.current === scope) return;
    searchedScope.current = scope;
    searchFor(actor.getSnapshot().context.query.criteria ?? NO_CRITERIA);
  }, [actor, scope, searchFor]);

  return { actor, criteria, search: searchFor };
}
