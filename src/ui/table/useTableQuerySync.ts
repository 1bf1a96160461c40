import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { tableQueryMachine } from '../../../machines/tableQuery.machine.ts';
import { tableQueryKey } from './tableAddress.ts';
import type { TableQuery } from './types.ts';

/**
 * Keeps a table's query (sort, filters, page, size) and one held outside it (the page's address) together:
 * the user's choice is reported once, and a new outside query (返回, a typed address) is applied to the table.
 */
export function useTableQuerySync(
  actor: ActorRefFrom<typeof tableQueryMachine>,
  query: TableQuery,
  outside: TableQuery | undefined,
  onChange: ((query: TableQuery) => void) | undefined,
): void {
  const shown = tableQueryKey(query);
  const outsideKey = outside ? tableQueryKey(outside) : null;
  const reported = useRef(shown);
  const lastOutside = useRef(outsideKey);
  const latest = useRef({ onChange, query });
  useEffect(() => {
    latest.current = { onChange, query };
  });

  // Reported when the rows it asked for have come (or the load failed), in the same render as they are drawn:
  // writing the address renders the page again, and a render of its own cost a sort a third of its time (done
  // at once it doubled the time from the click to the next paint). The report reads the latest address (the
  // page's newest onChange), so another change made meanwhile is kept.
  useEffect(() => {
    if (reported.current === shown) return;
    const report = () => {
      reported.current = shown;
      const { onChange: write, query: state } = latest.current;
      write?.(state);
    };
    if (!actor.getSnapshot().matches('loading')) {
      report();
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('loading')) return;
      subscription.unsubscribe();
      report();
    });
    return () => subscription.unsubscribe();
  }, [actor, shown]);

  useEffect(() => {
    if (!outside || lastOutside.current === outsideKey) return;
    lastOutside.current = outsideKey;
    if (outsideKey === reported.current) return;
    // The outside query moved on its own: show it (the table reports it back as its own, unchanged). Sort,
    // filters and size each go back to page 1, so the page comes last.
    reported.current = outsideKey!;
    const current = actor.getSnapshot().context.query;
    if (JSON.stringify(current.sort) !== JSON.stringify(outside.sort)) actor.send({ type: 'SORT', sort: outside.sort });
    const fields = new Set([...Object.keys(current.filters), ...Object.keys(outside.filters)]);
    for (const field of fields) {
      const value = outside.filters[field] ?? null;
      if ((current.filters[field] ?? null) !== value) actor.send({ type: 'FILTER', field, value });
    }
    if (current.pageSize !== outside.pageSize) actor.send({ type: 'PAGE_SIZE', pageSize: outside.pageSize });
    if (actor.getSnapshot().context.query.page !== outside.page) actor.send({ type: 'PAGE', page: outside.page });
  }, [actor, outside, outsideKey]);
}
