import { describe, expect, it } from 'vitest';
import { SLIDER_KNOB_WIDTH, SLIDER_TRACK_WIDTH } from './modules/captcha.ts';
import { LIMITS, MAX_CODE_ATTEMPTS, RESEND_WINDOW_MS } from './sms.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

/**
 * The stand-in's defences against sign-in abuse, as an attacker or a careless caller meets them:
 * codes that die after a few wrong tries, limits per phone and per client address, answers that do
 * not tell accounts apart, sessions of the old system that end with the portal's, a weak password's
 * token that can only change the password, and upload calls that stay inside the caller's folders.
 */

const standIn = freshStandInPerTest('security-test-');

type Answer = { code: number; msg: string; data: never };
interface CallOptions {
  token?: string;
  /** The client address, as the portal's proxy forwards it. */
  client?: string;
  service?: 'api' | 'aiuu';
}

async function call(path: string, body?: object, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.client) headers['x-forwarded-for'] = options.client;
  const response = await fetch(`${standIn().urls[options.service ?? 'api']}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body && JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

const phones = { agent01: '13800000001', staff01: '13800000002', weak01: '13800000003' } as const;
const latestCode = (phone: string) => standIn().ctx.sms.list(phone)[0].code;
const passResendWindow = () => call('/api/__dev/clock', { advanceMs: RESEND_WINDOW_MS });
/** A code guaranteed to be wrong for the phone's latest code. */
const wrongFor = (phone: string) => (latestCode(phone) === '000000' ? '111111' : '000000');

async function accountCode(account: keyof typeof phones, path = '/api/account/GeneralCustomerValidCode'): Promise<string> {
  await passResendWindow();
  expect((await call(path, { userName: account })).code).toBe(200);
  return latestCode(phones[account]);
}

async function sliderPass(): Promise<object> {
  const end = SLIDER_TRACK_WIDTH - SLIDER_KNOB_WIDTH;
  const track = [0, 6, 20, 45, 85, 130, 170, 205, 232, 250, end].map((x, i) => ({ x, t: 1000 + i * 45 + (i % 3) * 12 }));
  const { sessionId } = (await call('/api/hosted/captcha/session', {})).data as { sessionId: string };
  return (await call('/api/hosted/captcha/verify', { sessionId, track })).data;
}

/** A picture code the registration page would show (its answer comes with the image, docs/product.md#fields). */
const pictureCode = async () => ((await call('/api/account/GetRegisterGphValidateCode')).data as { item2: string }).item2;

const login = async (Username: string, password: string, authorCode: string, options: CallOptions & { slider?: boolean } = {}) =>
  call('/api/Auth/Login', { Username, password, accountType: 2, authorCode, ...(options.slider ? { captcha: await sliderPass() } : {}) }, options);

async function signIn(account: keyof typeof phones, password: string): Promise<string> {
  const answer = await login(account, password, await accountCode(account));
  expect(answer.code).toBe(200);
  return (answer.data as { token: string }).token;
}

describe('codes die after five wrong tries (item 1)', () => {
  it('refuses the right forgotten-password code after 5 wrong ones, though 50 guesses came in', async () => {
    const code = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code: String(i).padStart(6, '0') === code ? '999999' : String(i).padStart(6, '0') }, { client: `198.51.100.${i}` }),
      ),
    );
    expect(guesses.every((answer) => answer.code !== 200)).toBe(true);
    const right = await call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code }, { client: '198.51.100.200' });
    expect(right.code).not.toBe(200);
  });

  it('counts exactly five: the fifth wrong try kills the code, four do not', async () => {
    let code = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    // After three wrong codes each check needs a slider pass (see the captcha gate below): one goes with every check.
    const check = async (value: string) => call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code: value, captcha: await sliderPass() });
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i += 1) expect((await check(wrongFor(phones.staff01))).msg).toBe('手机验证码错误');
    expect((await check(code)).code).toBe(200);

    code = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) await check(wrongFor(phones.staff01));
    expect((await check(code)).msg).toBe('验证码错误次数过多，请重新获取');
    // A new code works again.
    expect((await check(await accountCode('staff01', '/api/account/ForgetPasswordValidCode'))).code).toBe(200);
  });

  it('kills a registration code and an AI-service login code the same way', async () => {
    const phone = '13912345678';
    const picture = (await call('/api/account/GetRegisterGphValidateCode')).data as { item2: string };
    expect((await call('/api/account/GeneralRegisterValidCode', { userName: phone, captcha: picture.item2 })).code).toBe(200);
    const registerCode = latestCode(phone);
    const checkRegister = async (code: string) => call(`/api/account/CheckRegisterValidCode?userName=${phone}&code=${code}&captcha=${await pictureCode()}`);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) await checkRegister(wrongFor(phone));
    expect((await checkRegister(registerCode)).msg).toBe('验证码错误次数过多，请重新获取');

    const mobile = '13712345678';
    await call('/app/account/login/sendLoginSms', { mobile }, { service: 'aiuu' });
    const aiuuCode = latestCode(mobile);
    const aiuuLogin = async (authCode: string) => call('/app/account/login/login', { mobile, authCode, captcha: await sliderPass() }, { service: 'aiuu' });
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) await aiuuLogin(wrongFor(mobile));
    const answer = (await aiuuLogin(aiuuCode)) as unknown as { success: boolean; msg: string };
    expect(answer).toMatchObject({ success: false, msg: '验证码错误次数过多，请重新获取' });
  });

  it('kills a login code after five wrong tries, the slider being asked for after three', async () => {
    const code = await accountCode('agent01');
    for (let i = 0; i < 3; i += 1) expect((await login('agent01', 'Agent@2026', wrongFor(phones.agent01))).msg).toBe('账号、密码或验证码错误');
    expect((await login('agent01', 'Agent@2026', wrongFor(phones.agent01))).msg).toBe('需要验证码或验证码错误');
    for (let i = 0; i < 2; i += 1) await login('agent01', 'Agent@2026', wrongFor(phones.agent01), { slider: true });
    expect((await login('agent01', 'Agent@2026', code, { slider: true })).msg).toBe('账号、密码或验证码错误');
    expect((await login('agent01', 'Agent@2026', await accountCode('agent01'), { slider: true })).code).toBe(200);
  });
});

describe('after three wrong codes a check needs a passed captcha first (item 1)', () => {
  it('asks the forgotten-password check for the slider after three wrong codes, and compares the code only with a fresh pass', async () => {
    const code = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    const check = (value: string, captcha?: object) => call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code: value, ...(captcha ? { captcha } : {}) });
    for (let i = 0; i < 3; i += 1) expect((await check(wrongFor(phones.staff01))).msg).toBe('手机验证码错误');
    // The right code itself is refused without a pass, and such refusals do not count against the code.
    for (let i = 0; i < 5; i += 1) expect((await check(code)).msg).toBe('需要验证码或验证码错误');
    expect((await check(code, { sessionId: 'forged', sig: 'x', token: 'y' })).msg).toBe('需要验证码或验证码错误');
    const pass = await sliderPass();
    expect((await check(code, pass)).code).toBe(200);
    // A pass is single use.
    const next = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    expect((await check(next, pass)).msg).toBe('需要验证码或验证码错误');
    expect((await check(next, await sliderPass())).code).toBe(200);
  });

  it('asks the registration check for a fresh picture code after three wrong codes; the one used to send does not do', async () => {
    const phone = '13912345678';
    const sentWith = await pictureCode();
    expect((await call('/api/account/GeneralRegisterValidCode', { userName: phone, captcha: sentWith })).code).toBe(200);
    const code = latestCode(phone);
    const check = (value: string, captcha = '') => call(`/api/account/CheckRegisterValidCode?userName=${phone}&code=${value}&captcha=${captcha}`);
    for (let i = 0; i < 3; i += 1) expect((await check(wrongFor(phone))).msg).toBe('手机验证码错误');
    expect((await check(code)).msg).toBe('需要验证码或验证码错误');
    expect((await check(code, sentWith)).msg).toBe('需要验证码或验证码错误');
    expect((await check(code, await pictureCode())).code).toBe(200);
  });

  it('asks the AI-service login and the invited registration for the slider after three wrong codes', async () => {
    const mobile = '13712345678';
    await call('/app/account/login/sendLoginSms', { mobile }, { service: 'aiuu' });
    const code = latestCode(mobile);
    const aiuuLogin = async (authCode: string, captcha?: object) =>
      (await call('/app/account/login/login', { mobile, authCode, ...(captcha ? { captcha } : {}) }, { service: 'aiuu' })) as unknown as { success: boolean; msg: string };
    for (let i = 0; i < 3; i += 1) expect((await aiuuLogin(wrongFor(mobile))).msg).toBe('验证码错误');
    expect(await aiuuLogin(code)).toMatchObject({ success: false, msg: '需要验证码或验证码错误' });
    expect((await aiuuLogin(code, await sliderPass())).success).toBe(true);

    const tel = '13712345679';
    expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel })).code).toBe(200);
    const register = async (value: string, captcha?: object) =>
      call('/api/agentAiUUMarketing/registeraccount', { tel, code: value, agentNo: 'A10001', ...(captcha ? { captcha } : {}) });
    for (let i = 0; i < 3; i += 1) await register(wrongFor(tel));
    expect((await register(latestCode(tel))).msg).toBe('需要验证码或验证码错误');
    expect((await register(latestCode(tel), await sliderPass())).code).toBe(200);
  });

  it('gates an unknown account the same way, answering alike', async () => {
    const check = (captcha?: object) => call('/api/account/CheckForgetPasswordCode', { userName: 'nobody01', code: '123456', ...(captcha ? { captcha } : {}) });
    for (let i = 0; i < 3; i += 1) expect((await check()).msg).toBe('手机验证码错误');
    expect((await check()).msg).toBe('需要验证码或验证码错误');
    expect((await check(await sliderPass())).msg).toBe('手机验证码错误');
  });
});

describe('checks are limited per phone and per client address (item 1)', () => {
  it('stops checks of a phone after 10 failures across its codes, whichever address they come from', async () => {
    const check = async (code: string, i: number) =>
      call('/api/account/CheckForgetPasswordCode', { userName: 'staff01', code, captcha: await sliderPass() }, { client: `203.0.113.${i}` });
    let failures = 0;
    while (failures < LIMITS.phoneFailures.max) {
      await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
      for (let i = 0; i < 4 && failures < LIMITS.phoneFailures.max; i += 1) {
        await check(wrongFor(phones.staff01), failures);
        failures += 1;
      }
    }
    const code = await accountCode('staff01', '/api/account/ForgetPasswordValidCode');
    expect((await check(code, 99)).msg).toBe('操作过于频繁，请稍后再试');
    // Another phone is not affected.
    const other = await accountCode('agent01', '/api/account/ForgetPasswordValidCode');
    expect((await call('/api/account/CheckForgetPasswordCode', { userName: 'agent01', code: other }, { client: '203.0.113.1' })).code).toBe(200);
  });

  it('stops checks from one address after 20 failures on any phones; other addresses go on', async () => {
    const attacker = '192.0.2.66';
    for (let i = 0; i < LIMITS.clientFailures.max; i += 1) {
      await call('/app/account/login/login', { mobile: `1390000${String(i).padStart(4, '0')}`, authCode: '123456' }, { service: 'aiuu', client: attacker });
    }
    const mobile = '13712345678';
    await call('/app/account/login/sendLoginSms', { mobile }, { service: 'aiuu', client: '192.0.2.1' });
    const code = latestCode(mobile);
    const fromAttacker = (await call('/app/account/login/login', { mobile, authCode: code }, { service: 'aiuu', client: attacker })) as unknown as { msg: string };
    expect(fromAttacker.msg).toBe('操作过于频繁，请稍后再试');
    const fromOwner = (await call('/app/account/login/login', { mobile, authCode: code }, { service: 'aiuu', client: '192.0.2.1' })) as unknown as { success: boolean };
    expect(fromOwner.success).toBe(true);
  });

  it('asks one address for the slider after five failed logins, whatever the accounts', async () => {
    const client = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) await login(`nobody${i}`, 'Wrong@2026', '000000', { client });
    expect((await login('agent01', 'Agent@2026', await accountCode('agent01'), { client })).msg).toBe('需要验证码或验证码错误');
    expect((await login('agent01', 'Agent@2026', await accountCode('agent01'), { client, slider: true })).code).toBe(200);
  });
});

describe('sending codes (item 2)', () => {
  it('checks the registration picture code on the server: an issued one, once', async () => {
    const send = (userName: string, captcha: string) => call('/api/account/GeneralRegisterValidCode', { userName, captcha });
    expect((await send('13912340001', 'zzzz')).msg).toBe('图形验证码错误');
    const picture = (await call('/api/account/GetRegisterGphValidateCode')).data as { item1: { fileContents: string }; item2: string };
    expect(Buffer.from(picture.item1.fileContents, 'base64').toString()).toContain('<svg');
    expect((await send('13912340001', picture.item2.toLowerCase())).code).toBe(200);
    expect((await send('13912340002', picture.item2)).msg).toBe('图形验证码错误');
    expect(standIn().ctx.sms.list('13912340002')).toHaveLength(0);
  });

  it('limits sends per client address to 20 an hour, and the whole service per minute', async () => {
    const client = '192.0.2.88';
    for (let i = 0; i < LIMITS.clientSends.max; i += 1) {
      expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel: `1390001${String(i).padStart(4, '0')}` }, { client })).code).toBe(200);
    }
    expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13900019999' }, { client })).msg).toBe('操作过于频繁，请稍后再试');
    expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13900019999' }, { client: '192.0.2.89' })).code).toBe(200);

    for (let i = 0; standIn().ctx.sms.limits.count('send-all', '', LIMITS.globalSends.windowMs) < LIMITS.globalSends.max; i += 1) {
      await call('/api/agentAiUUMarketing/getvalidcode', { tel: `1390002${String(i).padStart(4, '0')}` }, { client: `10.0.${Math.floor(i / 10)}.${i % 10}` });
    }
    expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13900029999' }, { client: '10.9.9.9' })).msg).toBe('操作过于频繁，请稍后再试');
    await call('/api/__dev/clock', { advanceMs: LIMITS.globalSends.windowMs });
    expect((await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13900029999' }, { client: '10.9.9.9' })).code).toBe(200);
  });
});

describe('answers do not tell accounts apart (item 3)', () => {
  it('answers a code request for a known and an unknown account alike, also inside the 120 s', async () => {
    for (const path of ['/api/account/GeneralCustomerValidCode', '/api/account/ForgetPasswordValidCode']) {
      standIn().reset();
      const known = await call(path, { userName: 'agent01' });
      const unknown = await call(path, { userName: 'nobody01' });
      expect(unknown).toEqual(known);
      expect(JSON.stringify(known)).not.toContain('0001');
      const knownAgain = await call(path, { userName: 'agent01' });
      const unknownAgain = await call(path, { userName: 'nobody01' });
      expect(knownAgain.code).not.toBe(200);
      expect(unknownAgain).toEqual(knownAgain);
    }
  });

  it('answers a wrong password and a wrong code with the same text', async () => {
    const code = await accountCode('agent01');
    const wrongPassword = await login('agent01', 'Wrong@2026', code);
    const wrongCode = await login('agent01', 'Agent@2026', wrongFor(phones.agent01));
    const unknown = await login('nobody01', 'Agent@2026', code);
    expect(wrongCode).toEqual(wrongPassword);
    expect(unknown).toEqual(wrongPassword);
  });

  it('answers a forgotten-password check of an unknown account as a wrong code', async () => {
    await accountCode('agent01', '/api/account/ForgetPasswordValidCode');
    const unknown = await call('/api/account/CheckForgetPasswordCode', { userName: 'nobody01', code: '123456' });
    const wrong = await call('/api/account/CheckForgetPasswordCode', { userName: 'agent01', code: wrongFor(phones.agent01) });
    expect(unknown).toEqual(wrong);
  });
});

describe('the old system’s login (item 4)', () => {
  async function legacyLogin(fields: Record<string, string>, client = '') {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (client) headers['x-forwarded-for'] = client;
    return fetch(`${standIn().urls.api}/legacy/login`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ next: '/legacy/pages/visits', ...fields }).toString(),
      redirect: 'manual',
    });
  }
  const sessionCookie = (response: Response) => /legacy_sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const openPage = (sid: string) =>
    fetch(`${standIn().urls.api}/legacy/pages/visits`, { headers: { cookie: `legacy_sid=${sid}` }, redirect: 'manual' });

  it('needs a live portal session of the same account, and ends with its logout', async () => {
    expect((await legacyLogin({ account: 'agent01', password: 'Agent@2026' })).status).toBe(401);
    const token = await signIn('agent01', 'Agent@2026');
    expect((await legacyLogin({ account: 'staff01', password: 'Staff@2026', portalToken: token })).status).toBe(401);
    expect((await legacyLogin({ account: 'staff01', password: 'Staff@2026' })).status).toBe(401);
    const answer = await legacyLogin({ account: 'agent01', password: 'Agent@2026', portalToken: token });
    expect(answer.status).toBe(303);
    const sid = sessionCookie(answer);
    expect((await openPage(sid)).status).toBe(200);

    expect((await call('/api/Auth/Logout', {}, { token })).code).toBe(200);
    const after = await openPage(sid);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toMatch(/^\/legacy\/login/);
  });

  it('ends with a password change, also when typed by hand into its own form', async () => {
    const token = await signIn('staff01', 'Staff@2026');
    const sid = sessionCookie(await legacyLogin({ account: 'staff01', password: 'Staff@2026' }));
    expect((await openPage(sid)).status).toBe(200);
    const change = { oldPassword: 'Staff@2026', password: 'Newer@2026', agPassWord: 'Newer@2026' };
    expect((await call('/api/account/updateLoginPassword', change, { token })).data).toBe(true);
    expect((await openPage(sid)).status).toBe(302);
  });

  it('counts its failures with the portal’s: after three it needs the slider, in both', async () => {
    const token = await signIn('agent01', 'Agent@2026');
    for (let i = 0; i < 3; i += 1) expect((await legacyLogin({ account: 'agent01', password: 'Wrong@2026', portalToken: token })).status).toBe(401);
    const refused = await legacyLogin({ account: 'agent01', password: 'Agent@2026', portalToken: token });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('需要验证码或验证码错误');
    expect((await login('agent01', 'Agent@2026', await accountCode('agent01'))).msg).toBe('需要验证码或验证码错误');
    const pass = (await sliderPass()) as { sessionId: string; sig: string; token: string };
    const withSlider = await legacyLogin({
      account: 'agent01',
      password: 'Agent@2026',
      portalToken: token,
      captchaSessionId: pass.sessionId,
      captchaSig: pass.sig,
      captchaToken: pass.token,
    });
    expect(withSlider.status).toBe(303);
  });
});

describe('a weak password’s token (item 5)', () => {
  it('reaches only the password change until the prompt is passed', async () => {
    const { token, samleLoginNum } = (await login('weak01', '12345678', await accountCode('weak01'))).data as { token: string; samleLoginNum: number };
    expect(samleLoginNum).toBe(3);
    expect(await call('/api/account/AccountInfo', undefined, { token })).toMatchObject({ code: 403, msg: '请先修改密码' });
    expect((await call('/api/menu/getMenuList', undefined, { token })).code).toBe(403);
    // Ignoring while ignores remain lets this token go on.
    expect((await call('/api/auth/IgnoreSamplePwd', {}, { token })).code).toBe(200);
    expect((await call('/api/account/AccountInfo', undefined, { token })).code).toBe(200);
  });

  it('with no ignores left, reads no customer data and can still change the password', async () => {
    standIn().ctx.db.prepare("UPDATE accounts SET sample_ignores_left = 0 WHERE account = 'weak01'").run();
    const { token, samleLoginNum } = (await login('weak01', '12345678', await accountCode('weak01'))).data as { token: string; samleLoginNum: number };
    expect(samleLoginNum).toBe(0);
    expect((await call('/api/auth/IgnoreSamplePwd', {}, { token })).msg).toBe('忽略次数已用完，请设置新密码');
    expect((await call('/api/user/UserPageList', { pageIndex: 1, pageSize: 15 }, { token })).code).toBe(403);
    expect((await call('/api/account/AccountInfo', undefined, { token })).code).toBe(403);
    const change = { oldPassword: '12345678', password: 'Better#2026', agPassWord: 'Better#2026' };
    expect((await call('/api/account/updateLoginPassword', change, { token })).data).toBe(true);
    const fresh = await signIn('weak01', 'Better#2026');
    expect((await call('/api/account/AccountInfo', undefined, { token: fresh })).code).toBe(200);
  });
});

describe('upload calls stay in the caller’s folders (item 7)', () => {
  it('refuses to refresh another account’s credential, and refreshes one’s own', async () => {
    const agent = await signIn('agent01', 'Agent@2026');
    const staff = await signIn('staff01', 'Staff@2026');
    const staffUpload = (await call('/api/Consultation/GetCloudUploadParam', { fileName: 'a.png' }, { token: staff })).data as {
      sts: { securityToken: string };
    };
    const refused = await call('/api/upload/RefreshCloudUploadParam', { securityToken: staffUpload.sts.securityToken }, { token: agent });
    expect(refused.msg).toBe('上传凭证无效，请重新上传');
    const own = await call('/api/upload/RefreshCloudUploadParam', { securityToken: staffUpload.sts.securityToken }, { token: staff });
    expect(own.code).toBe(200);
  });

  it('refreshes by object key only within the caller’s own folders and known buckets', async () => {
    const agent = await signIn('agent01', 'Agent@2026');
    const staff = await signIn('staff01', 'Staff@2026');
    const d = (await call('/api/Consultation/GetCloudUploadParam', { fileName: 'a.png' }, { token: staff })).data as { path: string; bucketName: string };
    const refresh = (token: string, path: string, bucketName = d.bucketName) => call('/api/upload/RefreshCloudUploadParam', { path, bucketName }, { token });
    expect((await refresh(staff, d.path)).code).toBe(200);
    expect((await refresh(agent, d.path)).msg).toBe('上传凭证无效，请重新上传');
    expect((await refresh(staff, d.path, 'another-bucket')).msg).toBe('上传凭证无效，请重新上传');
    expect((await refresh(staff, `${d.path.split('/').slice(0, 3).join('/')}/../../1/1/x`)).msg).toBe('上传凭证无效，请重新上传');
  });

  it('records a database file only from the caller’s own dbfile folder', async () => {
    const agent = await signIn('agent01', 'Agent@2026');
    const save = (path: string, objectStorageId = 1) =>
      call('/api/BakDbCust/SaveDbFile', { customerId: 1, fileName: 'x.bak', size: 10, path, objectStorageId }, { token: agent });
    expect((await save('consultation/1/1/20260101/abc/x.bak')).msg).toBe('文件不属于当前账号，无法保存');
    expect((await save('dbfile/1/2/20260101/abc/x.bak')).msg).toBe('文件不属于当前账号，无法保存');
    expect((await save('dbfile/1/1/20260101/abc/x.bak', 99)).msg).toBe('文件不属于当前账号，无法保存');
    expect((await save('dbfile/1/1/20260101/abc/x.bak')).msg).toBe('文件尚未上传完成');
  });
});

describe('browser access to the API (item 8)', () => {
  it('echoes only loopback origins for CORS', async () => {
    const preflight = (origin: string) =>
      fetch(`${standIn().urls.api}/api/Auth/Login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight('http://127.0.0.1:4173')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes API bodies only as application/json', async () => {
    const response = await fetch(`${standIn().urls.api}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ Username: 'agent01', password: 'Agent@2026', accountType: 2 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).msg).toBe('请求内容类型应为 application/json');
  });
});

describe('the object store refuses odd keys, oversized parts and skewed clocks (item 8)', () => {
  it('refuses keys with a `..` segment or a control character', async () => {
    for (const key of ['workorder/1/1/%2E%2E%2F%2E%2E%2Fconsultation/x', 'workorder/1/1/a%01b', 'workorder//x']) {
      const response = await fetch(`${standIn().storeUrl}/agent-portal-files/${key}?uploads`, { method: 'POST', headers: { authorization: 'OSS STS.x:y' } });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('InvalidObjectName');
    }
  });

  it('refuses a request signed more than 15 minutes away from its clock', async () => {
    const token = await signIn('agent01', 'Agent@2026');
    await call('/api/__dev/clock', { advanceMs: 20 * 60 * 1000 });
    const d = (await call('/api/workorder/GetCloudUploadParam', { fileName: 'a.bak' }, { token })).data as {
      endPointOuter: string;
      bucketName: string;
      path: string;
      sts: { secretId: string; secretKey: string; securityToken: string };
    };
    const date = new Date().toUTCString();
    const { createHmac } = await import('node:crypto');
    const toSign = ['POST', '', '', date, `x-oss-date:${date}`, `x-oss-security-token:${d.sts.securityToken}`, `/${d.bucketName}/${d.path}?uploads`].join('\n');
    const signature = createHmac('sha1', d.sts.secretKey).update(toSign).digest('base64');
    const response = await fetch(`${d.endPointOuter}/${d.bucketName}/${d.path.split('/').map(encodeURIComponent).join('/')}?uploads`, {
      method: 'POST',
      headers: { 'x-oss-date': date, 'x-oss-security-token': d.sts.securityToken, authorization: `OSS ${d.sts.secretId}:${signature}` },
    });
    expect(response.status).toBe(403);
    const xml = await response.text();
    expect(xml).toContain('RequestTimeTooSkewed');
    expect(xml).toMatch(/<ServerTime>[^<]+<\/ServerTime>/);
    expect(response.headers.get('date')).toBeTruthy();
  });

  it('refuses a COS request whose signature window does not hold the store’s time, saying its time', async () => {
    const token = await signIn('agent01', 'Agent@2026');
    await call('/api/__dev/storage', { provider: 'cos' });
    await call('/api/__dev/clock', { advanceMs: 20 * 60 * 1000 });
    const d = (await call('/api/workorder/GetCloudUploadParam', { fileName: 'a.bak' }, { token })).data as {
      endPointOuter: string;
      bucketName: string;
      path: string;
      sts: { secretId: string; securityToken: string };
    };
    const start = Math.floor(Date.now() / 1000) - 1;
    const authorization = `q-sign-algorithm=sha1&q-ak=${d.sts.secretId}&q-sign-time=${start};${start + 900}&q-key-time=${start};${start + 900}&q-header-list=&q-url-param-list=uploads&q-signature=x`;
    const response = await fetch(`${d.endPointOuter}/${d.bucketName}/${d.path.split('/').map(encodeURIComponent).join('/')}?uploads`, {
      method: 'POST',
      headers: { authorization, 'x-cos-security-token': d.sts.securityToken },
    });
    expect(response.status).toBe(403);
    const xml = await response.text();
    expect(xml).toContain('RequestTimeTooSkewed');
    expect(Date.parse(response.headers.get('date') ?? '') - Date.now()).toBeGreaterThan(15 * 60 * 1000);
  });

  it('refuses a part over 5 GiB before reading it, and a `..` key on the direct endpoints', async () => {
    const token = await signIn('agent01', 'Agent@2026');
    await call('/api/__dev/storage', { provider: 'direct' });
    const d = (await call('/api/workorder/GetCloudUploadParam', { fileName: 'a.bak' }, { token })).data as { path: string };
    const escape = await call('/api/upload/direct/Initiate', { path: `${d.path}/../../../../consultation/1/2/x` }, { token });
    expect(escape.msg).toContain('The specified object name is not valid.');
    const { uploadId } = (await call('/api/upload/direct/Initiate', { path: d.path }, { token })).data as { uploadId: string };
    const { request } = await import('node:http');
    const url = new URL(`${standIn().urls.api}/api/upload/direct/Part?uploadId=${uploadId}&path=${encodeURIComponent(d.path)}&partNumber=1`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-length': String(5 * 1024 ** 3 + 1) } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Your proposed upload exceeds the maximum allowed size.');
  });
});
