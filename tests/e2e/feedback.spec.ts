import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A 1×1 PNG, and a red 2×2 one, so the thumbnails are real pictures.
const png = (base64: string) => Buffer.from(base64, 'base64');
const green = png('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const red = png('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkZGBgYAAAeBwEBfL6hTQAAAABJRU5ErkJggg==');

const dialog = (page: Page) => page.getByRole('dialog', { name: '意见反馈' });
const fileInput = (page: Page) => dialog(page).locator('input[type="file"]');

test.beforeEach(async ({ page, context, standIn }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('sends feedback with two images and finds it first in 我的反馈 with its thumbnails', async ({ page }) => {
  // 我的反馈 is already open (kept alive behind home): it must catch up when shown again.
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '我的反馈', exact: true }).click();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '首页' }).click();
  await page.getByRole('button', { name: '意见反馈' }).click();
  const content = `打印模板在新版本中错位，附截图。${Date.now()}`;
  await dialog(page).getByLabel('反馈内容').fill(content);
  await dialog(page).getByLabel('联系电话').fill('13912345678');
  await fileInput(page).setInputFiles([
    { name: '截图一.png', mimeType: 'image/png', buffer: green },
    { name: '截图二.png', mimeType: 'image/png', buffer: red },
  ]);
  await expect(dialog(page).getByLabel(/^附件 /)).toHaveCount(2);
  await expect(dialog(page).getByLabel('上传中')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('button', { name: '我的反馈', exact: true }).click();
  const first = page.getByRole('listitem').first();
  await expect(first).toContainText(content);
  await expect(first).toContainText('联系电话：13912345678');
  await expect(first).toContainText('待回复');
  const thumbnails = first.getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  await expect.poll(() => thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([1, 2]);
  // The full-size picture opens from the thumbnail's link.
  const href = await first.getByRole('link', { name: '查看附件2原图' }).getAttribute('href');
  const full = await page.request.get(href!);
  expect(full.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await full.body()).equals(red)).toBe(true);
});

test('content and phone are checked, and nothing typed is lost', async ({ page }) => {
  const content = dialog(page).getByLabel('反馈内容');
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(dialog(page).getByText('请输入内容')).toBeVisible();

  await content.fill('   ');
  await content.blur();
  await expect(dialog(page).getByText('请输入内容')).toBeVisible();

  const tooLong = '很'.repeat(501);
  await content.fill(tooLong);
  await content.blur();
  await expect(dialog(page).getByText('最多输入500字')).toBeVisible();
  await expect(dialog(page).getByText('501/500')).toBeVisible();
  await expect(content).toHaveValue(tooLong);

  const phone = dialog(page).getByLabel('联系电话');
  await phone.fill('1231234567');
  await phone.blur();
  await expect(dialog(page).getByText('请输入正确的手机号')).toBeVisible();
  await phone.fill('');
  await content.fill('希望增加批量导出。');
  await expect(dialog(page).getByText('9/500')).toBeVisible();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
});

test('attachments follow the upload rules', async ({ page }) => {
  await fileInput(page).setInputFiles([{ name: '动图.gif', mimeType: 'image/gif', buffer: green }]);
  await expect(page.getByText('只能上传jpg、jpeg、png格式文件')).toBeVisible();
  await fileInput(page).setInputFiles([{ name: '大图.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) }]);
  await expect(page.getByText('文件大小要小于2MB')).toBeVisible();
  await fileInput(page).setInputFiles([{ name: '空.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }]);
  await expect(page.getByText('不能上传空文件')).toBeVisible();
  const six = Array.from({ length: 6 }, (_, index) => ({ name: `图${index + 1}.png`, mimeType: 'image/png', buffer: green }));
  await fileInput(page).setInputFiles(six);
  await expect(page.getByText('最多上传5个文件')).toBeVisible();
  await expect(dialog(page).getByLabel(/^附件 /)).toHaveCount(0);
});

test('OK waits for uploads; saving during one says so; a removed file is deleted on the server', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/feedback-objects/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await dialog(page).getByLabel('反馈内容').fill('上传中保存试试');
  await fileInput(page).setInputFiles([{ name: '截图.png', mimeType: 'image/png', buffer: green }]);
  await expect(dialog(page).getByLabel('上传中')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: '确定' })).toBeDisabled();
  await dialog(page).getByLabel('联系电话').press('Alt+s');
  await expect(page.getByText('文件正在上传，请稍等')).toBeVisible();

  release();
  await expect(dialog(page).getByLabel('上传中')).toHaveCount(0);
  const deletion = page.waitForRequest((request) => request.url().includes('/api/Promotion/DeleteFileByObjStoreageId'));
  await dialog(page).getByRole('button', { name: '删除截图.png' }).click();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const payload = (await deletion).postDataJSON() as { objStorUseTo: number; param: Array<{ filePath: string; objStoreageId: string }> };
  expect(payload.objStorUseTo).toBe(2);
  expect(payload.param).toHaveLength(1);
  expect(payload.param[0].filePath).toMatch(/^consultation\/.+\.png$/);
});

test('closing the dialog without saving deletes what it uploaded', async ({ page }) => {
  const param = page.waitForResponse((response) => response.url().includes('/api/Consultation/GetCloudUploadParam'));
  await fileInput(page).setInputFiles([{ name: '草稿.png', mimeType: 'image/png', buffer: green }]);
  const { data } = (await (await param).json()) as { data: { path: string } };
  await expect(dialog(page).getByLabel('上传中')).toHaveCount(0);
  expect((await page.request.get(data.path)).status()).toBe(200);

  const deletion = page.waitForRequest((request) => request.url().includes('/api/Promotion/DeleteFileByObjStoreageId'));
  await dialog(page).getByRole('button', { name: '取消' }).click();
  await expect(dialog(page)).toBeHidden();
  await deletion;
  await expect.poll(async () => (await page.request.get(data.path)).status()).toBe(404);
});
