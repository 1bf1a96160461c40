import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// Recharge by bank transfer with review, the ledger with its sums, and a balance transfer to a sub-agent.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d4a90000000049454e44ae426082', 'hex');
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);
const card = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('a bank-transfer recharge waits in 审核中, is approved, raises the balance and shows in the ledger with its sums', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  // This month's ledger before the recharge (the seed has this month's lines already).
  await page.goto('/financeDetail');
  const sums = async () => {
    const fen = async (label: string) => {
      const text = (await page.getByText(new RegExp(`^${label}：¥`)).textContent())!;
      return Math.round(Number(text.replace(/^.*¥/, '').replace(/,/g, '')) * 100);
    };
    return { income: await fen('收入合计'), expense: await fen('支出合计') };
  };
  await expect(page.getByText(/^共 [\d,]+ 条$/)).toBeVisible({ timeout: 20_000 });
  const before = await sums();
  await openInPortal(page, '/accountRecharge', { alone: true });
  await expect(card(page, '账户余额')).toContainText('¥28,650.00', { timeout: 20_000 });

  const amount = page.getByLabel('充值金额（元）');
  await amount.fill('0.5');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByText('金额应在1.00元至1,000,000.00元之间')).toBeVisible();
  await amount.fill('1234.5');
  await expect(page.getByText('大写：壹仟贰佰叁拾肆元伍角')).toBeVisible();
  await page.getByLabel('充值方式', { exact: true }).getByText('对公转账', { exact: true }).click();
  await expect(page.getByText('收款单位：')).toBeVisible();
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByText('请上传转账凭证')).toBeVisible();
  await expect(amount).toHaveValue('1234.5');

  await page.locator('input[type="file"]').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '立即充值' }).click();
  const submitted = page.getByText(/^充值单号 CZ\d+/);
  await expect(submitted).toBeVisible();
  const rechargeNo = (await submitted.textContent())!.match(/CZ\d+/)![0];
  await expect(page.locator('tbody tr', { hasText: rechargeNo })).toContainText('审核中');

  const review = await page.request.post(`${standIn.url}/api/__dev/recharge`, { data: { rechargeNo, approve: true } });
  expect(((await review.json()) as { data: string }).data).toBe('已到账');
  await page.reload();
  await expect(card(page, '账户余额')).toContainText('¥29,884.50');
  await expect(page.locator('tbody tr', { hasText: rechargeNo })).toContainText('已到账');

  await openInPortal(page, '/financeDetail', { alone: true });
  // One name in the menu, the tab and the heading.
  await expect(page.getByRole('heading', { name: '财务明细' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '财务明细' })).toBeVisible();
  // P7: the ledger opens on 本月, the whole calendar month.
  await expect(page.getByRole('search', { name: '查询条件' })).toContainText(/\d{4}-\d{2}-01 至 \d{4}-\d{2}-(28|29|30|31)/);
  const line = page.locator('tbody tr', { hasText: rechargeNo });
  await expect(line).toContainText('充值');
  await expect(line.locator('td[data-field="incomeFen"]')).toHaveText('1,234.50');
  await expect.poll(sums).toEqual({ income: before.income + 123_450, expense: before.expense });
});

test('agent01 transfers balance to sub-agent A10002 with a phone code', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/financeDetail');
  await page.getByRole('button', { name: '划拨给二级代理' }).click();
  const dialog = page.getByRole('dialog', { name: '划拨给二级代理' });
  await dialog.getByRole('textbox', { name: '二级代理' }).click();
  await page.getByRole('option', { name: '宁波甬信软件有限公司（A10002）' }).click();
  await dialog.getByLabel('划拨金额（元）').fill('0');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('金额应在0.01元至1,000,000.00元之间')).toBeVisible();
  await dialog.getByLabel('划拨金额（元）').fill('500');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('（伍佰元整）')).toBeVisible();
  await expect(dialog.getByText('划拨后余额 ¥28,150.00')).toBeVisible();

  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
  await dialog.getByRole('button', { name: '确认划拨' }).click();
  await expect(dialog.getByText('划拨成功')).toBeVisible();
  await expect(dialog.getByText(/当前余额 ¥28,150\.00/)).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(cells(page, 'flowType').first()).toHaveText('划拨');
  await expect(cells(page, 'expenseFen').first()).toHaveText('500.00');
  await expect(page.getByText('当前余额：¥28,150.00')).toBeVisible();
});

test('staff01 has no 划拨, 立即充值 or threshold editing; it reads the WLT costs by day', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  // Staff accounts have neither 财务明细 nor 账户充值 in their menu: the pages open without their buttons.
  await page.goto('/financeDetail');
  await expect(page.getByRole('tab', { name: '财务明细' })).toBeVisible();
  await expect(page.getByRole('button', { name: '划拨给二级代理' })).toHaveCount(0);
  await openInPortal(page, '/accountRecharge', { alone: true });
  await expect(page.getByRole('tab', { name: '账户充值' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即充值' })).toHaveCount(0);
  await openInPortal(page, '/wltAccount', { alone: true });
  await expect(card(page, '本月消耗')).toContainText('¥', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '修改预警阈值' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '充值', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '明细' }).first().click();
  await expect(page).toHaveURL(/wltUserCostDetail\?userId=\d+&month=\d{4}-\d{2}/);
  await expect(page.getByText(/^合计费用：/)).toBeVisible();
});
