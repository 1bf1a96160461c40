import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TableColumn, TableQuery } from '../table/types.ts';
import { PageContext, type PageContextValue } from '../pageContext.ts';
import { ListScreen, type ListSource } from './ListScreen.tsx';
import { renderUi } from '../testing/renderUi.tsx';
import { customersScreens } from '../../contracts/screens/customers.ts';

vi.mock('../message.ts', () => ({ message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() } }));

type Customer = { id: number; name: string; status: string };
const columns: TableColumn<Customer>[] = [
  { field: 'name', title: '客户名称', orderBy: 'none' },
  {
    field: 'status',
    title: '状态',
    filters: [
      { label: '正式', value: '正式' },
      { label: '试用', value: '试用', selected: true },
    ],
  },
];

// An account already known, as React's use() reads a settled promise: the screen does not suspend.
const account = Object.assign(Promise.resolve('agent01'), { status: 'fulfilled', value: 'agent01' });
const page: PageContextValue = { layoutKey: 'customers', account, canGoBack: false, back: () => undefined };

function open(start: string, second = false, scopedBy?: string[]) {
  const location = memoryLocation({ path: start, record: true });
  const fetchPage = vi.fn<ListSource<Customer>['fetchPage']>(async () => ({ rows: [{ id: 1, name: '金华云帆', status: '试用' }], total: 45 }));
  const list = (title: string, addressPrefix?: string) => (
    <ListScreen<Customer> screen={customersScreens.renewList} heading={title} source={{ fetchPage }} columns={columns} rowKey={(row) => row.id} scopedBy={addressPrefix ? undefined : scopedBy} query={addressPrefix ? undefined : [{ kind: 'keyword', placeholder: '客户名称' }]} addressPrefix={addressPrefix} />
  );
  renderUi(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PageContext.Provider value={page}>
        {list('客户')}
        {second && list('联系人', 'contacts')}
      </PageContext.Provider>
    </Router>,
  );
  const lastQuery = (): TableQuery => fetchPage.mock.lastCall![0];
  const address = () => location.history!.at(-1)!;
  return { fetchPage, lastQuery, address, navigate: location.navigate, user: userEvent.setup() };
}

