import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TableColumn, TableQuery } from '../table/types.ts';
import { PageContext, type PageContextValue } from '../pageContext.ts';
import { ListScreen, type ListSource } from './ListScreen.tsx';
import { renderUi } from '../testing/renderUi.tsx';

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

function open(start: string, second = false) {
  const location = memoryLocation({ path: start, record: true });
  const fetchPage = vi.fn<ListSource<Customer>['fetchPage']>(async () => ({ rows: [{ id: 1, name: '金华云帆', status: '试用' }], total: 1 }));
  const list = (title: string, addressPrefix?: string) => (
    <ListScreen<Customer> title={title} source={{ fetchPage }} columns={columns} rowKey={(row) => row.id} query={addressPrefix ? undefined : [{ kind: 'keyword', placeholder: '客户名称' }]} addressPrefix={addressPrefix} />
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

  it('follows an address changed from outside and ignores what its columns do not offer', async () => {
    const view = open('/customers?sort=status.asc&filter.status=停用');
    await waitFor(() => expect(view.fetchPage).toHaveBeenCalled());
    // 状态 is not sortable and 停用 is not one of its choices: the declared state stands.
    expect(view.lastQuery()).toMatchObject({ sort: null, filters: { status: '试用' } });

    // 返回 inside the tab lands on an earlier address: the table shows what it holds.
    view.navigate('/customers?sort=name.asc&filter.status=正式');
    await waitFor(() => expect(view.lastQuery()).toMatchObject({ page: 1, sort: { field: 'name', order: 'asc' }, filters: { status: '正式' } }));
    expect(screen.getByRole('button', { name: '筛选状态（正式）' })).toBeInTheDocument();
    expect(view.address()).toBe('/customers?sort=name.asc&filter.status=正式');
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
