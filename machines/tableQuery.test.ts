import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tableQueryMachine, type TablePage, type TableQuery } from './tableQuery.machine.ts';

function start(fetch: (query: TableQuery) => Promise<TablePage>) {
  const pages: number[] = [];
  const sizes: number[] = [];
  const errors: string[] = [];
  const queries: TableQuery[] = [];
  const machine = tableQueryMachine.provide({
    actors: {
      fetchRows: fromPromise(({ input }: { input: TableQuery }) => {
        queries.push(input);
        return fetch(input);
      }),
    },
    actions: {
      notifyPage: (_, page) => void pages.push(page),
      notifyPageSize: (_, size) => void sizes.push(size),
      reportError: (_, text) => void errors.push(text),
    },
  });
  const actor = createActor(machine, { input: { pageSize: 10 } }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  return { actor, pages, sizes, errors, queries, settled };
}

const hundredRows = async (query: TableQuery): Promise<TablePage> => ({
  rows: Array.from({ length: query.pageSize }, (_, index) => ({ id: (query.page - 1) * query.pageSize + index })),
  total: 100,
});

describe('table query', () => {
  it('loads page 1 and moves to the page asked for, reporting it', async () => {
    const { actor, pages, settled, queries } = start(hundredRows);
    await settled();
    expect(actor.getSnapshot().context.rows).toHaveLength(10);
    actor.send({ type: 'PAGE', page: 3 });
    await settled();
    expect(queries.at(-1)).toMatchObject({ page: 3, pageSize: 10 });
    expect(pages).toEqual([3]);
  });

  it('clamps a page beyond the last (and below 1) to the pages that exist', async () => {
    const { actor, pages, settled } = start(hundredRows);
    await settled();
    actor.send({ type: 'PAGE', page: 99 });
    await settled();
    actor.send({ type: 'PAGE', page: -4 });
    await settled();
    expect(pages).toEqual([10, 1]);
  });

  it('goes back to page 1 when the page size changes and reports both', async () => {
    const { actor, pages, sizes, settled, queries } = start(hundredRows);
    await settled();
    actor.send({ type: 'PAGE', page: 4 });
    actor.send({ type: 'PAGE_SIZE', pageSize: 30 });
    await settled();
    expect(queries.at(-1)).toMatchObject({ page: 1, pageSize: 30 });
    expect(sizes).toEqual([30]);
    expect(pages).toEqual([4, 1]);
  });

  it('sends sort and filters, dropping a filter set back to 全部, from page 1', async () => {
    const { actor, settled, queries } = start(hundredRows);
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'SORT', sort: { field: 'name', order: 'desc' } });
    actor.send({ type: 'FILTER', field: 'status', value: '试用' });
    await settled();
    expect(queries.at(-1)).toEqual({ page: 1, pageSize: 10, sort: { field: 'name', order: 'desc' }, filters: { status: '试用' } });
    actor.send({ type: 'FILTER', field: 'status', value: null });
    await settled();
    expect(queries.at(-1)?.filters).toEqual({});
  });

  it('never lets an older answer overwrite a newer one', async () => {
    let release: (page: TablePage) => void = () => undefined;
    const { actor, settled } = start((query) =>
      query.page === 2 ? new Promise((resolve) => (release = resolve)) : hundredRows(query),
    );
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'PAGE', page: 3 });
    await settled();
    release({ rows: [{ id: 'stale' }], total: 100 });
    await Promise.resolve();
    expect(actor.getSnapshot().context.rows[0]).toEqual({ id: 20 });
  });

  it('shows the last page when the rows shrank under the current one', async () => {
    let total = 100;
    const { actor, settled, queries } = start(async (query) => ({ rows: [], total: query.page > 1 ? (total = 15) : total }));
    await settled();
    actor.send({ type: 'PAGE', page: 5 });
    await settled();
    expect(queries.at(-1)?.page).toBe(2);
    expect(actor.getSnapshot().context.total).toBe(15);
  });

  it('keeps the error message and reports it, then reloads on request', async () => {
    let fail = true;
    const { actor, errors, settled } = start(async (query) => {
      if (fail) throw new Error('服务器内部错误');
      return hundredRows(query);
    });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(errors).toEqual(['服务器内部错误']);
    fail = false;
    actor.send({ type: 'RELOAD' });
    await settled();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('replaces one row after an edit without reloading', async () => {
    const { actor, settled, queries } = start(hundredRows);
    await settled();
    actor.send({ type: 'ROW_UPDATED', index: 1, row: { id: 'edited' } });
    expect(actor.getSnapshot().context.rows[1]).toEqual({ id: 'edited' });
    expect(queries).toHaveLength(1);
  });
});