describe('ListScreen keeps the column filters and the sort in the address', { timeout: 20_000 }, () => {
  it('writes them on change and opens with them again (返回, reload), other parameters kept', async () => {
    const first = open('/customers?keyword=金华');
    await waitFor(() => expect(first.fetchPage).toHaveBeenCalled());
    // Opened as declared: 试用 chosen, unsorted, and the address left as it was.
    expect(first.lastQuery()).toMatchObject({ sort: null, filters: { status: '试用' } });
    expect(first.address()).toBe('/customers?keyword=金华');

    // What is typed but not yet searched stays while the table is sorted.
    await first.user.type(screen.getByLabelText('关键字'), '兰溪');
    await first.user.click(screen.getByRole('button', { name: '按客户名称排序（未排序）' }));
    await first.user.click(screen.getByRole('button', { name: '按客户名称排序（升序）' }));
    await first.user.click(screen.getByRole('button', { name: '筛选状态（试用）' }));
    await first.user.click(await screen.findByRole('menuitem', { name: '全部' }));
    await waitFor(() => expect(first.lastQuery()).toMatchObject({ sort: { field: 'name', order: 'desc' }, filters: {} }));
    expect(screen.getByLabelText('关键字')).toHaveValue('金华兰溪');
    const kept = first.address();
    expect(new URLSearchParams(kept.split('?')[1])).toEqual(new URLSearchParams({ keyword: '金华', sort: 'name.desc', 'filter.status': '' }));
    cleanup();

    const again = open(kept);
    await waitFor(() => expect(again.fetchPage).toHaveBeenCalled());
    expect(again.fetchPage).toHaveBeenCalledTimes(1);
    expect(again.lastQuery()).toMatchObject({ page: 1, sort: { field: 'name', order: 'desc' }, filters: {} });
    expect(again.fetchPage.mock.lastCall![1]).toMatchObject({ keyword: '金华' });
    expect(screen.getByRole('button', { name: '按客户名称排序（降序）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '筛选状态（全部）' })).toBeInTheDocument();
    cleanup();
  });

  it('reads its address once, when it opens: what its columns do not offer is ignored, what others write there is not followed', async () => {
    const view = open('/customers?sort=status.asc&filter.status=停用');
    await waitFor(() => expect(view.fetchPage).toHaveBeenCalled());
    // 状态 is not sortable and 停用 is not one of its choices: the declared state stands.
    expect(view.lastQuery()).toMatchObject({ sort: null, filters: { status: '试用' } });

    // The table's query is the list's own: the address follows it, never the other way round.
    view.navigate('/customers?sort=name.asc&filter.status=正式');
    await view.user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 2, sort: null, filters: { status: '试用' } }));
    await waitFor(() => expect(new URLSearchParams(view.address().split('?')[1])).toEqual(new URLSearchParams({ page: '2' })));
    cleanup();
  });

  it('writes a new page once its rows have come, and the last page when the one its address names is past it', async () => {
    let release = () => {};
    const view = open('/customers?page=3');
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 3 }));
    view.fetchPage.mockImplementation(() => new Promise((resolve) => (release = () => resolve({ rows: [{ id: 2, name: '兰溪美家', status: '试用' }], total: 45 }))));
    await view.user.click(await screen.findByRole('button', { name: '下一页' }));
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 4 }));
    expect(view.address()).toBe('/customers?page=3');
    release();
    await waitFor(() => expect(view.address()).toBe('/customers?page=4'));
    cleanup();

    const past = open('/customers?page=99&size=20');
    past.fetchPage.mockResolvedValue({ rows: [{ id: 1, name: '金华云帆', status: '试用' }], total: 45 });
    await waitFor(() => expect(past.address()).toBe('/customers?page=3&size=20'));
    expect(past.lastQuery()).toMatchObject({ page: 3, pageSize: 20 });
    cleanup();
  });

  it('searches through its query: 查询 loads page 1 with new criteria (the same page with the same), writes them to the address and exports with them', async () => {
    const view = open('/customers?page=2');
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 2 }));
    await view.user.type(screen.getByLabelText('关键字'), '兰溪');
    await view.user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(view.fetchPage.mock.lastCall![1]).toEqual({ keyword: '兰溪' }));
    expect(view.lastQuery()).toMatchObject({ page: 1 });
    await waitFor(() => expect(view.address()).toBe(`/customers?keyword=${encodeURIComponent('兰溪')}`));
    // The same criteria again load the page shown again (statuses may have changed since).
    await view.user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 2 }));
    const calls = view.fetchPage.mock.calls.length;
    await view.user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(view.fetchPage).toHaveBeenCalledTimes(calls + 1));
    expect(view.lastQuery()).toMatchObject({ page: 2, criteria: { keyword: '兰溪' } });

    await view.user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(view.fetchPage).toHaveBeenCalledTimes(calls + 2));
    expect(view.fetchPage.mock.lastCall![1]).toEqual({ keyword: '兰溪' });
    cleanup();
  });

  it('searches again within a scope the page moves in the address', async () => {
    const view = open('/customers?userId=7&keyword=金华', false, ['userId']);
    await waitFor(() => expect(view.fetchPage.mock.lastCall![1]).toEqual({ keyword: '金华', filters: { userId: '7' } }));
    view.navigate('/customers?userId=8&keyword=金华');
    await waitFor(() => expect(view.fetchPage.mock.lastCall![1]).toEqual({ keyword: '金华', filters: { userId: '8' } }));
    expect(view.lastQuery()).toMatchObject({ page: 1 });
    cleanup();
  });

  it('keeps two lists of one page apart by the second one’s prefix', async () => {
    const view = open('/customers?sort=name.desc', true);
    const [first, second] = [within(screen.getByRole('heading', { name: '客户' }).parentElement!), within(screen.getByRole('heading', { name: '联系人' }).parentElement!)];
    await second.findByRole('button', { name: '按客户名称排序（未排序）' });
    await view.user.click(second.getByRole('button', { name: '按客户名称排序（未排序）' }));
    await waitFor(() => expect(view.address()).toBe('/customers?sort=name.desc&contacts.sort=name.asc'));
    expect(first.getByRole('button', { name: '按客户名称排序（降序）' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: '按客户名称排序（升序）' })).toBeInTheDocument();
    cleanup();
  });
});
