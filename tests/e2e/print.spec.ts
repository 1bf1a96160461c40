import { expect, test } from './fixtures.ts';

// A detail printed (README, 打印): its content only — no header, menu, tab strip or buttons — and its full
// length, not the one window's worth that the screen's scroll box shows.
test('an invoice detail prints its content only, full length', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/invoiceList');
  await page.getByRole('main').getByRole('button', { name: '详情' }).first().click();
  await expect(page.getByRole('button', { name: '打印' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeHidden();
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^发票申请 / })).toBeVisible();
  // The last section, 操作记录, is printed too: the sheets run on past the first.
  await expect(page.getByText('操作记录', { exact: true })).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(1);
});
