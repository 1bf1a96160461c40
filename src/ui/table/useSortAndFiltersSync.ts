import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tableQueryMachine } from '../../../machines/tableQuery.machine.ts';
import { sortAndFiltersKey, type SortAndFilters } from './tableAddress.ts';
import type { TableQuery } from './types.ts';

/**
 * Keeps a table's sort and filters and a state held outside it (the page's address) together: the
 * user's choice is reported once, and a new outside state (返回, a typed address) is applied to the table.
 */
export function useSortAndFiltersSync(
  actor: ActorRefFrom<typeof tableQueryMachine>,
  query: TableQuery,
  outside: SortAndFilters | undefined,
  onChange: ((state: SortAndFilters) => void) | undefined,
): void {
  const shown = sortAndFiltersKey(query);
  const outsideKey = outside ? sortAndFiltersKey(outside) : null;
  const reported = useRef(shown);
  const lastOutside = useRef(outsideKey);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    if (reported.current === shown) return;
    reported.current = shown;
    latestOnChange.current?.({ sort: query.sort, filters: query.filters });
  }, [shown, query.sort, query.filters]);

  useEffect(() => {
    if (!outside || lastOutside.current === outsideKey) return;
    lastOutside.current = outsideKey;
    if (outsideKey === reported.current) return;
    // The outside state moved on its own: show it (the table reports it back as its own, unchanged).
    reported.current = outsideKey!;
    const current = actor.getSnapshot().context.query;
    if (sortAndFiltersKey({ sort: current.sort, filters: {} }) !== sortAndFiltersKey({ sort: outside.sort, filters: {} })) {
      actor.send({ type: 'SORT', sort: outside.sort });
    }
    const fields = new Set([...Object.keys(current.filters), ...Object.keys(outside.filters)]);
    for (const field of fields) {
      const value = outside.filters[field] ?? null;
      if ((current.filters[field] ?? null) !== value) actor.send({ type: 'FILTER', field, value });
    }
  }, [actor, outside, outsideKey]);
}
