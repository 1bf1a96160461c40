import { expect, test } from './fixtures.ts';

test('a feedback attachment is checked by its content: a text file renamed .png is refused', async ({ page, context, standIn }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  const uploadParam = page.waitForRequest(/GetCloudUploadParam/i, { timeout: 2000 }).then(
    () => true,
    () => false,
  );
  await dialog.locator('input[type="file"]').setInputFiles([{ name: '截图.png', mimeType: 'image/png', buffer: Buffer.from('这不是一张图片，只是改了名字') }]);
  await expect(page.getByText('文件内容与格式不符：截图.png')).toBeVisible();
  await expect(dialog.getByLabel('附件 截图.png')).toHaveCount(0);
  expect(await uploadParam).toBe(false);
});
