import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { RESEND_WINDOW_MS } from '../../sms.ts';
import type { TrackPoint } from '../../../src/contracts/captcha.ts';
import { isHumanDrag, SLIDER_KNOB_WIDTH, SLIDER_TRACK_WIDTH } from './captcha.ts';
import { ACCOUNT_DISABLED } from './accounts.ts';
import { STAND_IN_WECHAT_APPID } from './wechat.ts';
import { standInCalls } from '../../testing/calls.ts';

const standIn = freshStandInPerTest('sign-in-test-');
const { call } = standInCalls(standIn);



const phones: Record<string, string> = { agent01: '13800000001', staff01: '13800000002', weak01: '13800000003' };

async function freshCode(account: string, purpose = '/api/account/GeneralCustomerValidCode'): Promise<string> {
  await call('/api/__dev/clock', { advanceMs: RESEND_WINDOW_MS });
  expect((await call(purpose, { userName: account })).code).toBe(200);
  return standIn().ctx.sms.list(phones[account])[0].code;
}

const login = (Username: string, password: string, authorCode: string, captcha?: object) =>
  call('/api/Auth/Login', { Username, password, accountType: 2, authorCode, ...(captcha ? { captcha } : {}) });

/** A hand-like drag: uneven steps to the end of the track in about half a second. */
function humanTrack(): TrackPoint[] {
  const end = SLIDER_TRACK_WIDTH - SLIDER_KNOB_WIDTH;
  const steps = [0, 6, 20, 45, 85, 130, 170, 205, 232, 250, end];
  return steps.map((x, i) => ({ x, t: 1000 + i * 45 + (i % 3) * 12 }));
}

async function passSlider(track = humanTrack()) {
  const session = (await call('/api/hosted/captcha/session', {})).data as { sessionId: string };
  return call<object>('/api/hosted/captcha/verify', { sessionId: session.sessionId, track });
}

describe('login with the phone code', () => {
  it('sends the code to the bound phone, naming no phone in the answer, and accepts it once', async () => {
    const sent = await call('/api/account/GeneralCustomerValidCode', { userName: 'agent01' });
    expect(sent).toEqual({ status: 200, code: 200, msg: '如账号存在，验证码已发送至其绑定的手机', data: true });
    const code = standIn().ctx.sms.list('13800000001')[0].code;
    expect((await login('agent01', 'Agent@2026', code)).code).toBe(200);
    expect((await login('agent01', 'Agent@2026', code)).msg).toBe('账号、密码或验证码错误');
  });

  it('answers one message for an unknown account, a wrong password and a wrong code', async () => {
    expect((await call('/api/account/GeneralCustomerValidCode', { userName: 'nobody' })).msg).toBe('如账号存在，验证码已发送至其绑定的手机');
    const code = await freshCode('agent01');
    expect((await login('nobody', 'Wrong@2026', code)).msg).toBe('账号、密码或验证码错误');
    expect((await login('agent01', 'Wrong@2026', code)).msg).toBe('账号、密码或验证码错误');
    expect((await login('agent01', 'Agent@2026', '000000')).msg).toBe('账号、密码或验证码错误');
    expect((await login('agent01', 'Agent@2026', code)).code).toBe(200);
  });

  it('demands the slider after three failures in 15 minutes, until a valid pass comes', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('agent01', 'Wrong@2026', '000000')).msg).toBe('账号、密码或验证码错误');
    const code = await freshCode('agent01');
    expect((await login('agent01', 'Agent@2026', code)).msg).toBe('需要验证码或验证码错误');
    expect((await login('agent01', 'Agent@2026', code, { sessionId: 'x', sig: 'y', token: 'z' })).msg).toBe('需要验证码或验证码错误');
    const pass = (await passSlider()).data;
    expect((await login('agent01', 'Agent@2026', code, pass)).code).toBe(200);
    // The pass was used up.
    expect((await login('agent01', 'Agent@2026', await freshCode('agent01'), pass)).msg).toBe('滑块验证错误');
  });

  it('forgets old failures after 15 minutes', async () => {
    for (let i = 0; i < 3; i += 1) await login('agent01', 'Wrong@2026', '000000');
    await call('/api/__dev/clock', { advanceMs: 15 * 60 * 1000 });
    expect((await login('agent01', 'Agent@2026', await freshCode('agent01'))).code).toBe(200);
  });
});

