import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../message.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { buildWorkbook, saveBlob } from './exportXlsx.ts';
import type { TableColumn, TableQuery } from './types.ts';
import { renderUi } from '../testing/renderUi.tsx';

vi.mock('./exportXlsx.ts', async (original) => ({
  ...(await original<typeof import('./exportXlsx.ts')>()),
  buildWorkbook: vi.fn(async () => new Blob(['xlsx'])),
  saveBlob: vi.fn(),
}));
vi.mock('../message.ts', () => ({ message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() } }));

type Person = { id: number; name: string; age: number; city: string };

const people: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `客户${String(index + 1).padStart(2, '0')}`,
  age: 20 + ((index * 7) % 30),
  city: ['杭州', '宁波', '温州'][index % 3],
}));

const columns: TableColumn<Person>[] = [
  { field: 'id', title: '编号', width: 80, isFrozen: true, orderBy: 'none' },
  {
    field: 'name',
    title: '姓名',
    width: 'auto',
    orderBy: 'none',
    editable: true,
    validate: (value) => (value.trim() ? null : '请填写姓名'),
  },
  { field: 'age', title: '年龄', width: 90, orderBy: 'none', contentAlign: 'right' },
  {
    field: 'city',
    title: '城市',
    width: 120,
    isFrozen: 'right',
    filters: ['杭州', '宁波', '温州'].map((city) => ({ label: city, value: city })),
  },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderUi(<DataTable<Person> layoutKey="people" account="agent01" columns={columns} getRowId={(row) => String(row.id)} data={people} {...props} />);
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).queryAllByRole('row');
const cellsOf = (field: string) => Array.from(document.querySelectorAll(`tbody td[data-field="${field}"]`)).map((cell) => cell.textContent);
const header = (field: string) => document.querySelector(`thead th[data-field="${field}"]`)!;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(message.error).mockClear();
});

