import { expect, test } from './fixtures.ts';
import { signInWithForm } from './loginForm.ts';
import { LARGE_MB, PART_SIZE, StoreControls, expectNothingMoreSent, makeFile, openDbFiles, pickFile, pickFileHandle, taskRow, uploadUntilStored } from './uploadHelpers.ts';

// Each case starts from a reset stand-in: the cases of this long file are shared out between both workers.
test.describe.configure({ mode: 'parallel' });

// The five cases through the customer database-file page, as staff use it, on one store: each adapter
// (oss, cos, obs, direct) keeps the same contract against the stand-in's store in
// src/upload/adapters/contract.test.tsx (retry, 403, cancel, expiry, resume, a lost Complete answer).
for (const provider of ['oss'] as const) {
  test.describe(`resumable upload through ${provider}`, () => {
    test.describe.configure({ timeout: 180_000 });
    let store: StoreControls;

    test.beforeEach(async ({ standIn, context, request }) => {
      await standIn.reset();
      store = new StoreControls(request, standIn.url);
      await store.useProvider(provider);
      await standIn.signIn(context, 'agent01');
    });

    test('a 500 on one part is retried and the stored object equals the file', async ({ page }) => {
      const file = makeFile(`${provider}-retry.bak`, 20);
      await store.fault({ partNumber: 2, status: 500 });
      await openDbFiles(page);
      const started = Date.now();
      await pickFile(page, file);
      await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 60_000 });
      const stored = await store.stored(file.name);
      expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
      // Stored only after the task waited out its 5 s before retrying.
      expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    });

    test('a 403 on a part ends in 失败 with the message and aborts the multipart upload', async ({ page }) => {
      const file = makeFile(`${provider}-denied.bak`, 20);
      await store.fault({ partNumber: 1, status: 403 });
      await openDbFiles(page);
      await pickFile(page, file);
      const row = taskRow(page, file.name);
      await expect(row.getByText('失败', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(row.getByText(/上传失败（403）/)).toBeVisible();
      await expect(row.getByRole('button', { name: '重试' })).toBeEnabled();
      await expect(row.getByRole('button', { name: '暂停' })).toBeDisabled();
      await expect.poll(async () => (await store.uploads()).map((upload) => upload.state)).toEqual(['aborted']);
    });

    test('cancel removes the task and aborts the multipart upload; meanwhile its bar steps, not animated', async ({ page }) => {
      const file = makeFile(`${provider}-cancel.bak`, 30);
      await store.fault({ partNumber: 2, delayMs: 4000 });
      await openDbFiles(page);
      await pickFile(page, file);
      const row = taskRow(page, file.name);
      await expect(row.getByText('上传中')).toBeVisible({ timeout: 60_000 });
      // Parts land several times a second: a width transition would keep the page redrawing every frame.
      await expect(row.getByRole('progressbar', { name: `${file.name} 上传进度` })).toHaveCSS('transition-duration', '0s');
      await row.getByRole('button', { name: '取消' }).click();
      await expect(row).toBeHidden();
      await expect.poll(async () => (await store.uploads()).map((upload) => upload.state)).toEqual(['aborted']);
      expect(await store.objects()).toEqual([]);
    });

    test(`a ${LARGE_MB} MB upload cut offline pauses and finishes by itself once back online`, async ({ page, context }) => {
      const file = makeFile(`${provider}-offline.bak`, LARGE_MB);
      // The first parts take a while, so going offline lands mid-way; the rest go at full speed.
      await store.fault({ delayMs: 1500, times: 8 });
      await uploadUntilStored(page, store, file);
      const row = taskRow(page, file.name);
      await context.setOffline(true);
      await expect(row.getByText('已暂停')).toBeVisible({ timeout: 30_000 });
      await context.setOffline(false);
      await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 120_000 });
      expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
    });

    test(`a reload mid-way through a ${LARGE_MB} MB file picked from disk resumes from the checkpoint and re-sends at most the parts in flight`, async ({ page }) => {
      const file = makeFile(`${provider}-reload.bak`, LARGE_MB);
      // The first parts take a while, so the reload lands while parts are in flight.
      await store.fault({ delayMs: 1500, times: 8 });
      await uploadUntilStored(page, store, file, { pick: pickFileHandle, parts: 2 });
      await page.reload();
      // The restored task carries on by itself, reading the file again through the handle it kept.
      const stored = await store.stored(file.name);
      expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
      expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
    });
  });
}

