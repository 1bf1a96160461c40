import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { StoreControls, makeFile, openDbFiles, pickFile } from './uploadHelpers.ts';

// A 1×1 PNG, and a red 2×2 one, so the thumbnails are real pictures.
const png = (base64: string) => Buffer.from(base64, 'base64');
const green = png('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const red = png('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEIGBkZGBgYAAAeBwEBfL6hTQAAAABJRU5ErkJggg==');

const dialog = (page: Page) => page.getByRole('dialog', { name: '意见反馈' });
const fileInput = (page: Page) => dialog(page).locator('input[type="file"]');
/** Attachments still on their way to the object store show a progress bar under the picture. */
const progressBars = (page: Page) => dialog(page).getByRole('progressbar');
/** A progress short of done, as a bar's value text or a row's percentage. */
const below100 = /^\d{1,2}%$/;

/** Holds every part the browser sends to the object store until `release` is called. */
async function holdParts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.has('partNumber'),
    async (route: Route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    },
  );
  return release;
}

const centreButton = (page: Page) => page.getByRole('button', { name: '上传中心' });
// The badge is the indicator wrapped around the button: its only text is the number of active uploads.
const badge = (page: Page) => centreButton(page).locator('xpath=..');
const drawer = (page: Page) => page.getByRole('dialog', { name: '上传中心' });

/** Whether a click at the middle of an element's box would meet the element (or what is within it). */
const takesClicksAt = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && target.contains(hit);
  });

/** The restart, pause and cancel buttons of a task row, enabled or not. */
async function expectButtons(row: Locator, restart: '继续' | '重试', enabled: { restart: boolean; pause: boolean; cancel: boolean }) {
  for (const [name, on] of [[restart, enabled.restart], ['暂停', enabled.pause], ['取消', enabled.cancel]] as const) {
    if (on) await expect(row.getByRole('button', { name })).toBeEnabled();
    else await expect(row.getByRole('button', { name })).toBeDisabled();
  }
}

/** Opens the feedback dialog again from the header. */
async function openDialog(page: Page) {
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expect(dialog(page)).toBeVisible();
}

