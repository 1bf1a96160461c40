import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keptWizards } from './keptSession.ts';

// A wizard comes back with its page (docs/product.md#tabs): 新建转移 left on 选择客户, the page reloaded, 恢复.

const wizard = (page: Page) => page.getByRole('dialog', { name: '新建转移' });
const chosen = (page: Page) => wizard(page).getByRole('checkbox', { name: /^选择 / });

/** The step and choices agent01's page keeps of the wizard. */
const keptWizard = async (page: Page) => (await keptWizards(page, 'agent01', '新建转移'))[0] ?? null;

test('a reload in the middle of 新建转移 offers its step back, and 恢复 shows it with what was chosen', async ({ page, standIn }) => {
  await standIn.signIn(page.context(), 'agent01');
  await page.goto('/userTransfer');
  await page.getByRole('button', { name: '新建转移' }).click();
  await wizard(page).getByRole('textbox', { name: '转出方' }).click();
  await page.getByRole('option', { name: /^李娜（staff01）/ }).click();
  await wizard(page).getByRole('button', { name: '下一步' }).click();
  await chosen(page).nth(0).check();
  await chosen(page).nth(2).check();
  const names = [await chosen(page).nth(0).getAttribute('aria-label'), await chosen(page).nth(2).getAttribute('aria-label')];
  await expect.poll(() => keptWizard(page)).toMatchObject({ step: 1, values: { source: 'account:2' } });
  await expect.poll(async () => ((await keptWizard(page)) as { values: { customerIds: number[] } }).values.customerIds).toHaveLength(2);

  await page.reload();
  await expect(wizard(page).getByText('有上次未保存的内容')).toBeVisible();
  await expect(wizard(page).getByRole('textbox', { name: '转出方' })).toHaveValue('');
  await wizard(page).getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(wizard(page).getByText('已选 2 个客户')).toBeVisible();
  for (const name of names) await expect(wizard(page).getByRole('checkbox', { name: name! })).toBeChecked();
  await wizard(page).getByRole('button', { name: '上一步' }).click();
  await expect(wizard(page).getByRole('textbox', { name: '转出方' })).toHaveValue(/^李娜（staff01）/);
});
