import { beforeEach, describe, expect, it, vi } from 'vitest';
import { valueAddedLists } from '../contracts/screens/valueAdded.ts';
import { listResource } from './resource.ts';

const post = vi.hoisted(() => vi.fn());
vi.mock('./client.ts', () => ({ api: { post } }));

const query = { page: 2, pageSize: 20, sort: { field: 'createdAt', order: 'desc' as const }, filters: { recordType: '充值' } };

describe('declared list sources', () => {
  beforeEach(() => post.mockReset());

  it('post to the endpoint with the declaration’s fixed query, and answer the rows and total', async () => {
    post.mockResolvedValue({ list: [{ id: 1 }], total: 41 });
    const page = await listResource(valueAddedLists.services('tiktok')).fetchPage(query, { keyword: ' 店铺 ' });
    expect(post.mock.calls[0][0]).toBe('/api/ValueAdded/PageList?kind=tiktok');
    expect(post.mock.calls[0][1]).toMatchObject({ pageIndex: 2, pageSize: 20, sortField: 'createdAt', sortOrder: 'desc', keyword: '店铺', filters: { recordType: '充值' } });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 41 });
  });

  it('a summed list hands each answer (with its sums) to the page and carries its declaration', async () => {
    post.mockResolvedValue({ list: [{ id: 7 }], total: 1, sum: 12_300 });
    const onPage = vi.fn();
    const list = valueAddedLists.records('face');
    const source = listResource(list, { onPage });
    const page = await source.fetchPage(query);
    expect(post.mock.calls[0][0]).toBe('/api/ValueAdded/RecordPageList?kind=face');
    expect(onPage).toHaveBeenCalledWith({ list: [{ id: 7 }], total: 1, sum: 12_300 });
    expect(page).toEqual({ rows: [{ id: 7 }], total: 1 });
    expect(source.declared).toBe(list);
  });
});
