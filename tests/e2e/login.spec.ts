import type { Page } from '@playwright/test';
import { expect, keepPageClockAtTestClock, test, type StandIn } from './fixtures.ts';
import { agree, fillAccount, fillPhoneCode, phones, signInWithForm } from './loginForm.ts';

/**
 * One code goes to a phone per 120 s: tests that need a second one move both clocks on, the
 * stand-in's and the page's (whose countdown would otherwise still run).
 */
async function passResendWindow(standIn: StandIn, page: Page) {
  await page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: 121_000 } });
  await page.clock.fastForward(121_000);
}

/** On the home page with a token the server accepts, for the expected person. */
async function expectSignedInAs(page: Page, standIn: StandIn, name: string) {
  await expect(page).toHaveURL(/\/homePage$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const info = await page.request.get(`${standIn.url}/api/account/AccountInfo`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await info.json()) as { data: { name: string } }).data.name).toBe(name);
}

/** Passwords and codes are never kept by the browser (DESIGN: secrets). */
async function expectNoSecretsStored(page: Page, secrets: string[]) {
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  for (const secret of secrets) expect(stored).not.toContain(secret);
}
/** Drags the slider like a hand: uneven steps over about half a second. */
async function dragSlider(page: Page) {
  await expect(page.getByText('请按住滑块，拖动到最右边')).toBeVisible();
  const knob = await page.getByRole('slider', { name: '拖动滑块完成验证' }).boundingBox();
  const y = knob!.y + knob!.height / 2;
  let x = knob!.x + knob!.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const step of [5, 12, 25, 40, 38, 35, 30, 28, 22, 15, 10, 6, 4, 2]) {
    x += step;
    await page.mouse.move(x, y);
    await page.waitForTimeout(20 + (step % 4) * 10);
  }
  await page.mouse.up();
  await expect(page.getByText('验证通过')).toBeVisible();
}

test.beforeEach(async ({ standIn }) => {
  await standIn.reset();
});

test('agent01 signs in with the form and the phone code, and the old system\'s frame pages open signed in', async ({ page, context, standIn }) => {
  test.setTimeout(3 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('the login page clears an old session; its carousel shows colours and words before the first picture arrives', async () => {
    await standIn.signIn(context, 'agent01');
    let sendPicture!: () => void;
    const held = new Promise<void>((resolve) => (sendPicture = resolve));
    await page.route('**/api/banner/image/1.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await expect(page.getByText('云上经营，一站管理')).toBeVisible();
    await expect(page.getByRole('button', { name: '第1张' })).toBeVisible();
    await expect(page.getByRole('img', { name: '宣传图 1' })).toBeHidden();
    sendPicture();
    await expect(page.getByRole('img', { name: '宣传图 1' })).toBeVisible();
    await expect(page.getByText('云上经营，一站管理')).toBeHidden();
    await page.unroute('**/api/banner/image/1.svg');
  });

  const loginButton = page.getByRole('button', { name: '登录', exact: true });
  await test.step('an empty form says what each field needs', async () => {
    await expect(loginButton).toHaveAttribute('data-inactive', 'true');
    await loginButton.click();
    await expect(page.getByText('请填写账号')).toBeVisible();
    await expect(page.getByText('请填写密码')).toBeVisible();
    await expect(page.getByText('请填写手机验证码')).toBeVisible();
  });

  await test.step('the agreement is asked for before signing in, and what was typed stays', async () => {
    await fillAccount(page, 'agent01', 'Agent@2026');
    await page.getByLabel('手机验证码').fill('123456');
    await loginButton.click();
    await expect(page.getByText('请阅读并同意用户协议及隐私政策')).toBeVisible();
    await expect(page.getByLabel('账号', { exact: true })).toHaveValue('agent01');
  });

  await test.step('agent01 signs in with the phone code from the outbox and lands on the home page', async () => {
    await signInWithForm(page, standIn, 'agent01', 'Agent@2026');
    await expectSignedInAs(page, standIn, '张伟');
    await expectNoSecretsStored(page, ['Agent@2026', await standIn.latestCode(phones.agent01)]);
  });

  await test.step("the old system's frame pages open signed in, and nothing stores the password", async () => {
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('button', { name: '支付与订单', exact: true }).first().click();
    await menu.getByRole('button', { name: '旧版财务对账', exact: true }).last().click();
    const frame = page.frameLocator('iframe[title="旧版财务对账"]');
    await expect(frame.getByRole('heading', { name: '旧版财务对账' })).toBeVisible();
    await expect(frame.getByLabel('密码')).toHaveCount(0);
    await expectNoSecretsStored(page, ['Agent@2026']);
  });
});

test('the phone-code countdown survives a reload and offers 重新发送 after 120 s', async ({ page, standIn }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请填写账号')).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill('agent01');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('如账号存在，验证码已发送至其绑定的手机')).toBeVisible();
  await expect(page.getByRole('button', { name: /^剩余1[12]\d秒$/ })).toBeDisabled();
  await page.clock.fastForward(60_000);
  await page.reload();
  await expect(page.getByRole('button', { name: /^剩余(5\d|60)秒$/ })).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('button', { name: '重新发送' })).toBeEnabled();
  expect(await standIn.sms(phones.agent01)).toHaveLength(1);
});

test('after three failures the slider and picture code come up, and a dragged slider lets the agent in', async ({ page, standIn }) => {
  await page.goto('/login');
  await fillAccount(page, 'agent01', 'Wrong@2026');
  await page.getByLabel('手机验证码').fill('000000');
  await agree(page);
  // The third failure brings the picture code; its answer comes with the picture.
  const picture = page.waitForResponse((response) => /GetGphValidateCode/i.test(response.url()));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('账号、密码或验证码错误')).toBeVisible();
  }
  const answer = ((await (await picture).json()) as { data: { item2: string } }).data.item2;
  await expect(page.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  await page.getByLabel('图形验证码').fill(answer.toLowerCase());
  await page.getByLabel('密码', { exact: true }).fill('Agent@2026');
  await fillPhoneCode(page, standIn, phones.agent01);
  const nextPicture = page.waitForResponse((response) => /GetGphValidateCode/i.test(response.url()));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('group', { name: '滑动验证' })).toBeVisible();

  // Each failure brings a new picture; the slider is now required.
  const newAnswer = ((await (await nextPicture).json()) as { data: { item2: string } }).data.item2;
  await page.getByLabel('图形验证码').fill(newAnswer);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请完成滑动验证！！')).toBeVisible();
  await dragSlider(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectSignedInAs(page, standIn, '张伟');
});

