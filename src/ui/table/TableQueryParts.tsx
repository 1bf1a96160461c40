import { Collapse, Progress } from '@mantine/core';
import { useSelector } from '@xstate/react';
import classes from './dataTable.module.css';
import { Pager } from './Pager.tsx';
import type { TableQueryActor } from './useTableQuery.ts';

// The parts of a table that show its query while it loads, each reading the query itself: a click (a sort, a
// page, 查询) renders them and the column titles concerned, not the table, whose rows change only when they come.

/** The bar across the top of the table while a load is out. */
export function LoadingBar({ query }: { query: TableQueryActor }) {
  const loading = useSelector(query, (snapshot) => snapshot.matches('loading'));
  return (
    <Collapse in={loading} className={classes.loadingBar}>
      <Progress animated radius={0} value={100} aria-label="加载中" aria-busy={loading} />
    </Collapse>
  );
}

/** The pager of the query's page, size and total. */
export function QueryPager({ query }: { query: TableQueryActor }) {
  const { page, pageSize } = useSelector(query, (snapshot) => snapshot.context.query);
  const total = useSelector(query, (snapshot) => snapshot.context.total);
  // No page has come yet: the total is not known.
  const counting = useSelector(query, (snapshot) => snapshot.context.rows.length === 0 && snapshot.matches('loading'));
  return (
    <Pager
      page={page}
      pageSize={pageSize}
      total={total}
      counting={counting}
      onPage={(next) => query.send({ type: 'PAGE', page: next })}
      onPageSize={(next) => query.send({ type: 'PAGE_SIZE', pageSize: next })}
    />
  );
}
