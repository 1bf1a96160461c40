import type { Page } from '@playwright/test';
import { slipPng } from '../../mocks/png.ts';
import { expect, newBrowserContext, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The header's 打款凭证 fact (label and value). */
const voucherFact = (page: Page) => page.getByText('打款凭证：', { exact: true }).locator('..');

async function openList(page: Page, path: string, firstCell: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('cell', { name: firstCell }).first()).toBeVisible({ timeout: 30_000 });
}

test('a promoter link opened by a stranger brings a user who shows up in our lists', async ({ page, browser, standIn }) => {
  test.setTimeout(120_000);
  await standIn.reset();
  await standIn.signIn(page.context(), 'agent01');
  await openList(page, '/promotedAiUU', '周晓东');

  await page.getByRole('button', { name: '新增推广员' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('推广员姓名').fill('赵明');
  await drawer.getByLabel('手机号').fill('1357777');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
  await drawer.getByLabel('手机号').fill('13577778888');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row', { name: /赵明/ });
  await row.getByRole('button', { name: '生成链接' }).click();

  const dialog = page.getByRole('dialog', { name: /生成链接/ });
  await dialog.getByRole('button', { name: '生成链接' }).click();
  const link = await dialog.getByLabel('推广链接').inputValue();
  expect(link).toMatch(/\/promotedAiUUH5Page\?AgentNumber=A10001&Promoter=P\d+$/);
  await expect(dialog.getByRole('img', { name: '推广二维码' })).toHaveAttribute('data-link', link);
  await expect(dialog.getByRole('link', { name: '下载二维码' })).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(dialog.getByRole('button', { name: '复制链接' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A stranger on a phone: no sign-in, a fresh browser.
  const stranger = await newBrowserContext(browser, { viewport: { width: 360, height: 740 } });
  const phone = await stranger.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: '免费体验' }).click();
  await phone.getByLabel('手机号').fill('13612349999');
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await phone.getByLabel('验证码', { exact: true }).fill(await standIn.latestCode('13612349999'));
  await phone.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await phone.getByRole('button', { name: '立即注册' }).click();
  await expect(phone.getByRole('heading', { name: '注册成功' })).toBeVisible();
  await stranger.close();

  await openList(page, '/promotedAiUU?keyword=赵明', '赵明');
  const counted = page.getByRole('row', { name: /赵明/ });
  // 访问 | 领取 | 付费 | 转化率, side by side.
  await expect.poll(async () => (await counted.getByRole('cell').allInnerTexts()).map((text) => text.trim()).join('|')).toContain('|1|1|0|100%|');

  await openList(page, '/aiUUUserManagement?keyword=13612349999', '13612349999');
  const user = page.getByRole('row', { name: /13612349999/ });
  await expect(user.getByRole('cell', { name: '赵明' })).toBeVisible();
  await expect(user.getByRole('cell', { name: '邀请试用' })).toBeVisible();
  await user.getByRole('button', { name: '赠送会员' }).click();
  await page.getByRole('radio', { name: '年卡会员' }).check();
  await page.getByRole('button', { name: '确定赠送' }).click();
  await expect(page.getByText('赠送成功')).toBeVisible();
  await expect(user.getByRole('cell', { name: '年卡会员' })).toBeVisible();
});

test("a settlement's voucher that does not load is told in words; a settlement is applied for, refused a fake invoice, approved and shown paid with its voucher; staff may not unbind", async ({ page, browser, standIn }) => {
  test.setTimeout(120_000);
  await standIn.reset();
  const token = await standIn.signIn(page.context(), 'agent01');
  await test.step('a payment voucher that does not load is told in words, not shown as a broken image', async () => {
    const settlements = await page.request.post(`${standIn.url}/api/aiuu/settlement/List`, { headers: { authorization: `Bearer ${token}` }, data: { filters: { status: '已打款' } } });
    const [{ settleNo: paid }] = ((await settlements.json()) as { data: { list: Array<{ settleNo: string }> } }).data.list;
    await page.route('**/api/aiuu/settlement/VoucherImage?**', (route) => route.abort());
    await page.goto(`/aiuuSettlementDetailManagement?settleNo=${paid}`);
    await expect(page.getByRole('heading', { name: `结算单 ${paid}` })).toBeVisible({ timeout: 30_000 });
    await expect(voucherFact(page).getByRole('alert')).toHaveText('打款凭证加载失败，请刷新页面重试');
    await expect(page.getByRole('img', { name: '打款凭证缩略图' })).toHaveCount(0);
    await page.unroute('**/api/aiuu/settlement/VoucherImage?**');
  });

  await test.step('a settlement is applied for, refused a fake invoice, approved and shown paid with its voucher; staff may not unbind', async () => {
    await openList(page, '/aiuuSettlementManagement', /^JS/);
    await page.getByRole('button', { name: '申请结算', exact: true }).click();

    await page.getByRole('textbox', { name: '结算周期' }).click();
    await page.getByRole('option').first().click();
    await expect(page.getByLabel('结算合计')).toContainText('大写：');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('户名').fill('杭州云启科技有限公司');
    await page.getByLabel('开户行').fill('招商银行杭州分行');
    await page.getByLabel('银行账号').fill('1234');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert')).toHaveText('银行账号应为8–30位数字');
    await page.getByLabel('银行账号').fill('6214830123456789');
    await page.locator('input[type="file"]').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('alert')).toHaveText('发票文件内容不是 pdf、jpg 或 png，请上传发票原件');

    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page.getByLabel('户名')).toHaveValue('杭州云启科技有限公司');
    await page.locator('input[type="file"]').setInputFiles({ name: '发票.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('结算申请已提交，等待审核')).toBeVisible();
    const pending = page.getByRole('row', { name: /待审核/ });
    await expect(pending).toBeVisible({ timeout: 30_000 });
    const settleNo = (await pending.getByRole('cell', { name: /^JS/ }).textContent())!.trim();
    await openInPortal(page, `/aiuuSettlementDetailManagement?settleNo=${settleNo}`, { alone: true });
    await expect(page.getByRole('heading', { name: `结算单 ${settleNo}` })).toBeVisible({ timeout: 30_000 });
    await expect(voucherFact(page)).toHaveText('打款凭证：暂无');
    await expect(page.getByRole('button', { name: '查看打款凭证' })).toHaveCount(0);

    const voucherBase64 = slipPng().toString('base64');
    for (const action of ['approve', 'pay']) {
      const answer = await page.request.post(`${standIn.url}/api/__dev/aiuu/settlement`, { data: { settleNo, action, voucherBase64 } });
      expect(((await answer.json()) as { code: number }).code).toBe(200);
    }
    await page.reload();
    await expect(page.getByText('已打款').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: `结算单 ${settleNo}` })).toBeVisible();
    const thumbnail = voucherFact(page).getByRole('img', { name: '打款凭证缩略图' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(240);
    await page.getByRole('button', { name: '查看打款凭证' }).click();
    const dialog = page.getByRole('dialog', { name: '打款凭证' });
    const full = dialog.getByRole('img', { name: '打款凭证', exact: true });
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 解绑 is the main account's: staff see the bindings (phones masked) without it.
    await openList(page, '/aiUUTiktokServiceMaintenance', /^\d{3}\*{4}\d{4}$/);
    await expect(page.getByRole('button', { name: '解绑' }).first()).toBeVisible();
    const staff = await newBrowserContext(browser, { baseURL: standIn.url });
    await standIn.signIn(staff, 'staff01');
    const staffPage = await staff.newPage();
    await openList(staffPage, '/aiUUTiktokServiceMaintenance', /^\d{3}\*{4}\d{4}$/);
    await expect(staffPage.getByRole('button', { name: '解绑' })).toHaveCount(0);
    await staff.close();
  });
});
