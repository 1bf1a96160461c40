import type { DbsetRow } from '../../src/contracts/serviceMaintenance.ts';
import { expect, test } from './fixtures.ts';

// A manual backup of a 账套 as an agent follows it: 备份 on 账套维护, the dialog's progress (queued, 备份中 x%,
// done) on the stand-in's clock, the list's 最近备份, then 去恢复 where the new backup is the 账套's newest
// restore point in the recovery cart.
const FIRST_LOAD = { timeout: 30_000 };

test('备份 of a 账套 shows its progress, then is its 最近备份 and the newest restore point in the recovery cart', async ({ page, context, standIn }) => {
  test.setTimeout(90_000);
  await standIn.reset();
  const token = await standIn.signIn(context, 'agent01');
  const answer = await page.request.post('/api/dbset/DbsetPage', { headers: { authorization: `Bearer ${token}` }, data: { pageSize: 20, filters: { status: '正常' } } });
  // One backed up last night (the newest 账套 may have been made since).
  const dbset = ((await answer.json()) as { data: { list: DbsetRow[] } }).data.list.find((row) => row.lastBackup !== null)!;

  await page.goto(`/dbsetMaintenance?serviceId=${dbset.serviceId}`);
  await expect(page.getByRole('heading', { name: '账套维护', level: 3 })).toBeVisible({ timeout: 45_000 });
  const row = page.locator('tbody tr').filter({ hasText: dbset.dbsetNo });
  const lastBackup = row.locator('td[data-field="lastBackup"]');
  await expect(lastBackup).toHaveText(/^\d{4}-\d{2}-\d{2} 02:00$/, FIRST_LOAD);
  await row.getByRole('button', { name: '备份', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `备份账套 · ${dbset.dbsetName}` });
  const progress = dialog.getByRole('status', { name: '备份进度' });
  await expect(progress).toContainText('排队中');
  await expect(progress).toContainText(/备份中 \d+%/, { timeout: 10_000 });
  await expect(progress).toContainText('备份完成', { timeout: 15_000 });
  const made = (await dialog.getByText(/已生成恢复时间点/).textContent())!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)![0];
  // The list follows: its 最近备份 is the new backup.
  await expect(lastBackup).toHaveText(made.slice(0, 16));

  await dialog.getByRole('button', { name: '去恢复', exact: true }).click();
  await expect(page.getByRole('heading', { name: '数据恢复购物车' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: '账套', exact: true })).toHaveValue(dbset.dbsetName, FIRST_LOAD);
  await page.getByRole('textbox', { name: '恢复时间点', exact: true }).click();
  const points = page.getByRole('listbox').getByRole('option');
  await expect(points.first()).toHaveText(`${made} 手动备份`);
  await expect(points.nth(1)).toHaveText(/ 02:00:00 每日备份$/);
  await points.first().click();
  await page.getByRole('button', { name: '加入购物车', exact: true }).click();
  const cart = page.getByRole('table', { name: '购物车' }).locator('tbody tr');
  await expect(cart).toHaveCount(1);
  await expect(cart.first()).toContainText(dbset.dbsetName);
  await expect(cart.first()).toContainText(made);
});

test('备份 of a whole database on 数据库列表 is then the newest restore point of each of its 账套', async ({ page, context, standIn }) => {
  test.setTimeout(90_000);
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  // The largest databases first: old services, backed up last night (the newest may have been opened since).
  await page.goto('/dbsListServiceMaintenance?sort=sizeMB.desc');
  await expect(page.getByRole('heading', { name: '数据库列表', level: 3 })).toBeVisible({ timeout: 45_000 });
  const backedUp = page.locator('tbody tr').filter({ has: page.locator('td[data-field="lastBackup"]', { hasText: / 02:00$/ }) }).first();
  await expect(backedUp).toBeVisible(FIRST_LOAD);
  const dbName = (await backedUp.locator('td[data-field="dbName"]').textContent())!.trim();
  const row = page.locator('tbody tr').filter({ has: page.locator('td[data-field="dbName"]', { hasText: new RegExp(`^${dbName}$`) }) });
  await row.getByRole('button', { name: '备份', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `备份数据库 · ${dbName}` });
  await expect(dialog.getByRole('status', { name: '备份进度' })).toContainText('备份完成', { timeout: 15_000 });
  const made = (await dialog.getByText(/已生成恢复时间点/).textContent())!.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)![0];
  await expect(row.locator('td[data-field="lastBackup"]')).toHaveText(made.slice(0, 16));
  await dialog.getByRole('button', { name: '去恢复', exact: true }).click();
  await expect(page.getByRole('heading', { name: '数据恢复购物车' })).toBeVisible(FIRST_LOAD);
  const dbsetBox = page.getByRole('textbox', { name: '账套', exact: true });
  await dbsetBox.click();
  const dbsets = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(dbsets.length).toBeGreaterThan(0);
  for (const name of dbsets) {
    if (!(await page.getByRole('listbox').isVisible())) await dbsetBox.click();
    await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
    await page.getByRole('textbox', { name: '恢复时间点', exact: true }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(`${made} 整库备份`);
    await page.keyboard.press('Escape');
  }
});
