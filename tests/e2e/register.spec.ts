import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const viewports = {
  手机: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  桌面: { viewport: { width: 1280, height: 800 } },
};

/** Follows the picture codes the page is served, so a test can type the current one as a person would read it. */
function watchPictureCode(page: Page): () => string {
  let answer = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/GetRegisterGphValidateCode')) return;
    answer = ((await response.json()) as { data: { item2: string } }).data.item2;
  });
  return () => answer;
}

/** Fits the screen it is opened on: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function sendPhoneCode(page: Page, phone: string, pictureCode: () => string) {
  await expect.poll(pictureCode).not.toBe('');
  await page.getByLabel('图形验证码').fill(pictureCode());
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(`验证码已发送至尾号${phone.slice(-4)}的手机`)).toBeVisible();
  await expect(page.getByRole('button', { name: /剩余\d+秒/ })).toBeDisabled();
}

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`trial registration (${device})`, () => {
    test.use(options);

    test('registers a CRM trial that the agent then has as a customer', async ({ page, standIn, request }) => {
      await standIn.reset();
      const pictureCode = watchPictureCode(page);
      const phone = '13712340001';
      await page.goto('/register?AgentNumber=%20A10001%20');
      await expect(page.getByRole('heading', { name: '免费试用注册' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expect(page.getByText('不填写则使用默认密码')).toBeVisible();

      await page.getByLabel('客户名称').fill('杭州恒发贸易有限公司');
      await choose(page, '产品', '云启CRM');
      await expect(page.getByLabel('域名前缀')).toHaveCount(0);
      await expect(page.getByLabel('用户数')).toHaveValue('10');
      await choose(page, '版本', '专业版');
      await choose(page, '服务器区域', '华东二区（上海）');
      await page.getByLabel('用户数').fill('9');
      await sendPhoneCode(page, phone, pictureCode);
      await page.getByLabel('手机验证码').fill(await standIn.latestCode(phone));

      const submit = page.getByRole('button', { name: '提交注册' });
      await submit.click();
      await expect(page.getByText('用户数最小10')).toBeVisible();
      await expect(page.getByText('请阅读并同意用户协议及隐私政策')).toBeVisible();
      // Locked for 2 s after the press; nothing typed was lost.
      await expect(submit).toBeDisabled();
      await expect(page.getByLabel('客户名称')).toHaveValue('杭州恒发贸易有限公司');
      await expect(submit).toBeEnabled({ timeout: 3000 });

      await page.getByLabel('用户数').fill('20');
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await submit.click();

      await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const created = page.getByRole('table', { name: '开通信息' });
      for (const text of ['杭州恒发贸易有限公司', '云启CRM', '专业版', '华东二区（上海）', '20', /^30天（至\d{4}-\d{2}-\d{2}）$/]) {
        await expect(created.getByRole('cell', { name: text, exact: true })).toBeVisible();
      }
      await expect(page.getByText(`登录账号：${phone}`)).toBeVisible();
      await expect(page.getByText(/默认密码，请向为您分享链接的代理商获取/)).toBeVisible();

      const customers = await (await request.get(`${standIn.url}/api/__dev/customers?phone=${phone}`)).json();
      expect(customers.data).toEqual([
        expect.objectContaining({ name: '杭州恒发贸易有限公司', productType: 'CRM', versionName: '专业版', userCount: 20, status: '试用', source: 1, agentNo: 'A10001', host: null }),
      ]);

      // The agent finds the new trial customer in customer management.
      const token = await standIn.signIn(page.context(), 'agent01');
      const list = await request.post(`${standIn.url}/api/user/UserPageList`, {
        data: { keyword: phone },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect((await list.json()).data).toMatchObject({ total: 1, list: [expect.objectContaining({ name: '杭州恒发贸易有限公司', phone })] });

      await page.getByRole('button', { name: '返回登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a QianFang trial asks for a free host prefix', async ({ page, standIn, request }) => {
      await standIn.reset();
      const pictureCode = watchPictureCode(page);
      const phone = '13712340002';
      await page.goto('/register?AgentNumber=A10002');
      await choose(page, '产品', '千方零售');
      await expect(page.getByLabel('用户数')).toHaveValue('1');
      const host = page.getByLabel('域名前缀');
      await host.fill('shop1');
      await expect(page.getByText('请输入纯字母域名')).toBeVisible();
      await host.fill('www');
      await expect(page.getByText('产品域名已被占用')).toBeVisible();
      await host.fill('hengfa');
      await expect(page.getByText('该域名前缀可以使用')).toBeVisible();
      await choose(page, '版本', '多店版');
      await choose(page, '服务器区域', '华北一区（北京）');
      await page.getByLabel('登录密码').fill('Hengfa@2026');
      await sendPhoneCode(page, phone, pictureCode);
      await page.getByLabel('手机验证码').fill(await standIn.latestCode(phone));
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await page.getByRole('button', { name: '提交注册' }).click();

      await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
      await expect(page.getByRole('table', { name: '开通信息' }).getByRole('cell', { name: 'hengfa' })).toBeVisible();
      await expect(page.getByText('登录密码：注册时设置的密码')).toBeVisible();
      await expect(page.getByRole('link', { name: 'https://hengfa.qf.yqcloud.example' })).toBeVisible();

      const customers = await (await request.get(`${standIn.url}/api/__dev/customers?phone=${phone}`)).json();
      expect(customers.data).toEqual([expect.objectContaining({ productType: 'QianFang', host: 'hengfa', agentNo: 'A10002', region: '华北一区（北京）' })]);

      // The prefix is now taken for the next visitor.
      await page.goto('/register?AgentNumber=A10001');
      await choose(page, '产品', '千方零售');
      await page.getByLabel('域名前缀').fill('HengFa');
      await expect(page.getByText('产品域名已被占用')).toBeVisible();
    });
  });
}

test('every empty required field says what it needs, and a wrong code keeps the form', async ({ page, standIn }) => {
  await standIn.reset();
  const pictureCode = watchPictureCode(page);
  await page.goto('/register?AgentNumber=A10001');
  await page.getByLabel('客户名称').fill('   ');
  await page.getByRole('button', { name: '提交注册' }).click();
  for (const text of ['请填写客户名称（不允许只为空格）', '请选择产品', '请选择版本', '请选择服务器区域', '请填写用户数', '请输入图形验证码', '请填写手机号', '请填写手机验证码', '请阅读并同意用户协议及隐私政策']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await page.getByLabel('客户名称').fill('温州瓯越鞋业有限公司');
  await choose(page, '产品', '云启服装ERP');
  await expect(page.getByLabel('用户数')).toHaveValue('3');
  await choose(page, '版本', '基础版');
  await choose(page, '服务器区域', '华南一区（深圳）');
  await page.getByLabel('域名前缀').fill('ouyue');
  await sendPhoneCode(page, '13712340003', pictureCode);
  await page.getByLabel('手机验证码').fill('000000');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '提交注册' }).click();
  await expect(page.getByText('手机验证码错误')).toBeVisible();
  await expect(page.getByLabel('客户名称')).toHaveValue('温州瓯越鞋业有限公司');
  await expect(page.getByLabel('域名前缀')).toHaveValue('ouyue');
  await expect(page.getByRole('heading', { name: '注册成功' })).toHaveCount(0);

  // Three wrong codes: the next check needs a new picture code, typed from a new picture.
  const code = await standIn.latestCode('13712340003');
  const submit = page.getByRole('button', { name: '提交注册' });
  const checkWith = async (value: string) => {
    await page.getByLabel('手机验证码').fill(value);
    await expect(submit).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().includes('/CheckRegisterValidCode'));
    await submit.click();
    await answered;
  };
  for (let i = 0; i < 2; i += 1) await checkWith(code === '000000' ? '111111' : '000000');
  const before = pictureCode();
  await checkWith(code);
  await expect(page.getByText('需要验证码或验证码错误')).toBeVisible();
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  await expect.poll(pictureCode).not.toBe(before);
  await page.getByLabel('图形验证码').fill(pictureCode());
  await checkWith(code);
  await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
});

test('a wrong picture code is refused and replaced, and no code is sent', async ({ page, standIn }) => {
  await standIn.reset();
  const pictureCode = watchPictureCode(page);
  await page.goto('/register?AgentNumber=A10001');
  await expect.poll(pictureCode).not.toBe('');
  const first = pictureCode();
  await page.getByLabel('图形验证码').fill(first === 'zzzz' ? 'yyyy' : 'zzzz');
  await page.getByLabel('手机号').fill('13712340004');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('图形验证码错误')).toBeVisible();
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  await expect.poll(pictureCode).not.toBe(first);
  expect(await standIn.sms('13712340004')).toEqual([]);
  // Case does not matter.
  await page.getByLabel('图形验证码').fill(pictureCode().toUpperCase());
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至尾号0004的手机')).toBeVisible();
});

test('a reload keeps what was typed (never the password or codes) and the running countdown', async ({ page, standIn }) => {
  await standIn.reset();
  const pictureCode = watchPictureCode(page);
  await page.goto('/register?AgentNumber=A10001');
  await page.getByLabel('客户名称').fill('嘉兴鑫盛服饰商行');
  await page.getByLabel('登录密码').fill('Xinsheng@2026');
  await choose(page, '产品', '千方零售');
  await choose(page, '版本', '单店版');
  await page.getByLabel('域名前缀').fill('xinsheng');
  await sendPhoneCode(page, '13712340005', pictureCode);

  await page.reload();
  await expect(page.getByLabel('客户名称')).toHaveValue('嘉兴鑫盛服饰商行');
  await expect(page.getByRole('textbox', { name: '产品' })).toHaveValue('千方零售');
  await expect(page.getByRole('textbox', { name: '版本' })).toHaveValue('单店版');
  await expect(page.getByLabel('域名前缀')).toHaveValue('xinsheng');
  await expect(page.getByText('该域名前缀可以使用')).toBeVisible();
  await expect(page.getByLabel('手机号')).toHaveValue('13712340005');
  await expect(page.getByRole('button', { name: /剩余\d+秒/ })).toBeDisabled();
  await expect(page.getByLabel('登录密码')).toHaveValue('');
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('Xinsheng@2026');
});

test('a link without an agent number says so before anything is typed', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('链接中缺少代理商编号，请使用代理商分享的注册链接，否则无法完成注册。')).toBeVisible();
});
