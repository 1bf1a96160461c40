import { describe, expect, it } from 'vitest';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

// The stand-in's public self-service calls: trial registration and the AI assistant's gifts.
const standIn = freshStandInPerTest('self-service-');

const { callTo } = standInCalls(standIn);

type Region = { agentDisplayName: string };

const latestCode = (phone: string) => standIn().ctx.sms.list(phone)[0].code;

const qianFangTrial = { userName: '绍兴瑞达茶业商行', password: '', productId: 3, versonId: 6, localityId: 7, userCount: 1, agentNo: ' A10001 ', source: 1, isCheck: true };

async function registerWithCode(phone: string, form: Record<string, unknown>) {
  const picture = (await callTo('api', '/api/account/GetRegisterGphValidateCode')).data as { item2: string };
  await callTo('api', '/api/account/GeneralRegisterValidCode', { userName: phone, captcha: picture.item2.toLowerCase() });
  const code = latestCode(phone);
  expect((await callTo('api', `/api/account/CheckRegisterValidCode?userName=${phone}&code=${code}`)).code).toBe(200);
  return { code, answer: await callTo('api', '/api/user/UserRegisterTry', { ...form, tel: phone, telCode: code }) };
}

describe('trial registration (stand-in)', () => {
  it('offers regions per version, each by its display name', async () => {
    const standard = await callTo('order', '/api/Locality/getlocalitybyproductid', { id: 1, pVersonId: 1 });
    const flagship = await callTo('order', '/api/Locality/getlocalitybyproductid', { id: 1, pVersonId: 3 });
    expect((standard.data as Region[]).map((region) => region.agentDisplayName)).not.toContain('华北一区（北京）');
    expect((flagship.data as Region[]).map((region) => region.agentDisplayName)).toContain('华北一区（北京）');
  });

  it('creates a trial customer under the agent of the link, and its host is then taken', async () => {
    const { answer } = await registerWithCode('13712349001', { ...qianFangTrial, host: 'RuiDa' });
    expect(answer).toMatchObject({ code: 200, data: { host: 'ruida', productName: '千方零售', trialDays: 15, defaultPassword: true } });
    const row = standIn().ctx.db.prepare('SELECT c.status, c.source, g.agent_no FROM customers c JOIN agents g ON g.id = c.agent_id WHERE c.phone = ?').get('13712349001');
    expect(row).toEqual({ status: '试用', source: 1, agent_no: 'A10001' });
    expect((await callTo('order', '/api/Service/isexisthost', { host: 'ruida' })).data).toBe(true);
  });

  it('lets a checked code be used again after a refused registration', async () => {
    const { code, answer } = await registerWithCode('13712349002', { ...qianFangTrial, host: 'www' });
    expect(answer).toMatchObject({ code: 500, msg: '产品域名已被占用' });
    const retry = await callTo('api', '/api/user/UserRegisterTry', { ...qianFangTrial, host: 'ruida', tel: '13712349002', telCode: code });
    expect(retry.code).toBe(200);
    const again = await callTo('api', '/api/user/UserRegisterTry', { ...qianFangTrial, host: 'ruidaer', tel: '13712349002', telCode: code });
    expect(again.msg).toBe('该手机号已在试用千方零售，请直接登录');
  });

  it('refuses a link without a known agent, and a wrong code', async () => {
    const { answer } = await registerWithCode('13712349003', { ...qianFangTrial, host: 'ruida', agentNo: '' });
    expect(answer.msg).toBe('代理商编号无效，请通过代理商分享的链接注册');
    expect((await callTo('api', '/api/account/CheckRegisterValidCode?userName=13712349003&code=000000')).msg).toBe('手机验证码错误');
  });
});

describe('AI assistant gifts (stand-in)', () => {
  it('answers checks in the AI envelope', async () => {
    expect(await callTo('aiuu', '/invite/check?inviteId=INV2026110001', {})).toMatchObject({ success: true });
    expect(await callTo('aiuu', '/invite/check?inviteId=INV2026090001', {})).toMatchObject({ success: false, msg: '邀请已过期，请向邀请人重新获取链接' });
    expect(await callTo('aiuu', '/buyCardGive/check?buyId=BUY2026100009', {})).toMatchObject({ success: false, msg: '该会员卡已被领取，每张卡只能领取一次' });
  });

  it('gives a card to the first of two visitors only, and the second keeps a usable code', async () => {
    for (const mobile of ['13612349001', '13612349002']) await callTo('aiuu', '/app/account/login/sendLoginSms', { mobile });
    const login = (mobile: string) => callTo('aiuu', '/app/account/login/login', { mobile, authCode: latestCode(mobile), buyId: 'BUY2026110002' });
    expect(await login('13612349001')).toMatchObject({ success: true, data: { memberType: 'QUARTER_CARD' } });
    expect(await login('13612349002')).toMatchObject({ success: false, msg: '该会员卡已被领取，每张卡只能领取一次' });
    expect(standIn().ctx.sms.verify('13612349002', 'aiuu-login', latestCode('13612349002'))).toBe('ok');
  });

  it('registers an invited phone once', async () => {
    const register = async () => {
      // A second code for the same phone within the resend window: start its outbox afresh.
      standIn().ctx.db.prepare('DELETE FROM sms_outbox WHERE phone = ?').run('13612349003');
      await callTo('api', '/api/agentAiUUMarketing/getvalidcode', { tel: '13612349003' });
      return callTo('api', '/api/agentAiUUMarketing/registeraccount', { tel: '13612349003', code: latestCode('13612349003'), agentNo: 'A10001', promoter: 'P1001' });
    };
    expect(await register()).toMatchObject({ code: 200, data: { memberType: 'TRIAL' } });
    expect(await register()).toMatchObject({ code: 500, msg: '该手机号已注册AI优优，请直接登录使用' });
  });
});
