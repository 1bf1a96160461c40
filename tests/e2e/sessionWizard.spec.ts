import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keptWizards } from './keptSession.ts';

// A wizard comes back with its page (docs/product.md#tabs): 新建转移 left on 选择客户, the page reloaded, 恢复 (with a
// kept customer moved elsewhere meanwhile, too).

const wizard = (page: Page) => page.getByRole('dialog', { name: '新建转移' });
const chosen = (page: Page) => wizard(page).getByRole('checkbox', { name: /^选择 / });

/** The step and choices agent01's page keeps of the wizard. */
const keptWizard = async (page: Page) => (await keptWizards(page, 'agent01', '新建转移'))[0] ?? null;

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

/**
 * 新建转移 left on 选择客户 with two of 李娜's customers checked (the fourth and fifth: no unpaid order holds them);
 * answers their checkboxes' names and their ids.
 */
async function leaveOnCustomers(page: Page) {
  await page.goto('/userTransfer');
  await page.getByRole('button', { name: '新建转移' }).click();
  await wizard(page).getByRole('textbox', { name: '转出方' }).click();
  await page.getByRole('option', { name: /^李娜（staff01）/ }).click();
  await wizard(page).getByRole('button', { name: '下一步' }).click();
  await chosen(page).nth(3).check();
  await chosen(page).nth(4).check();
  const names = [(await chosen(page).nth(3).getAttribute('aria-label'))!, (await chosen(page).nth(4).getAttribute('aria-label'))!];
  await expect.poll(() => keptWizard(page)).toMatchObject({ step: 1, values: { source: 'account:2' } });
  await expect.poll(async () => ((await keptWizard(page)) as { values: { customerIds: number[] } }).values.customerIds).toHaveLength(2);
  const { customerIds } = ((await keptWizard(page)) as { values: { customerIds: number[] } }).values;
  return { names, customerIds };
}

test('a reload in the middle of 新建转移 offers its step back, and 恢复 shows it with what was chosen', async ({ page, standIn }) => {
  await standIn.signIn(page.context(), 'agent01');
  const { names } = await leaveOnCustomers(page);

  await page.reload();
  await expect(wizard(page).getByText('有上次未保存的内容')).toBeVisible();
  await expect(wizard(page).getByRole('textbox', { name: '转出方' })).toHaveValue('');
  await wizard(page).getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(wizard(page).getByText('已选 2 个客户')).toBeVisible();
  for (const name of names) await expect(wizard(page).getByRole('checkbox', { name })).toBeChecked();
  await wizard(page).getByRole('button', { name: '上一步' }).click();
  await expect(wizard(page).getByRole('textbox', { name: '转出方' })).toHaveValue(/^李娜（staff01）/);
});

test('a kept customer moved to another owner since is dropped on 恢复, said, and the other stays chosen', async ({ page, standIn, request }) => {
  const token = await standIn.signIn(page.context(), 'agent01');
  const { names, customerIds } = await leaveOnCustomers(page);
  // The first customer moves to 宁波甬信 from elsewhere meanwhile.
  const headers = { authorization: `Bearer ${token}` };
  await request.post(`${standIn.url}/api/safety/SendOperationCode`, { headers, data: { purpose: 'userTransfer' } });
  const code = await standIn.latestCode('13800000001');
  const moved = { from: 'account:2', to: 'agent:2', customerIds: [customerIds[0]], code };
  expect((await (await request.post(`${standIn.url}/api/userTransfer/Transfer`, { headers, data: moved })).json()).msg).toBe('成功');

  await page.reload();
  await wizard(page).getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(wizard(page).getByText('上次选择的客户中有 1 个已不存在或已转移，请重新确认')).toBeVisible();
  await expect(wizard(page).getByText('已选 1 个客户')).toBeVisible();
  await expect(wizard(page).getByRole('checkbox', { name: names[0] })).toHaveCount(0);
  await expect(wizard(page).getByRole('checkbox', { name: names[1] })).toBeChecked();
});
