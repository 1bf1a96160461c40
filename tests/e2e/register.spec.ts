import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newTab } from './newTab.ts';

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

    test('a CRM trial that the agent then has as a customer, and a QianFang trial with a free host prefix', async ({ page, context, standIn, request }) => {
      test.setTimeout(2 * 60_000); // a minute per flow walked, as each had on its own
      await standIn.reset();
      await test.step('registers a CRM trial that the agent then has as a customer', async () => {
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

      await test.step('a QianFang trial asks for a free host prefix', async () => {
        // A new visitor's tab: the draft and the code countdown the tab before kept stay there.
        const visitor = await newTab(context);
        const pictureCode = watchPictureCode(visitor);
        const phone = '13712340002';
        await visitor.goto('/register?AgentNumber=A10002');
        await choose(visitor, '产品', '千方零售');
        await expect(visitor.getByLabel('用户数')).toHaveValue('1');
        const host = visitor.getByLabel('域名前缀');
        await host.fill('shop1');
        await expect(visitor.getByText('请输入纯字母域名')).toBeVisible();
        await host.fill('www');
        await expect(visitor.getByText('产品域名已被占用')).toBeVisible();
        await host.fill('hengfa');
        await expect(visitor.getByText('该域名前缀可以使用')).toBeVisible();
        await choose(visitor, '版本', '多店版');
        await choose(visitor, '服务器区域', '华北一区（北京）');
        await visitor.getByLabel('登录密码').fill('Hengfa@2026');
        await sendPhoneCode(visitor, phone, pictureCode);
        await visitor.getByLabel('手机验证码').fill(await standIn.latestCode(phone));
        await visitor.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
        await visitor.getByRole('button', { name: '提交注册' }).click();

        await expect(visitor.getByRole('heading', { name: '注册成功' })).toBeVisible();
        await expect(visitor.getByRole('table', { name: '开通信息' }).getByRole('cell', { name: 'hengfa' })).toBeVisible();
        await expect(visitor.getByText('登录密码：注册时设置的密码')).toBeVisible();
        await expect(visitor.getByRole('link', { name: 'https://hengfa.qf.yqcloud.example' })).toBeVisible();

        const customers = await (await request.get(`${standIn.url}/api/__dev/customers?phone=${phone}`)).json();
        expect(customers.data).toEqual([expect.objectContaining({ productType: 'QianFang', host: 'hengfa', agentNo: 'A10002', region: '华北一区（北京）' })]);

        // The prefix is now taken for the next visitor.
        await visitor.goto('/register?AgentNumber=A10001');
        await choose(visitor, '产品', '千方零售');
        await visitor.getByLabel('域名前缀').fill('HengFa');
        await expect(visitor.getByText('产品域名已被占用')).toBeVisible();
      });
    });
  });
}

