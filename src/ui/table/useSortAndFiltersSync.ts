import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tableQueryMachine } from '../../../machines/tableQuery.machine.ts';
import { useAfterPaint } from '../useAfterPaint.ts';
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
  const latest = useRef({ onChange, query });
  useEffect(() => {
    latest.current = { onChange, query };
  });

  // Reported once the table's own change has painted: writing the address renders the page again, and doing
  // it in the same frame doubled the time from a click on a column to the next paint. The report reads the
  // latest address (the page's newest onChange), so another change made meanwhile is kept.
  const afterPaint = useAfterPaint();
  useEffect(() => {
    if (reported.current === shown) return;
    reported.current = shown;
    afterPaint(() => {
      const { onChange: report, query: state } = latest.current;
      report?.({ sort: state.sort, filters: state.filters });
    });
  }, [shown, afterPaint]);

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
