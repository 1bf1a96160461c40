// The floor: the customer list's first page drawn by a plain React <table>, no UI library, so the bench can tell
// how far the portal's list is from what this browser does with the same rows.
import { memo, StrictMode, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BenchTabs } from '../shared/BenchTabs.tsx';
import { BENCH_PAGE_SIZE, CUSTOMER_COLUMNS, DEFAULT_SORT, fetchCustomers, nextSort, ROW_ACTIONS, type Customer, type ListSort } from '../shared/customerList.ts';
import './floor.css';

const SORT_LABELS = { asc: '升序', desc: '降序', none: '未排序' } as const;

const Rows = memo(function Rows({ rows, offset }: { rows: readonly Customer[]; offset: number }) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <tr key={row.id}>
          <td>{offset + index + 1}</td>
          {CUSTOMER_COLUMNS.map((column) => (
            <td key={column.field} data-field={column.field} className={column.align}>
              {column.field === 'status' ? <span className="tag">{column.text(row)}</span> : column.text(row)}
            </td>
          ))}
          <td>
            {ROW_ACTIONS.map((action) => (
              <a key={action} href="#">
                {action}
              </a>
            ))}
          </td>
        </tr>
      ))}
    </tbody>
  );
});

type Query = { page: number; sort: ListSort | null };

function CustomerTable() {
  const [query, setQuery] = useState<Query>({ page: 1, sort: DEFAULT_SORT });
  const [answer, setAnswer] = useState<{ rows: Customer[]; total: number; page: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  // Only the latest call's answer is drawn.
  const fetchPage = useCallback((next: Query) => {
    const call = ++latest.current;
    fetchCustomers(next.page, next.sort).then(
      (page) => {
        if (call !== latest.current) return;
        setAnswer({ rows: page.list, total: page.total, page: next.page });
        setError(null);
        setLoading(false);
      },
      (failure: Error) => {
        if (call !== latest.current) return;
        setError(failure.message);
        setLoading(false);
      },
    );
  }, []);
  useEffect(() => fetchPage({ page: 1, sort: DEFAULT_SORT }), [fetchPage]);
  const load = (next: Query) => {
    setQuery(next);
    setLoading(true);
    fetchPage(next);
  };
  const sortBy = (field: string) => load({ page: 1, sort: nextSort(query.sort, field) });
  const last = answer ? Math.max(1, Math.ceil(answer.total / BENCH_PAGE_SIZE)) : 1;
  return (
    <section className="list">
      <div className="bar">
        <input aria-label="关键词" placeholder="客户名称/联系人/手机号/客户编号" />
        <button
          type="button"
          onClick={() => load({ ...query, page: 1 })}
        >
          查询
        </button>
      </div>
      <div aria-label="加载中" aria-busy={loading} className={loading ? 'progress busy' : 'progress'} />
      {error && <p role="alert">{error}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>序号</th>
              {CUSTOMER_COLUMNS.map((column) => {
                const order = query.sort?.field === column.field ? query.sort.order : 'none';
                return (
                  <th key={column.field} style={{ width: column.width }} aria-sort={order === 'none' ? 'none' : order === 'asc' ? 'ascending' : 'descending'}>
                    {column.sortable ? (
                      <button type="button" aria-label={`按${column.title}排序（${SORT_LABELS[order]}）`} onClick={() => sortBy(column.field)}>
                        {column.title}
                        {order === 'asc' ? ' ↑' : order === 'desc' ? ' ↓' : ''}
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
              <th>操作</th>
            </tr>
          </thead>
          {answer && <Rows rows={answer.rows} offset={(answer.page - 1) * BENCH_PAGE_SIZE} />}
        </table>
      </div>
      <nav aria-label="分页" className="pager">
        <span>共 {answer?.total ?? '…'} 条</span>
        <button type="button" aria-label="上一页" disabled={query.page <= 1} onClick={() => load({ ...query, page: query.page - 1 })}>
          ‹
        </button>
        <span>
          {query.page} / {last}
        </span>
        <button type="button" aria-label="下一页" disabled={query.page >= last} onClick={() => load({ ...query, page: query.page + 1 })}>
          ›
        </button>
      </nav>
    </section>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BenchTabs titles={['客户列表一', '客户列表二']} render={() => <CustomerTable />} />
  </StrictMode>,
);
