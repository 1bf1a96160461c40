import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FAILURE_KEPT_MS, endSignedInSession, serverSignOutPending, signedInAccount } from '../api/auth.ts';
import { api, NETWORK_ERROR_TEXT, OFFLINE_ACTION_TEXT, OFFLINE_PAGE_TEXT } from '../api/client.ts';
import { onApiEvent, type ApiEvent } from '../api/events.ts';
import { networkStatus, reportCall } from '../api/network.ts';
import { listResource } from '../api/resource.ts';
import { setToken } from '../api/token.ts';

// The client offline (docs/product.md#offline): reads answered from what was kept, changes refused before they
// are sent, one shared account lookup, and the server told of a sign-out once the network returns.

const account = { account: 'agent01', name: '张伟', agentNo: 'A10001', agentName: '示例代理', isParent: true, balance: 1 };
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'content-type': 'application/json' } });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

let events: ApiEvent[] = [];
let stop = () => undefined as unknown;
beforeEach(() => {
  setToken('tok-offline');
  events = [];
  stop = onApiEvent((event) => events.push(event));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  // Whatever a test left, the services answer again before the next.
  reportCall(true);
});

function goOffline() {
  window.dispatchEvent(new Event('offline'));
  expect(networkStatus()).toBe('offline');
}

describe('the client offline', () => {
  it('answers a list page and a GET offline with what it last answered, and tells the time it was kept', async () => {
    const customers = listResource<{ id: number }>('/api/user/UserPageList');
    const query = { page: 2, pageSize: 10, sort: null, filters: {} };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('AccountInfo') ? envelope(account) : envelope({ total: 11, list: [{ id: 11 }] }))));
    await customers.fetchPage(query);
    await api.get('/api/account/AccountInfo');

    const fetch = vi.fn(noNetwork);
    vi.stubGlobal('fetch', fetch);
    goOffline();
    // Kept as soon as IndexedDB has written them.
    expect(await vi.waitFor(() => customers.fetchPage(query))).toEqual({ rows: [{ id: 11 }], total: 11 });
    expect(await vi.waitFor(() => api.get('/api/account/AccountInfo'))).toEqual(account);
    expect(fetch).not.toHaveBeenCalled();
    expect(events.filter((event) => event.type === 'offlineAnswer').length).toBeGreaterThanOrEqual(2);
    // Another page of the same list was never seen: the page says it cannot be opened offline.
    await expect(customers.fetchPage({ ...query, page: 3 })).rejects.toMatchObject({ message: OFFLINE_PAGE_TEXT });
  });

  it('answers a read from what was kept when its call meets no network', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope({ count: 3 })));
    await api.get('/api/home/Count');
    vi.stubGlobal('fetch', vi.fn(noNetwork));
    expect(await vi.waitFor(() => api.get('/api/home/Count'))).toEqual({ count: 3 });
    expect(networkStatus()).toBe('offline');
    expect(events.some((event) => event.type === 'message')).toBe(false);
  });

  it('refuses a change before sending it while offline, and says why', async () => {
    const fetch = vi.fn(noNetwork);
    vi.stubGlobal('fetch', fetch);
    goOffline();
    await expect(api.post('/api/workorder/Create', { title: '打不开' })).rejects.toMatchObject({ message: OFFLINE_ACTION_TEXT, kind: 'network' });
    expect(fetch).not.toHaveBeenCalled();
    expect(events).toContainEqual({ type: 'message', tone: 'error', text: OFFLINE_ACTION_TEXT });
  });

  it('answers a failed account lookup to every later caller for a while, then asks again', async () => {
    setToken('tok-refused');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 500, msg: '服务器内部错误', data: null })));
    vi.stubGlobal('fetch', fetch);
    for (let caller = 0; caller < 5; caller += 1) await expect(signedInAccount()).rejects.toMatchObject({ message: '服务器内部错误' });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACCOUNT_FAILURE_KEPT_MS + 1 });
    try {
      vi.stubGlobal('fetch', vi.fn(async () => envelope(account)));
      expect(await signedInAccount()).toEqual(account);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a failed account lookup among its callers, and asks again once the network is back', async () => {
    setToken('tok-shared');
    const fetch = vi.fn(noNetwork);
    vi.stubGlobal('fetch', fetch);
    const callers = Array.from({ length: 6 }, () => signedInAccount().catch((error: Error) => error.message));
    expect(new Set(await Promise.all(callers))).toEqual(new Set([NETWORK_ERROR_TEXT]));
    await signedInAccount().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', vi.fn(async () => envelope(account)));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(networkStatus()).toBe('restored'));
    expect(await signedInAccount()).toEqual(account);
  });

  it('ends the session on the server when the login page opens, offline once the network returns', async () => {
    setToken('tok-ended');
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => (sent.push(new Headers(init.headers).get('Authorization')), envelope(true))));
    goOffline();
    endSignedInSession();
    expect(serverSignOutPending()).toBe(true);
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(serverSignOutPending()).toBe(false));
    expect(sent).toContain('Bearer tok-ended');
  });
});
