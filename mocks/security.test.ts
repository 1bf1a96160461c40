import { describe, expect, it } from 'vitest';
import { LIMITS, MAX_CODE_ATTEMPTS } from './sms.ts';
import { securityRig } from './testing/securityRig.ts';

/**
 * The stand-in's defences against sign-in abuse, as an attacker or a careless caller meets them:
 * codes that die after a few wrong tries, limits per phone and per client address, and answers that do
 * not tell accounts apart. (Sessions, weak passwords, uploads and browser access: securityAccess.test.ts.)
 */
const { standIn, call, phones, latestCode, wrongFor, accountCode, sliderPass, pictureCode, login } = securityRig('security-test-');

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