// Each test drives a whole table through user events; a busy machine needs more than the default 5 s.
describe('DataTable', { timeout: 20_000 }, () => {
  it('numbers rows across pages in a frozen 40 px column and freezes columns left and right', async () => {
    const { user } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const numbers = () => Array.from(document.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent);
    expect(numbers()[0]).toBe('1');
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(numbers()[0]).toBe('11'));
    const rowNumberHeader = screen.getByRole('columnheader', { name: '序号' });
    expect(rowNumberHeader).toHaveAttribute('data-column-pinned', 'left');
    expect(header('id')).toHaveAttribute('data-column-pinned', 'left');
    expect(header('city')).toHaveAttribute('data-column-pinned', 'right');
    expect(header('age')).not.toHaveAttribute('data-column-pinned');
  });

  it('keeps the row numbers with the rows shown while the next page loads', async () => {
    let release = () => {};
    const fetchRows = vi.fn(async (query: TableQuery) => {
      if (query.page === 2) await new Promise<void>((resolve) => (release = resolve));
      const start = (query.page - 1) * query.pageSize;
      return { rows: people.slice(start, start + query.pageSize), total: people.length };
    });
    const { user } = renderTable({ data: undefined, fetchRows });
    const numbers = () => Array.from(document.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent);
    await waitFor(() => expect(numbers()[0]).toBe('1'));
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    expect(numbers()[0]).toBe('1');
    expect(cellsOf('name')[0]).toBe(people[0].name);
    release();
    await waitFor(() => expect(numbers()[0]).toBe('11'));
    expect(cellsOf('name')[0]).toBe(people[10].name);
  });

  it('sorts one column at a time through none → ascending → descending → none', async () => {
    const { user } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '按年龄排序（未排序）' }));
    await waitFor(() => expect(header('age')).toHaveAttribute('aria-sort', 'ascending'));
    expect(cellsOf('age')[0]).toBe('20');
    await user.click(screen.getByRole('button', { name: '按姓名排序（未排序）' }));
    await waitFor(() => expect(header('name')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('age')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: '按姓名排序（升序）' }));
    await waitFor(() => expect(cellsOf('name')[0]).toBe('客户45'));
    await user.click(screen.getByRole('button', { name: '按姓名排序（降序）' }));
    await waitFor(() => expect(header('name')).toHaveAttribute('aria-sort', 'none'));
    expect(cellsOf('name')[0]).toBe('客户01');
  });

  it('sorts ascending again after descending when the table always sorts', async () => {
    const { user } = renderTable({ alwaysSort: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '按年龄排序（未排序）' }));
    await user.click(await screen.findByRole('button', { name: '按年龄排序（升序）' }));
    await user.click(await screen.findByRole('button', { name: '按年龄排序（降序）' }));
    await waitFor(() => expect(header('age')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('filters by a column choice and shows every row again with 全部', async () => {
    const { user } = renderTable();
    await waitFor(() => expect(screen.getByText('共 45 条')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '筛选城市（全部）' }));
    await user.click(await screen.findByRole('menuitem', { name: '宁波' }));
    await waitFor(() => expect(screen.getByText('共 15 条')).toBeInTheDocument());
    expect(new Set(cellsOf('city'))).toEqual(new Set(['宁波']));
    await user.click(screen.getByRole('button', { name: '筛选城市（宁波）' }));
    await user.click(await screen.findByRole('menuitem', { name: '全部' }));
    await waitFor(() => expect(screen.getByText('共 45 条')).toBeInTheDocument());
  });

  it('opens with the filter choice marked selected', async () => {
    const selected = columns.map((column) =>
      column.field === 'city' ? { ...column, filters: column.filters!.map((option) => ({ ...option, selected: option.value === '温州' })) } : column,
    );
    renderTable({ columns: selected });
    await waitFor(() => expect(screen.getByText('共 15 条')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '筛选城市（温州）' })).toBeInTheDocument();
  });

  it('edits a cell: the rule message shows and keeps the text; a valid value is saved', async () => {
    const onCellEdit = vi.fn(async (row: Person, field: string, value: string) => ({ ...row, [field]: value }));
    const { user } = renderTable({ onCellEdit });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const firstName = document.querySelector('tbody td[data-field="name"]')!;
    await user.dblClick(firstName);
    const editor = await screen.findByRole('textbox', { name: '编辑姓名' });
    await user.clear(editor);
    await user.type(editor, '  {Enter}');
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(editor).toHaveValue('  ');
    expect(onCellEdit).not.toHaveBeenCalled();
    await user.clear(editor);
    await user.type(editor, '王芳{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '编辑姓名' })).toBeNull());
    expect(onCellEdit).toHaveBeenCalledWith(people[0], 'name', '王芳');
    expect(cellsOf('name')[0]).toBe('王芳');
  });

  it('keeps the editor open with the server message when saving fails, and Esc gives up', async () => {
    const onCellEdit = vi.fn(async () => {
      throw new Error('客户不存在');
    });
    const { user } = renderTable({ onCellEdit });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.dblClick(document.querySelector('tbody td[data-field="name"]')!);
    const editor = await screen.findByRole('textbox', { name: '编辑姓名' });
    await user.type(editor, '改{Enter}');
    expect(await screen.findByText('客户不存在')).toBeInTheDocument();
    expect(editor).toHaveValue('客户01改');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '编辑姓名' })).toBeNull());
    expect(cellsOf('name')[0]).toBe('客户01');
  });

  it('has 40 px rows, a 38 px title row, row hover and a height capped at the window minus 263', async () => {
    renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(bodyRows()[0]).toHaveStyle({ height: '40px' });
    expect(document.querySelector('thead tr')).toHaveStyle({ height: '38px' });
    expect(bodyRows()[0]).toHaveAttribute('data-hover');
    expect(document.querySelector('.mrt-table-container')).toHaveStyle({ maxHeight: 'calc(100vh - 263px)' });
  });

  it('renders formatters, cell and title components, and aligns titles and contents', async () => {
    const custom: TableColumn<Person>[] = [
      { field: 'name', title: '姓名', titleComponent: () => <em>客户姓名</em>, cellComponent: ({ value }) => <strong>{String(value)}</strong> },
      { field: 'age', title: '年龄', titleAlign: 'center', contentAlign: 'right', formatter: (value) => `${String(value)}岁` },
    ];
    renderTable({ columns: custom });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(header('name') as HTMLElement).getByText('客户姓名').tagName).toBe('EM');
    expect(document.querySelector('tbody td[data-field="name"] strong')).toHaveTextContent('客户01');
    expect(cellsOf('age')[0]).toBe('20岁');
    expect(header('age').querySelector('.mrt-table-head-cell-content')!.className).toMatch(/content-center/);
    expect(document.querySelector('tbody td[data-field="age"]')).toHaveAttribute('align', 'right');
  });

  it('shows 暂无数据 when there are no rows', async () => {
    renderTable({ data: [] });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('pages with sizes 10/20/30 (10 first), five page numbers and a jumper clamped to 1..last', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { user } = renderTable({ data: [...people, ...people.map((row) => ({ ...row, id: row.id + 100 }))], onPageChange, onPageSizeChange });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(sizes).toHaveValue('10');
    expect(within(sizes).getAllByRole('option').map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页']);
    const pageButtons = () => screen.getAllByRole('button', { name: /^第\d+页$/ }).map((button) => button.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await user.type(screen.getByRole('textbox', { name: '跳转页码' }), '999{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '第9页' })).toHaveAttribute('aria-current', 'page'));
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    await user.type(screen.getByRole('textbox', { name: '跳转页码' }), '0{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page'));
    await user.click(screen.getByRole('button', { name: '第3页' }));
    await user.selectOptions(sizes, '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(screen.getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('does not say 共 0 条 while the first page is still loading', async () => {
    let release = () => {};
    const fetchRows = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { rows: people.slice(0, 10), total: 45 };
    });
    renderTable({ data: undefined, fetchRows });
    await waitFor(() => expect(fetchRows).toHaveBeenCalled());
    expect(screen.getByText('共 … 条')).toBeInTheDocument();
    expect(screen.queryByText('共 0 条')).toBeNull();
    release();
    expect(await screen.findByText('共 45 条')).toBeInTheDocument();
  });

  it('sends paging, sorting and filters to the server in server-side mode', async () => {
    const fetchRows = vi.fn(async (query: TableQuery) => ({ rows: people.slice(0, query.pageSize), total: 1000 }));
    const { user } = renderTable({ data: undefined, fetchRows });
    await waitFor(() => expect(screen.getByText('共 1,000 条')).toBeInTheDocument());
    expect(fetchRows).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, sort: null, filters: {} });
    await user.click(screen.getByRole('button', { name: '第3页' }));
    await user.click(screen.getByRole('button', { name: '按年龄排序（未排序）' }));
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, sort: { field: 'age', order: 'asc' }, filters: {} }));
    await user.click(screen.getByRole('button', { name: '筛选城市（全部）' }));
    await user.click(await screen.findByRole('menuitem', { name: '杭州' }));
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { city: '杭州' } })));
  });

  it('reports a failed load through the message service and reloads on request', async () => {
    let fail = true;
    const fetchRows = vi.fn(async () => {
      if (fail) throw new Error('服务器内部错误');
      return { rows: people.slice(0, 10), total: 45 };
    });
    const { user } = renderTable({ data: undefined, fetchRows });
    expect(await screen.findByText('服务器内部错误')).toBeInTheDocument();
    expect(message.error).toHaveBeenCalledWith('服务器内部错误');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('virtualizes 10 000 client-side rows instead of paging them', async () => {
    // jsdom lays nothing out: give the scroll container a height so the virtualizer has a window.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000, height: 600 }));
    const many = Array.from({ length: 10_000 }, (_, index) => ({ id: index, name: `客户${index}`, age: index % 90, city: '杭州' }));
    renderTable({ data: many });
    await waitFor(() => expect(document.querySelectorAll('tbody td[data-field="name"]').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('tbody tr').length).toBeLessThan(100);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('DataTable export', { timeout: 20_000 }, () => {
  it('exports every row the table holds (not only the page on screen), in the columns shown, to <export name>.xlsx', async () => {
    localStorage.setItem('portal.table.people.agent01', JSON.stringify({ hidden: { city: true }, order: ['age', 'name'] }));
    const { user } = renderTable({ exportName: '客户信息' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(cellsOf('id')[0]).toBe('11'));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '客户信息.xlsx'));
    const [sheetName, exported, rows] = vi.mocked(buildWorkbook).mock.calls[0];
    expect(sheetName).toBe('客户信息');
    expect(exported.map((column) => column.field)).toEqual(['id', 'age', 'name']);
    expect(rows).toEqual(people);
  });
});

describe('DataTable column settings', { timeout: 20_000 }, () => {
  it('styles a column (font size 14 by default, colours) and moves it, saved per table and account', async () => {
    const { user, unmount } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '年龄列样式' }));
    const settings = await screen.findByRole('group', { name: '年龄列样式设置' });
    expect(within(settings).getByRole('textbox', { name: '字号' })).toHaveValue('14');
    await user.clear(within(settings).getByRole('textbox', { name: '字号' }));
    await user.type(within(settings).getByRole('textbox', { name: '字号' }), '18');
    await user.type(within(settings).getByRole('textbox', { name: '字体颜色' }), '#ff0000');
    await user.type(within(settings).getByRole('textbox', { name: '背景颜色' }), '#ffff00');
    await user.click(within(settings).getByRole('button', { name: '左移' }));
    const ageCell = () => document.querySelector('tbody td[data-field="age"]') as HTMLElement;
    await waitFor(() => expect(ageCell()).toHaveStyle({ fontSize: '18px', color: 'rgb(255, 0, 0)', backgroundColor: 'rgb(255, 255, 0)' }));
    const order = () => Array.from(document.querySelectorAll('thead th[data-field]')).map((cell) => cell.getAttribute('data-field'));
    expect(order()).toEqual(['id', 'age', 'name', 'city']);
    unmount();

    renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(ageCell()).toHaveStyle({ fontSize: '18px', color: 'rgb(255, 0, 0)' });
    expect(order()).toEqual(['id', 'age', 'name', 'city']);
  });

  it('keeps layouts apart per account and restores the declared layout on reset', async () => {
    localStorage.setItem('portal.table.people.agent01', JSON.stringify({ order: ['age', 'name', 'id', 'city'], styles: { age: { fontSize: 20, color: '', background: '' } } }));
    const { user, unmount } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const order = () => Array.from(document.querySelectorAll('thead th[data-field]')).map((cell) => cell.getAttribute('data-field'));
    expect(order()).toEqual(['id', 'age', 'name', 'city']);
    await user.click(screen.getByRole('button', { name: '重置列设置' }));
    await waitFor(() => expect(order()).toEqual(['id', 'name', 'age', 'city']));
    expect(localStorage.getItem('portal.table.people.agent01')).toBeNull();
    unmount();
    localStorage.setItem('portal.table.people.agent01', JSON.stringify({ order: ['age'] }));
    renderTable({ account: 'staff01' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(order()).toEqual(['id', 'name', 'age', 'city']);
  });

  it('hides a column from the column menu and keeps it hidden after a reload', async () => {
    const { user, unmount } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '显示/隐藏列' }));
    const menu = await screen.findByRole('group', { name: '显示的列' });
    await user.click(within(menu).getByRole('checkbox', { name: '年龄' }));
    await waitFor(() => expect(header('age')).toBeNull());
    unmount();
    renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(header('age')).toBeNull();
    expect(header('name')).not.toBeNull();
  });

  it('leaves no blank band right of the columns: with the auto-width column hidden, the fixed ones share the width', async () => {
    const grows = (field: string) => !/flex:\s*0 0 auto/.test(header(field).getAttribute('style') ?? '');
    const { user } = renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(['name', 'age', 'city'].map(grows)).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: '显示/隐藏列' }));
    await user.click(within(await screen.findByRole('group', { name: '显示的列' })).getByRole('checkbox', { name: '姓名' }));
    await waitFor(() => expect(header('name')).toBeNull());
    expect(['id', 'age', 'city'].map(grows)).toEqual([true, true, true]);
  });

  it('never lets a column be narrower than 15 px', async () => {
    localStorage.setItem('portal.table.people.agent01', JSON.stringify({ widths: { age: 3 } }));
    renderTable();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const style = document.querySelector('table')!.getAttribute('style') ?? '';
    expect(style).toMatch(/--col-age-size:\s*15/);
  });
});