test('weak01 sees the security prompt, ignores it once, then changes the password from it and signs in without it', async ({ page, context, standIn }) => {
  test.setTimeout(2 * 60_000); // a minute per flow walked, as each had on its own
  await page.clock.install();
  await test.step('weak01 sees the security prompt with 3 ignores, ignores once, and has 2 the next time', async () => {
    await page.goto('/login');
    await signInWithForm(page, standIn, 'weak01', '12345678');
    await expect(page.getByText('安全提示')).toBeVisible();
    await expect(page.getByRole('button', { name: '去设置新密码' })).toBeVisible();
    // The token is held back while the prompt is up.
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await page.getByRole('button', { name: '本次忽略（剩余3次）' }).click();
    await expectSignedInAs(page, standIn, '王芳');

    await passResendWindow(standIn, page);
    await page.goto('/login');
    await signInWithForm(page, standIn, 'weak01', '12345678');
    await expect(page.getByRole('button', { name: '本次忽略（剩余2次）' })).toBeEnabled();
  });

  await test.step('weak01 changes the password from the prompt and signs in with the new one, without the prompt', async () => {
    await page.getByRole('button', { name: '去设置新密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('旧密码').fill('12345678');
    await dialog.getByLabel('新密码').fill('short');
    await dialog.getByLabel('确认密码').fill('other');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入输入8-18位密码').first()).toBeVisible();
    await dialog.getByLabel('新密码').fill('Better#2026');
    await dialog.getByLabel('确认密码').fill('Better#2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
    await dialog.getByLabel('确认密码').fill('Better#2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功！,请重新登陆')).toBeVisible();
    await expect(dialog).toBeHidden();

    await passResendWindow(standIn, page);
    await page.goto('/login');
    await signInWithForm(page, standIn, 'weak01', 'Better#2026');
    await expectSignedInAs(page, standIn, '王芳');
  });
});

/** Opens the QR, follows its "phone" link and confirms as the given test identity. */
async function scanAs(page: Page, identity: 'wx-bound' | 'wx-new') {
  await page.goto('/login');
  await page.getByText('微信扫码登录').click();
  const frame = page.frameLocator('iframe[title="微信扫码登录"]');
  await expect(frame.getByRole('img', { name: '登录二维码' })).toBeVisible();
  const [phone] = await Promise.all([page.context().waitForEvent('page'), frame.getByRole('link', { name: '模拟手机扫码' }).click()]);
  await phone.getByLabel(new RegExp(identity)).check();
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByText('已确认登录')).toBeVisible();
  await phone.close();
}

test('WeChat QR: a forged redirect is refused, a bound account signs in, an unbound one is linked by logging in', async ({ page, standIn }) => {
  test.setTimeout(3 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('a forged WeChat redirect is refused and the account form comes back', async () => {
    await page.goto('/wxLogin?code=forged&state=forged');
    await expect(page.getByText('登录状态校验失败，请重新扫码')).toBeVisible();
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
  });

  await test.step('a bound WeChat account signs in by QR', async () => {
    await scanAs(page, 'wx-bound');
    await expectSignedInAs(page, standIn, '张伟');
  });

  await test.step('an unbound WeChat account is linked to staff01 by logging in, and then signs in by QR', async () => {
    await scanAs(page, 'wx-new');
    await expect(page.getByText(/该微信尚未绑定代理商账号，请使用已有账号登录/)).toBeVisible();
    await signInWithForm(page, standIn, 'staff01', 'Staff@2026');
    await expectSignedInAs(page, standIn, '李娜');

    await scanAs(page, 'wx-new');
    await expectSignedInAs(page, standIn, '李娜');
  });
});

test('a forgotten password: the check asks for the slider after three wrong codes; a reset with the code ends the old password', async ({ page, context, standIn }) => {
  test.setTimeout(2 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('the forgotten-password check asks for the slider after three wrong codes, and takes the code once it is passed', async () => {
    await page.goto('/forgetPassword');
    await page.getByLabel('账号', { exact: true }).fill('staff01');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await standIn.latestCode(phones.staff01);
    const submit = async (value: string) => {
      await page.getByLabel('手机验证码').fill(value);
      const answered = page.waitForResponse((response) => response.url().includes('/CheckForgetPasswordCode'));
      await page.getByRole('button', { name: '下一步' }).click();
      await answered;
    };
    for (let i = 0; i < 3; i += 1) {
      await submit(code === '000000' ? '111111' : '000000');
      await expect(page.getByText('手机验证码错误')).toBeVisible();
    }
    await submit(code);
    await expect(page.getByText('需要验证码或验证码错误')).toBeVisible();
    const slider = page.getByRole('slider', { name: '拖动滑块完成验证' });
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请先完成下方的滑块验证')).toBeVisible();
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByText('验证通过')).toBeVisible();
    await expect(page.getByText('需要验证码或验证码错误')).toBeHidden();
    await expect(page.getByLabel('手机验证码')).toHaveValue(code);
    await submit(code);
    await expect(page.getByLabel('新密码')).toBeVisible();
  });

  // A fresh stand-in (no wrong codes counted against staff01, no code sent) and a new tab (no countdown kept).
  await standIn.reset();
  await test.step('a forgotten password is reset with a code to the bound phone; the old one stops working', async () => {
    const visitor = await context.newPage();
    await keepPageClockAtTestClock(visitor);
    await visitor.clock.install();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: '忘记密码' }).click();
    await expect(visitor).toHaveURL(/\/forgetPassword$/);
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    await expect(visitor.getByText('请填写账号')).toBeVisible();
    await visitor.getByLabel('账号', { exact: true }).fill('staff01');
    await visitor.getByRole('button', { name: '获取验证码' }).click();
    await expect(visitor.getByRole('button', { name: /^剩余\d+秒$/ })).toBeVisible();
    await visitor.getByLabel('手机验证码').fill('000000');
    await visitor.getByRole('button', { name: '下一步' }).click();
    await expect(visitor.getByText('手机验证码错误')).toBeVisible();
    await visitor.getByLabel('手机验证码').fill(await standIn.latestCode(phones.staff01));
    await visitor.getByRole('button', { name: '下一步' }).click();
    await visitor.getByLabel('新密码').fill('abcdefgh1');
    await visitor.getByRole('button', { name: '确定' }).click();
    await expect(visitor.getByText('密码必须包含数字、字母（区分大小写）、字符')).toBeVisible();
    await visitor.getByLabel('新密码').fill('Fresh@2026');
    await visitor.getByLabel('确认密码').fill('Fresh@2026');
    await visitor.getByRole('button', { name: '确定' }).click();
    await expect(visitor.getByText('密码已重置，原有登录已全部失效。')).toBeVisible();
    await visitor.getByRole('button', { name: '返回登录' }).click();

    await passResendWindow(standIn, visitor);
    await signInWithForm(visitor, standIn, 'staff01', 'Staff@2026');
    await expect(visitor.getByText('账号、密码或验证码错误')).toBeVisible();
    await passResendWindow(standIn, visitor);
    await visitor.getByLabel('密码', { exact: true }).fill('Fresh@2026');
    await fillPhoneCode(visitor, standIn, phones.staff01);
    await visitor.getByRole('button', { name: '登录', exact: true }).click();
    await expectSignedInAs(visitor, standIn, '李娜');
  });
});