// The form's own rules, one after another in one browser, each on a new visitor's tab.
test('the form: no agent number, empty fields and wrong codes, a wrong picture code, a reload that keeps what was typed', async ({ page, context, standIn }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  await standIn.reset();
  await test.step('a link without an agent number says so before anything is typed', async () => {
    await page.goto('/register');
    await expect(page.getByText('链接中缺少代理商编号，请使用代理商分享的注册链接，否则无法完成注册。')).toBeVisible();
  });

  await test.step('every empty required field says what it needs, and a wrong code keeps the form', async () => {
    // A new visitor's tab: the draft and the code countdown the tab before kept stay there.
    const emptyForm = await newTab(context);
    const pictureCode = watchPictureCode(emptyForm);
    await emptyForm.goto('/register?AgentNumber=A10001');
    await emptyForm.getByLabel('客户名称').fill('   ');
    await emptyForm.getByRole('button', { name: '提交注册' }).click();
    for (const text of ['请填写客户名称（不允许只为空格）', '请选择产品', '请选择版本', '请选择服务器区域', '请填写用户数', '请输入图形验证码', '请填写手机号', '请填写手机验证码', '请阅读并同意用户协议及隐私政策']) {
      await expect(emptyForm.getByText(text, { exact: true })).toBeVisible();
    }

    await emptyForm.getByLabel('客户名称').fill('温州瓯越鞋业有限公司');
    await choose(emptyForm, '产品', '云启服装ERP');
    await expect(emptyForm.getByLabel('用户数')).toHaveValue('3');
    await choose(emptyForm, '版本', '基础版');
    await choose(emptyForm, '服务器区域', '华南一区（深圳）');
    await emptyForm.getByLabel('域名前缀').fill('ouyue');
    await sendPhoneCode(emptyForm, '13712340003', pictureCode);
    await emptyForm.getByLabel('手机验证码').fill('000000');
    await emptyForm.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await emptyForm.getByRole('button', { name: '提交注册' }).click();
    await expect(emptyForm.getByText('手机验证码错误')).toBeVisible();
    await expect(emptyForm.getByLabel('客户名称')).toHaveValue('温州瓯越鞋业有限公司');
    await expect(emptyForm.getByLabel('域名前缀')).toHaveValue('ouyue');
    await expect(emptyForm.getByRole('heading', { name: '注册成功' })).toHaveCount(0);

    // Three wrong codes: the next check needs a new picture code, typed from a new picture.
    const code = await standIn.latestCode('13712340003');
    const submit = emptyForm.getByRole('button', { name: '提交注册' });
    const checkWith = async (value: string) => {
      await emptyForm.getByLabel('手机验证码').fill(value);
      await expect(submit).toBeEnabled();
      const answered = emptyForm.waitForResponse((response) => response.url().includes('/CheckRegisterValidCode'));
      await submit.click();
      await answered;
    };
    for (let i = 0; i < 2; i += 1) await checkWith(code === '000000' ? '111111' : '000000');
    const before = pictureCode();
    await checkWith(code);
    await expect(emptyForm.getByText('需要验证码或验证码错误')).toBeVisible();
    await expect(emptyForm.getByLabel('图形验证码')).toHaveValue('');
    await expect.poll(pictureCode).not.toBe(before);
    await emptyForm.getByLabel('图形验证码').fill(pictureCode());
    await checkWith(code);
    await expect(emptyForm.getByRole('heading', { name: '注册成功' })).toBeVisible();
  });

  await test.step('a wrong picture code is refused and replaced, and no code is sent', async () => {
    // A new visitor's tab: the draft and the code countdown the tab before kept stay there.
    const pictureForm = await newTab(context);
    const pictureCode = watchPictureCode(pictureForm);
    await pictureForm.goto('/register?AgentNumber=A10001');
    await expect.poll(pictureCode).not.toBe('');
    const first = pictureCode();
    await pictureForm.getByLabel('图形验证码').fill(first === 'zzzz' ? 'yyyy' : 'zzzz');
    await pictureForm.getByLabel('手机号').fill('13712340004');
    await pictureForm.getByRole('button', { name: '获取验证码' }).click();
    await expect(pictureForm.getByText('图形验证码错误')).toBeVisible();
    await expect(pictureForm.getByLabel('图形验证码')).toHaveValue('');
    await expect.poll(pictureCode).not.toBe(first);
    expect(await standIn.sms('13712340004')).toEqual([]);
    // Case does not matter.
    await pictureForm.getByLabel('图形验证码').fill(pictureCode().toUpperCase());
    await pictureForm.getByRole('button', { name: '获取验证码' }).click();
    await expect(pictureForm.getByText('验证码已发送至尾号0004的手机')).toBeVisible();
  });

  await test.step('a reload keeps what was typed (never the password or codes) and the running countdown', async () => {
    // A new visitor's tab: the draft and the code countdown the tab before kept stay there.
    const draftForm = await newTab(context);
    const pictureCode = watchPictureCode(draftForm);
    await draftForm.goto('/register?AgentNumber=A10001');
    await draftForm.getByLabel('客户名称').fill('嘉兴鑫盛服饰商行');
    await draftForm.getByLabel('登录密码').fill('Xinsheng@2026');
    await choose(draftForm, '产品', '千方零售');
    await choose(draftForm, '版本', '单店版');
    await draftForm.getByLabel('域名前缀').fill('xinsheng');
    await sendPhoneCode(draftForm, '13712340005', pictureCode);

    await draftForm.reload();
    await expect(draftForm.getByLabel('客户名称')).toHaveValue('嘉兴鑫盛服饰商行');
    await expect(draftForm.getByRole('textbox', { name: '产品' })).toHaveValue('千方零售');
    await expect(draftForm.getByRole('textbox', { name: '版本' })).toHaveValue('单店版');
    await expect(draftForm.getByLabel('域名前缀')).toHaveValue('xinsheng');
    await expect(draftForm.getByText('该域名前缀可以使用')).toBeVisible();
    await expect(draftForm.getByLabel('手机号')).toHaveValue('13712340005');
    await expect(draftForm.getByRole('button', { name: /剩余\d+秒/ })).toBeDisabled();
    await expect(draftForm.getByLabel('登录密码')).toHaveValue('');
    await expect(draftForm.getByLabel('图形验证码')).toHaveValue('');
    const stored = await draftForm.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain('Xinsheng@2026');
  });
});