describe('slider captcha', () => {
  it('passes a hand-like drag once, and refuses a second judgement of the same session', async () => {
    const session = (await call('/api/hosted/captcha/session', {})).data as { sessionId: string };
    const pass = await call('/api/hosted/captcha/verify', { sessionId: session.sessionId, track: humanTrack() });
    expect(pass.data).toMatchObject({ sessionId: session.sessionId, sig: expect.any(String), token: expect.any(String) });
    expect((await call('/api/hosted/captcha/verify', { sessionId: session.sessionId, track: humanTrack() })).msg).toBe('验证失败，请刷新页面');
  });

  it('judges the whole drag, not only where it ended', () => {
    const end = SLIDER_TRACK_WIDTH - SLIDER_KNOB_WIDTH;
    expect(isHumanDrag(humanTrack())).toBe(true);
    const even = Array.from({ length: 11 }, (_, i) => ({ x: (end / 10) * i, t: i * 50 }));
    expect(isHumanDrag(even)).toBe(false);
    expect(isHumanDrag([{ x: 0, t: 0 }, { x: end, t: 10 }])).toBe(false);
    expect(isHumanDrag(humanTrack().map((point) => ({ ...point, t: point.t / 10 })))).toBe(false);
    expect(isHumanDrag(humanTrack().slice(0, -3))).toBe(false);
  });

  it('serves a picture code with its answer', async () => {
    const picture = (await call('/api/auth/GetGphValidateCode')).data as { item1: { fileContents: string }; item2: string };
    expect(picture.item2).toMatch(/^[A-Za-z2-9]{4}$/);
    expect(Buffer.from(picture.item1.fileContents, 'base64').toString()).toContain('<svg');
  });
});

describe('weak password and password change', () => {
  it('lets weak01 ignore the prompt three times, one fewer each time', async () => {
    const { token, samleLoginNum } = (await login('weak01', '12345678', await freshCode('weak01'))).data as { token: string; samleLoginNum: number };
    expect(samleLoginNum).toBe(3);
    expect((await call('/api/auth/IgnoreSamplePwd', {}, token)).data).toEqual({ token, samleLoginNum: 2 });
    await call('/api/auth/IgnoreSamplePwd', {}, token);
    await call('/api/auth/IgnoreSamplePwd', {}, token);
    expect((await call('/api/auth/IgnoreSamplePwd', {}, token)).msg).toBe('忽略次数已用完，请设置新密码');
  });

  it('changes the password for real, signs out everywhere and stops the prompt', async () => {
    const { token } = (await login('weak01', '12345678', await freshCode('weak01'))).data as { token: string };
    const change = (oldPassword: string, password: string, agPassWord = password) =>
      call('/api/account/updateLoginPassword', { oldPassword, password, agPassWord }, token);
    expect((await change('wrong', 'Better#2026')).msg).toBe('旧密码错误');
    expect((await change('12345678', 'Better#2026', 'Other#2026')).msg).toBe('两次输入密码不一致!');
    expect((await change('12345678', 'abcdefgh')).msg).toBe('密码必须包含数字、字母（区分大小写）、字符');
    expect((await change('12345678', 'Better#2026')).data).toBe(true);
    expect((await call('/api/account/AccountInfo', undefined, token)).code).toBe(403);
    const row = standIn().ctx.db.prepare("SELECT password_hash FROM accounts WHERE account = 'weak01'").get() as { password_hash: string };
    expect(row.password_hash).not.toContain('Better#2026');
    const data = (await login('weak01', 'Better#2026', await freshCode('weak01'))).data as object;
    expect(data).not.toHaveProperty('samleLoginNum');
  });
});

describe('forgotten password', () => {
  it('resets with a checked code and a single-use ticket, revoking existing tokens', async () => {
    const { token } = (await login('staff01', 'Staff@2026', await freshCode('staff01'))).data as { token: string };
    const code = await freshCode('staff01', '/api/account/ForgetPasswordValidCode');
    expect((await call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code: '000000' })).msg).toBe('手机验证码错误');
    const { ticket } = (await call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code })).data as { ticket: string };
    expect((await call('/api/account/ResetPassword', { ticket, password: 'weak', agPassWord: 'weak' })).msg).toBe('密码必须包含数字、字母（区分大小写）、字符');
    expect((await call('/api/account/ResetPassword', { ticket, password: 'Fresh@2026', agPassWord: 'Fresh@2026' })).data).toBe(true);
    expect((await call('/api/account/ResetPassword', { ticket, password: 'Fresh@2027', agPassWord: 'Fresh@2027' })).msg).toBe('验证已过期，请重新获取验证码');
    expect((await call('/api/account/AccountInfo', undefined, token)).code).toBe(403);
    expect((await login('staff01', 'Fresh@2026', await freshCode('staff01'))).code).toBe(200);
  });
});

