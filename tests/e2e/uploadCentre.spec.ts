import { expect, test } from './fixtures.ts';
import { StoreControls, makeFile, openDbFiles, pickFile, taskRow, uploadUntilStored } from './uploadHelpers.ts';

const centreButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^上传中心/ });

test.describe('upload centre', () => {
  test.describe.configure({ timeout: 120_000 });
  let store: StoreControls;

  test.beforeEach(async ({ standIn, context, request }) => {
    await standIn.reset();
    store = new StoreControls(request, standIn.url);
    await store.useProvider('oss');
    await standIn.signIn(context, 'agent01');
  });

  test('after a reload a file too big to keep asks to be picked again, says why, counts in the badge and names its customer', async ({ page }) => {
    // Over the 50 MB the browser keeps: the bytes must come from the user again after a reload.
    const file = makeFile('centre-reload.bak', 51);
    await store.fault({ delayMs: 1500, times: 8 });
    await uploadUntilStored(page, store, file);
    await page.reload();
    await centreButton(page).click();
    const row = page.getByRole('dialog', { name: '上传中心' }).getByRole('group', { name: file.name });
    await expect(row.getByText('页面已重新加载，网页不能再读取之前选择的文件，请重新选择原文件后继续上传')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(/^客户「.+」的数据库备份$/)).toBeVisible();
    await expect(centreButton(page).first()).toHaveAccessibleName('上传中心（1个待继续）');
  });

  test('going offline shows the offline banner, and the task waits paused', async ({ page, context }) => {
    const file = makeFile('centre-offline.bak', 40);
    await store.fault({ delayMs: 1500, times: 8 });
    await uploadUntilStored(page, store, file);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: '网络已断开，上传已暂停，恢复网络后将自动继续' })).toBeVisible();
    await expect(taskRow(page, file.name).getByText('已暂停')).toBeVisible({ timeout: 30_000 });
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: '网络已断开' })).toBeHidden({ timeout: 30_000 });
  });

  test('a part refused for good leaves the failed task at the progress it had reached', async ({ page }) => {
    const file = makeFile('centre-refused.bak', 40);
    // Its five parts go a few at a time: the last starts once an earlier one is stored, and is refused.
    await store.fault({ partNumber: 5, status: 403 });
    await openDbFiles(page);
    await pickFile(page, file);
    const row = taskRow(page, file.name);
    await expect(row.getByText(/上传失败（403）/)).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText(/^失败时已上传 \d+%$/)).toBeVisible();
    await expect(row.getByText('失败时已上传 0%')).toHaveCount(0);
    const reached = await row.getByText(/^失败时已上传/).textContent();
    // After a reload the checkpoint brings the failed task back at the same progress.
    await page.reload();
    await centreButton(page).click();
    const restored = page.getByRole('dialog', { name: '上传中心' }).getByRole('group', { name: file.name });
    await expect(restored.getByText(/上传失败（403）/)).toBeVisible({ timeout: 30_000 });
    await expect(restored.getByText(reached!)).toBeVisible();
  });

  test('the centre says how long unfinished tasks are kept, and signing out can clear them', async ({ page, standIn, context }) => {
    const file = makeFile('centre-sign-out.bak', 30);
    await store.fault({ delayMs: 1500, times: 8 });
    await uploadUntilStored(page, store, file);
    await taskRow(page, file.name).getByRole('button', { name: '暂停' }).click();
    await expect(taskRow(page, file.name).getByText('已暂停')).toBeVisible({ timeout: 30_000 });
    await centreButton(page).click();
    const centre = page.getByRole('dialog', { name: '上传中心' });
    await expect(centre.getByText('未完成的上传任务保留7天，之后自动清除')).toBeVisible();
    await centre.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog', { name: '确认要退出登录?' });
    await confirm.getByRole('checkbox', { name: '同时清除未完成的上传任务（1个）' }).check();
    await confirm.getByRole('button', { name: '是' }).click();
    // The login page ends what is left of the session when it opens: sign in again only after that.
    await expect(page.getByRole('radio', { name: '账号登录' })).toBeChecked();

    await standIn.signIn(context, 'agent01');
    await page.goto('/homePage');
    await centreButton(page).click();
    await expect(centre.getByText('暂无上传任务')).toBeVisible();
  });
});