test.describe('uploads to the product’s own endpoints', () => {
  test.describe.configure({ timeout: 180_000 });

  test('carry the bearer token; a session ended mid-way stops the upload, and it resumes after signing in again', async ({ page, context, standIn, request }) => {
    await standIn.reset();
    const store = new StoreControls(request, standIn.url);
    await store.useProvider('direct');
    const token = await standIn.signIn(context, 'agent01');
    // Kept in IndexedDB (under 50 MB); its four parts go at once on this channel, so the first lands early and
    // the others are held long enough for the session to end while they are under way.
    const file = makeFile('direct-session.bak', 30);
    await store.fault({ partNumber: 1, delayMs: 500 });
    for (const partNumber of [2, 3, 4]) await store.fault({ partNumber, delayMs: 10_000 });
    const authorizations = new Set<string>();
    page.on('request', (sent) => {
      if (sent.url().includes('/api/upload/direct/')) authorizations.add(sent.headers().authorization ?? '');
    });
    await uploadUntilStored(page, store, file);
    expect([...authorizations]).toEqual([`Bearer ${token}`]);

    await request.post(`${standIn.url}/api/Auth/Logout`, { headers: { Authorization: `Bearer ${token}` } });
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    // The three held parts were sent before the session ended and land when their hold is over; after them nothing
    // is sent again and the upload is not completed.
    await expect.poll(() => store.storedParts(file.name), { timeout: 30_000 }).toBe(4);
    await expectNothingMoreSent(page, store, file.name);
    expect((await store.uploads()).map((upload) => upload.state)).toEqual(['open']);

    await standIn.signIn(context, 'agent01');
    await openDbFiles(page);
    await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 120_000 });
    const stored = await store.stored(file.name);
    expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
    expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
  });
});

test('backups whose record call failed or got no answer are recorded at the next start, once each', async ({ page, context, standIn, request }) => {
  await standIn.reset();
  const store = new StoreControls(request, standIn.url);
  await standIn.signIn(context, 'agent01');
  const unsent = makeFile('record-unsent.bak', 12);
  const unanswered = makeFile('record-unanswered.bak', 12);
  let failedCalls = 0;
  await page.route('**/api/BakDbCust/SaveDbFile', async (route) => {
    // One call never leaves the browser; the other reaches the server, but its answer never comes back.
    if ((route.request().postDataJSON() as { fileName: string }).fileName === unanswered.name) await route.fetch();
    await route.abort('connectionreset');
    failedCalls += 1;
  });
  await openDbFiles(page);
  for (const file of [unsent, unanswered]) {
    await pickFile(page, file);
    expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
  }
  await expect.poll(() => failedCalls, { timeout: 30_000 }).toBe(2);

  await page.unroute('**/api/BakDbCust/SaveDbFile');
  await openDbFiles(page);
  const list = page.getByRole('table', { name: '数据库文件列表' });
  for (const file of [unsent, unanswered]) await expect(list.getByText(file.name)).toHaveCount(1, { timeout: 30_000 });
  await openDbFiles(page);
  await expect(list.getByRole('row')).toHaveCount(3); // the header and one row each
  expect((await store.uploads()).map((upload) => upload.state)).toEqual(['completed', 'completed']); // nothing was sent again
});

test('logging out stops the account’s uploads; another account on the same page does not see them; they finish when their account is back', async ({ page, context, standIn, request }) => {
  await standIn.reset();
  const store = new StoreControls(request, standIn.url);
  await standIn.signIn(context, 'agent01');
  const file = makeFile('logout-mid-way.bak', 30);
  await store.fault({ delayMs: 1500, times: 50 });
  await uploadUntilStored(page, store, file);

  const logout = async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '是' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };
  await logout();
  await signInWithForm(page, standIn, 'staff01', 'Staff@2026');
  await expect(page).toHaveURL(/\/homePage$/);
  await page.getByRole('button', { name: /^上传中心/ }).click();
  await expect(page.getByRole('dialog', { name: '上传中心' }).getByText('暂无上传任务')).toBeVisible();
  await expectNothingMoreSent(page, store, file.name);
  await page.keyboard.press('Escape');

  await logout();
  await signInWithForm(page, standIn, 'agent01', 'Agent@2026');
  await expect(page).toHaveURL(/\/homePage$/);
  expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
});

test('a file handle whose read permission lapsed across a reload asks once (授权读取文件) and the upload carries on', async ({ page, context, standIn, request }) => {
  await standIn.reset();
  const store = new StoreControls(request, standIn.url);
  await standIn.signIn(context, 'agent01');
  const file = makeFile('permission-again.bak', 30);
  await store.fault({ delayMs: 1500, times: 4 });
  await uploadUntilStored(page, store, file, { pick: pickFileHandle });

  // As Chromium does for a handle the user picked in an earlier visit: read access must be asked for again, in a click.
  await page.addInitScript(() => {
    const prototype = FileSystemHandle.prototype as unknown as Record<string, unknown>;
    prototype.queryPermission = async () => 'prompt';
    prototype.requestPermission = async () => ((navigator as { userActivation?: { isActive: boolean } }).userActivation?.isActive ? 'granted' : 'denied');
  });
  await page.reload();
  await page.getByRole('button', { name: /^上传中心/ }).click();
  const row = page.getByRole('dialog', { name: '上传中心' }).getByRole('group', { name: file.name });
  await expect(row.getByText('请授权读取文件后继续上传')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('已暂停')).toBeVisible();
  await row.getByRole('button', { name: '授权读取文件' }).click();
  const stored = await store.stored(file.name);
  expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
  expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
});
