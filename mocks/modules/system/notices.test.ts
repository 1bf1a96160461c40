import { describe, expect, it } from 'vitest';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import type { NoticeDetail, NoticeRow } from '../../../src/contracts/notices.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('notices-test-');
const { call, session } = standInCalls(standIn);

const unread = async (token: string) => (await call<number>('/api/notice/UnreadCount', undefined, token)).data;
const list = async (token: string, body: object = {}) => (await call<PagedAnswer<NoticeRow>>('/api/notice/List', body, token)).data;

describe('notices (stand-in)', () => {
  it('keeps read state per account: opening one marks it read for that account only', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    expect(await unread(agent)).toBe(5);
    expect(await unread(staff)).toBe(9);
    const opened = await call<NoticeDetail>('/api/notice/Detail?id=2', undefined, agent);
    expect(opened.data).toMatchObject({ id: 2, read: true, previousId: 1, nextId: 3 });
    expect(await unread(agent)).toBe(4);
    expect(await unread(staff)).toBe(9);
    expect((await list(agent)).list.find((row) => row.id === 2)?.read).toBe(true);
    expect((await call('/api/notice/ReadAll', {}, staff)).code).toBe(200);
    expect(await unread(staff)).toBe(0);
    expect(await unread(agent)).toBe(4);
  });

  it('lists top ones first, filters by type, keyword and date, and pages neighbours by publish time', async () => {
    const token = await session('agent01');
    const all = await list(token, { pageSize: 20 });
    expect(all.total).toBe(9);
    expect(all.list.slice(0, 2).map((row) => row.top)).toEqual([true, true]);
    expect((await list(token, { filters: { noticeType: '政策' } })).list.map((row) => row.id)).toEqual([3, 5]);
    expect((await list(token, { keyword: '短信' })).list.map((row) => row.id)).toEqual([3]);
    // Published three days apart, the newest yesterday.
    const days = standIn().seedCalendar();
    expect((await list(token, { dateFrom: days.date(-7), dateTo: days.date(-1) })).list.map((row) => row.id).sort()).toEqual([1, 2, 3]);
    const oldest = await call<NoticeDetail>('/api/notice/Detail?id=9', undefined, token);
    expect(oldest.data).toMatchObject({ previousId: 8, nextId: null });
    expect(oldest.data.body).toContain('<img src=x onerror=alert(1)>');
    expect((await call<NoticeDetail>('/api/notice/Detail?id=1', undefined, token)).data.previousId).toBeNull();
  });

  it('serves attachments as downloads and refuses odd ids', async () => {
    const token = await session('agent01');
    const detail = (await call<NoticeDetail>('/api/notice/Detail?id=1', undefined, token)).data;
    expect(detail.attachments).toEqual([{ name: '春节值班表.txt', url: '/api/notice/Attachment?id=1&index=0' }]);
    const file = await fetch(`${standIn().urls.api}${detail.attachments[0].url}`);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toContain('春节期间');
    expect((await fetch(`${standIn().urls.api}/api/notice/Attachment?id=1&index=7`)).status).toBe(404);
    expect((await call('/api/notice/Detail?id=abc', undefined, token)).status).toBe(400);
    expect((await call('/api/notice/Detail?id=999', undefined, token)).msg).toBe('公告不存在');
    expect((await call('/api/notice/List', { sortField: '__proto__', sortOrder: 'asc' }, token)).status).toBe(400);
  });
});