test.beforeEach(async ({ page, context, standIn }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('an attachment is deleted on the server when removed or left unsaved; OK waits for uploads', async ({ page, request, standIn }) => {
  await test.step('closing the dialog without saving deletes what it uploaded', async () => {
    const store = new StoreControls(request, standIn.url);
    const param = page.waitForResponse((response) => response.url().includes('/api/Consultation/GetCloudUploadParam'));
    await fileInput(page).setInputFiles([{ name: '草稿.png', mimeType: 'image/png', buffer: green }]);
    const { data } = (await (await param).json()) as { data: { path: string } };
    await expect(dialog(page).getByLabel('附件 草稿.png')).toBeVisible();
    await expect(progressBars(page)).toHaveCount(0);
    expect((await store.objects()).map((object) => object.key)).toEqual([data.path]);

    const deletion = page.waitForRequest((request) => request.url().includes('/api/Promotion/DeleteFileByObjStoreageId'));
    await dialog(page).getByRole('button', { name: '取消' }).click();
    // A picked picture is something typed in: the dialog asks before throwing it away.
    await page.getByRole('dialog', { name: '放弃已填写的内容？' }).getByRole('button', { name: '放弃' }).click();
    await expect(dialog(page)).toBeHidden();
    await deletion;
    await expect.poll(async () => (await store.objects()).length).toBe(0);
  });

  await openDialog(page);
  await test.step('OK waits for uploads; saving during one says so; a removed file is deleted on the server', async () => {
    const release = await holdParts(page);
    await dialog(page).getByLabel('反馈内容').fill('上传中保存试试');
    await fileInput(page).setInputFiles([{ name: '截图.png', mimeType: 'image/png', buffer: green }]);
    await expect(dialog(page).getByRole('progressbar', { name: '截图.png 上传进度' })).toHaveAttribute('aria-valuetext', below100);
    await expect(dialog(page).getByRole('button', { name: '确定' })).toBeDisabled();
    await dialog(page).getByLabel('联系电话').press('Alt+s');
    await expect(page.getByText('文件正在上传，请稍等')).toBeVisible();

    release();
    await expect(progressBars(page)).toHaveCount(0);
    const deletion = page.waitForRequest((request) => request.url().includes('/api/Promotion/DeleteFileByObjStoreageId'));
    await dialog(page).getByRole('button', { name: '删除截图.png' }).click();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const payload = (await deletion).postDataJSON() as { objStorUseTo: number; param: Array<{ filePath: string; objStoreageId: number }> };
    expect(payload.objStorUseTo).toBe(2);
    expect(payload.param).toHaveLength(1);
    expect(payload.param[0].filePath).toMatch(/^consultation\/.+\/截图\.png$/);
  });
});

test('feedback content, phone and attachments are checked; nothing typed is lost', async ({ page }) => {
  await test.step('attachments follow the upload rules', async () => {
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

  await test.step('content and phone are checked, and nothing typed is lost', async () => {
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
});

test('sends feedback with two images and finds it in 我的反馈; an attachment counts in the upload centre while it uploads and is not resumed after a reload', async ({ page }) => {
  await test.step('sends feedback with two images and finds it first in 我的反馈 with its thumbnails', async () => {
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
    await expect(progressBars(page)).toHaveCount(0);
    await expect(dialog(page).getByText('上传失败')).toHaveCount(0);
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

  await openDialog(page);
  await test.step('the upload centre counts a feedback attachment while it uploads; the picture shows its state and progress', async () => {
    const release = await holdParts(page);
    await fileInput(page).setInputFiles([{ name: '问题截图.png', mimeType: 'image/png', buffer: red }]);
    const tile = dialog(page).getByLabel('附件 问题截图.png');
    await expect(tile).toContainText(/上传中 \d{1,2}%/);
    await expect(tile.getByRole('progressbar', { name: '问题截图.png 上传进度' })).toHaveAttribute('aria-valuetext', below100);
    await expect(badge(page)).toHaveText('1');
    await expect(centreButton(page)).toHaveAccessibleName('上传中心（1个进行中）');

    release();
    await expect(tile.getByRole('progressbar')).toHaveCount(0);
    await expect(tile).not.toContainText('上传');
    await expect(badge(page)).toHaveText('');
    await expect(dialog(page).getByRole('button', { name: '确定' })).toBeEnabled();
  });

  await test.step('a feedback attachment is not resumed after a reload: the dialog that would save it is gone', async () => {
    await holdParts(page);
    await fileInput(page).setInputFiles([{ name: '问题截图.png', mimeType: 'image/png', buffer: red }]);
    await expect(badge(page)).toHaveText('1');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await centreButton(page).click();
    await expect(drawer(page).getByText('暂无上传任务')).toBeVisible();
    await expect(badge(page)).toHaveText('');
  });
});

test('a refused attachment does not hold the feedback back; the upload centre lists a database upload, pauses, restarts, cancels, and shows a refused one as 失败', async ({ page, request, standIn }) => {
  await test.step('a refused attachment does not hold the feedback back and is not saved with it', async () => {
    await new StoreControls(request, standIn.url).fault({ partNumber: 1, status: 403 });
    const content = `附件被拒后仍可提交。${Date.now()}`;
    await dialog(page).getByLabel('反馈内容').fill(content);
    await fileInput(page).setInputFiles([{ name: '被拒.png', mimeType: 'image/png', buffer: green }]);
    await expect(dialog(page).getByLabel('附件 被拒.png')).toContainText('上传失败');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    await page.getByRole('button', { name: '我的反馈', exact: true }).click();
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText(content);
    await expect(first.getByRole('img')).toHaveCount(0);
    // The failed task was dropped with the dialog: nothing is left to retry in the upload centre.
    await page.getByRole('button', { name: '上传中心' }).click();
    await expect(page.getByRole('dialog', { name: '上传中心' }).getByText('暂无上传任务')).toBeVisible();
  });

  await test.step('a refused part ends in 失败 with only 重试 and 取消; cancel takes the task off the list', async () => {
    await new StoreControls(request, standIn.url).fault({ partNumber: 1, status: 403 });
    const file = makeFile('账套备份-被拒.bak', 1);
    await openDbFiles(page);
    await pickFile(page, file);
    // The message lets clicks through to what it covers (a hovered one stopped its timer and hid 上传中心), but its 关闭.
    const queued = page.locator('.mantine-Notification-root').filter({ hasText: `已加入上传队列：${file.name}` });
    await expect(queued).toBeVisible();
    expect(await takesClicksAt(queued.getByText(`已加入上传队列：${file.name}`)), 'the message text takes no clicks').toBe(false);
    // (Its 关闭 is asked by style: a message that follows, such as the refusal's, may already lie over it.)
    await expect(queued.getByRole('button', { name: '关闭' })).toHaveCSS('pointer-events', 'auto');
    await centreButton(page).click();
    const row = drawer(page).getByRole('group', { name: file.name });
    await expect(row.getByText('失败', { exact: true })).toBeVisible();
    await expectButtons(row, '重试', { restart: true, pause: false, cancel: true });
    await expect(badge(page)).toHaveText('');
    await row.getByRole('button', { name: '取消' }).click();
    await expect(row).toBeHidden();
    await expect(drawer(page).getByText('暂无上传任务')).toBeVisible();
  });

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await test.step('the upload centre lists an upload with its Chinese state and progress, and allows pause, restart and cancel as its state allows', async () => {
    const file = makeFile('账套备份-上传中心.bak', 1);
    const release = await holdParts(page);
    await pickFile(page, file);
    await expect(badge(page)).toHaveText('1');
    await centreButton(page).click();
    const row = drawer(page).getByRole('group', { name: file.name });
    await expect(row.getByText('上传中', { exact: true })).toBeVisible();
    await expect(row.getByText(below100)).toBeVisible();
    await expect(row.getByRole('progressbar', { name: `${file.name} 上传进度` })).toHaveAttribute('aria-valuetext', below100);
    await expectButtons(row, '继续', { restart: false, pause: true, cancel: true });

    await row.getByRole('button', { name: '暂停' }).click();
    await expect(row.getByText('已暂停', { exact: true })).toBeVisible();
    await expectButtons(row, '继续', { restart: true, pause: false, cancel: true });
    await expect(badge(page)).toHaveText('');

    await row.getByRole('button', { name: '继续' }).click();
    await expect(badge(page)).toHaveText('1');
    await expectButtons(row, '继续', { restart: false, pause: true, cancel: true });
    release();
    await expect(row.getByText('已完成', { exact: true })).toBeVisible();
    await expect(row.getByText('100%', { exact: true })).toBeVisible();
    await expectButtons(row, '继续', { restart: false, pause: false, cancel: true });
    await expect(badge(page)).toHaveText('');
  });
});