describe('WeChat QR login', () => {
  async function scan(identity: string, state = 'issued') {
    const query = new URLSearchParams({ appid: STAND_IN_WECHAT_APPID, redirect_uri: 'http://127.0.0.1:4173/wxLogin', state, scope: 'snsapi_login' });
    const page = await (await fetch(`${standIn().urls.api}/api/hosted/wechat/qrconnect?${query}`)).text();
    const uuid = /phone\?uuid=([\w-]+)/.exec(page)![1];
    await fetch(`${standIn().urls.api}/api/hosted/wechat/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uuid, identity }).toString(),
    });
    const poll = (await call(`/api/hosted/wechat/poll?uuid=${uuid}`)).data as { status: string; redirect: string };
    expect(poll.status).toBe('confirmed');
    return new URL(poll.redirect);
  }

  it('redirects with code and state; a bound identity signs in, once', async () => {
    const redirect = await scan('wx-bound');
    expect(redirect.pathname).toBe('/wxLogin');
    const body = { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') };
    expect((await call('/api/auth/LoginWechat', body)).data).toMatchObject({ status: 2, token: expect.any(String) });
    expect((await call('/api/auth/LoginWechat', body)).data).toMatchObject({ status: 0 });
  });

  it('refuses a code presented with another state', async () => {
    const redirect = await scan('wx-bound');
    expect((await call('/api/auth/LoginWechat', { code: redirect.searchParams.get('code'), state: 'forged' })).data).toMatchObject({ status: 0 });
  });

  it('binds an unbound identity through a full login, after which it signs in directly', async () => {
    let redirect = await scan('wx-new');
    const { unionId } = (await call('/api/auth/LoginWechat', { code: redirect.searchParams.get('code'), state: 'issued' })).data as { unionId: string };
    const bind = { Username: 'staff01', password: 'Staff@2026', accountType: 2, unionId };
    expect((await call('/api/auth/LoginWechatAndBind', { ...bind, authorCode: '000000' })).msg).toBe('账号、密码或验证码错误');
    expect((await call('/api/auth/LoginWechatAndBind', { ...bind, authorCode: await freshCode('staff01') })).code).toBe(200);
    redirect = await scan('wx-new');
    expect((await call('/api/auth/LoginWechat', { code: redirect.searchParams.get('code'), state: 'issued' })).data).toMatchObject({ status: 2 });
  });

  describe('an account that is not 启用', () => {
    const db = () => standIn().ctx.db;
    const idOf = (account: string) => (db().prepare('SELECT id FROM accounts WHERE account = ?').get(account) as { id: number }).id;
    const bindNew = (accountId: number) => db().prepare("UPDATE wechat_identities SET account_id = ? WHERE key = 'wx-new'").run(accountId);
    const exchange = async () => {
      const redirect = await scan('wx-new');
      return (await call('/api/auth/LoginWechat', { code: redirect.searchParams.get('code'), state: 'issued' })).data as { status: number; msg?: string; token?: string };
    };
    const agentToken = async () => ((await call('/api/__dev/session', { account: 'agent01' })).data as { token: string }).token;

    it('does not sign in by WeChat when stopped, with the password sign-in message', async () => {
      const staff = idOf('staff01');
      bindNew(staff);
      expect((await call('/api/account/SetChildAccountStatus', { id: staff, status: '停用' }, await agentToken())).code).toBe(200);
      expect(await exchange()).toEqual({ status: 0, msg: ACCOUNT_DISABLED });
      expect((await login('staff01', 'Staff@2026', await freshCode('staff01'))).msg).toBe(ACCOUNT_DISABLED);
    });

    it("does not sign in a frozen sub-agent's account", async () => {
      db().prepare(`INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('other01', '陈静', '13900000012', 'x', 2, 1, 1, 0)`).run();
      bindNew(idOf('other01'));
      expect((await call('/api/agent/SetSubAgentStatus', { id: 2, frozen: true }, await agentToken())).code).toBe(200);
      expect(await exchange()).toEqual({ status: 0, msg: ACCOUNT_DISABLED });
      await call('/api/agent/SetSubAgentStatus', { id: 2, frozen: false }, await agentToken());
      expect(await exchange()).toMatchObject({ status: 2, token: expect.any(String) });
    });

    it('a deleted account loses its WeChat: the identity is unbound again', async () => {
      const staff = idOf('staff01');
      bindNew(staff);
      expect((await call('/api/account/DeleteChildAccount', { id: staff }, await agentToken())).code).toBe(200);
      expect(await exchange()).toMatchObject({ status: 1, unionId: 'oUnion-new-visitor' });
      // Even were the binding left behind, the deleted account itself does not sign in.
      bindNew(staff);
      expect(await exchange()).toEqual({ status: 0, msg: ACCOUNT_DISABLED });
    });
  });

  it('binds only a unionId that has just come through the QR', async () => {
    const bind = { Username: 'staff01', password: 'Staff@2026', accountType: 2, unionId: 'oUnion-new-visitor', authorCode: '1' };
    expect((await call('/api/auth/LoginWechatAndBind', bind)).msg).toBe('微信授权已失效，请重新扫码');
  });
});
