import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, aiuuPost, ApiError, download, DOWNLOAD_UNSUPPORTED_TEXT, NETWORK_ERROR_TEXT, TIMEOUT_TEXT } from '../api/client.ts';
import { onApiEvent } from '../api/events.ts';
import { reportCall } from '../api/network.ts';
import { clearSession, SESSION_ENDED_EVENT } from '../api/session.ts';
import { getToken, setToken } from '../api/token.ts';
import { showApiFeedback } from './apiFeedback.ts';
import { renderUi } from '../ui/testing/renderUi.tsx';
import { homeScreens } from '../contracts/screens/home.ts';

const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(body: unknown, status = 200) {
  return vi.fn(async () => envelope(body, status));
}

function mount() {
  renderUi(
    <ModalsProvider>
      <Notifications />
    </ModalsProvider>,
  );
}

// What the HTTP client reports, as the app shows it.
let stopFeedback: () => void;
beforeAll(() => {
  stopFeedback = showApiFeedback();
});
afterAll(() => stopFeedback());

beforeEach(() => {
  mount();
  setToken('tok-123');
  history.replaceState(null, '', homeScreens.homePage.path);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

describe('the HTTP client and what the page shows of it', () => {
  it('takes an answer cut off mid-way (JSON that does not read) for a dropped connection, not a failure of the server', async () => {
    const whole = JSON.stringify({ code: 200, msg: '', data: { list: [1, 2, 3] } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(whole.slice(0, 20), { status: 200, headers: { 'content-type': 'application/json' } })));
    await expect(api.post('/api/user/UserPageList', {})).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_TEXT });
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('请求失败（200）')).toBeNull();
  });

  it('resolves with data on code 200 and sends the bearer token and no-cache headers', async () => {
    const fetch = answer({ code: 200, msg: '成功', data: { name: '张伟' } });
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/api/account/AccountInfo')).resolves.toEqual({ name: '张伟' });
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ authorization: 'Bearer tok-123', 'cache-control': 'no-cache', pragma: 'no-cache' });
  });

  it('never sends the bearer token to the AI service, and reads its {success, msg} envelope', async () => {
    const fetch = answer({ success: true, msg: 'ok', data: 7 });
    vi.stubGlobal('fetch', fetch);
    await expect(aiuuPost('/invite/check?inviteId=1')).resolves.toBe(7);
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    vi.stubGlobal('fetch', answer({ success: false, msg: '该邀请已失效' }));
    await expect(aiuuPost('/invite/check?inviteId=1')).rejects.toThrow('该邀请已失效');
    expect(await screen.findByText('该邀请已失效')).toBeInTheDocument();
  });

  it('shows the msg of any other code as an error message and skips the success path', async () => {
    vi.stubGlobal('fetch', answer({ code: 500, msg: '余额不足', data: null }));
    await expect(api.post('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
  });

  it('says which right a refused action needs, and tells the portal its rights may have changed', async () => {
    const heard: unknown[] = [];
    const stop = onApiEvent((event) => event.type === 'rightRefused' && heard.push(event.right));
    vi.stubGlobal('fetch', answer({ code: 500, msg: '没有该操作的权限', data: { right: '客户跟进-新增' } }));
    await expect(api.post('/api/CustomerTrack/Add')).rejects.toThrow('需要「客户跟进-新增」权限，请联系主账号');
    expect(await screen.findByText('需要「客户跟进-新增」权限，请联系主账号')).toBeInTheDocument();
    expect(heard).toEqual(['客户跟进-新增']);
    stop();
  });

  it('leaves the message to the caller when asked to be silent', async () => {
    vi.stubGlobal('fetch', answer({ code: 500, msg: '账号密码错误', data: null }));
    await expect(api.post('/api/Auth/Login', {}, { silent: true })).rejects.toThrow('账号密码错误');
    expect(screen.queryByText('账号密码错误')).not.toBeInTheDocument();
  });

  it('accepts the extra success codes a call names', async () => {
    vi.stubGlobal('fetch', answer({ code: 0, msg: '成功', data: 'done' }));
    await expect(api.post('/api/agentAiUUMarketing/registeraccount', {}, { successCodes: [0] })).resolves.toBe('done');
  });

  it("opens a '消息' dialog for Code 400, unless the call opts out or the Code is -11", async () => {
    vi.stubGlobal('fetch', answer({ Code: 400, msg: '客户编号重复' }, 400));
    await expect(api.post('/api/x')).rejects.toThrow('客户编号重复');
    expect(await screen.findByRole('dialog', { name: '消息' })).toHaveTextContent('客户编号重复');
    screen.getByRole('button', { name: '确定' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(api.post('/api/x', {}, { noDialog: true })).rejects.toThrow('客户编号重复');
    vi.stubGlobal('fetch', answer({ Code: -11, msg: '静默' }));
    await expect(api.post('/api/x')).rejects.toThrow('静默');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ends the session on lowercase code 403: token and saved tabs gone, tabs told to close, back to /login', async () => {
    sessionStorage.setItem('portal.tabs', '[1,2]');
    sessionStorage.setItem('unrelated', 'kept');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    vi.stubGlobal('fetch', answer({ code: 403, msg: '登录已失效，请重新登录', data: null }, 403));
    await expect(api.get('/api/menu/getMenuList')).rejects.toMatchObject({ kind: 'session' });
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('portal.tabs')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(ended).toHaveBeenCalledOnce();
    expect(location.pathname).toBe('/login');
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it("lets the user's call in flight answer before a poll's 403 ends the session, and ends it only if nothing else has", async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    let answerChange = () => undefined as unknown;
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (String(url).includes('PermissionVersion')) return envelope({ code: 403, msg: '账号已在别处修改密码，请重新登录', data: null }, 403);
      return new Promise<Response>((resolve) => (answerChange = () => resolve(envelope({ code: 200, msg: '修改成功', data: true }))));
    }));
    const poll = () => api.get('/api/menu/PermissionVersion', undefined, { read: false, silent: true, background: true });
    // The password change that ends the session says so and clears it itself; the poll that met the ended token says nothing.
    const change = api.post('/api/account/updateLoginPassword', {}).then(() => clearSession());
    const polled = expect(poll()).rejects.toMatchObject({ kind: 'session' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToken()).toBe('tok-123');
    answerChange();
    await change;
    await polled;
    expect(ended).toHaveBeenCalledOnce();
    expect(screen.queryByText('账号已在别处修改密码，请重新登录')).toBeNull();
    // With no call of the user's in flight, the poll's 403 ends the session and says why.
    setToken('tok-456');
    await expect(poll()).rejects.toMatchObject({ kind: 'session' });
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(2);
    expect(location.pathname).toBe('/login');
    expect(await screen.findByText('账号已在别处修改密码，请重新登录')).toBeInTheDocument();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('says so in Chinese when a change meets no network or the call times out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))));
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeInTheDocument();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.post('/api/x', {}, { loading: true })).rejects.toMatchObject({ kind: 'network' });
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
    // The next answer from anywhere ends the offline state that failure began.
    reportCall(true);
  });

  it('downloads a file as a blob under the name the server gives', async () => {
    const file = new Blob(['年费,金额'], { type: 'text/csv' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(file, { headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%B9%B4%E8%B4%B9.csv" } })));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('年费.csv');
    });
    await download('/api/user/exportUserAnnualFee', {}, 'export.csv');
    expect(click).toHaveBeenCalledOnce();
  });

  it('asks for a recent Chrome when the browser cannot download', async () => {
    const original = Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'download')!;
    delete (HTMLAnchorElement.prototype as { download?: string }).download;
    try {
      await download('/api/user/exportUserAnnualFee', {}, 'export.csv');
      expect(await screen.findByText(DOWNLOAD_UNSUPPORTED_TEXT)).toBeInTheDocument();
    } finally {
      Object.defineProperty(HTMLAnchorElement.prototype, 'download', original);
    }
  });
});
