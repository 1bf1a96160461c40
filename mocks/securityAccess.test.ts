import { describe, expect, it } from 'vitest';
import { securityRig, type Answer } from './testing/securityRig.ts';

/**
 * The stand-in's defences past the sign-in: sessions of the old system that end with the portal's, a weak
 * password's token that can only change the password, upload calls that stay inside the caller's folders,
 * browser access to the API and the object store's refusals.
 */
const { standIn, call, accountCode, sliderPass, login, signIn } = securityRig('security-access-test-');

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
