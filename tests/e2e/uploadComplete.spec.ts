import { expect, test } from './fixtures.ts';
import { StoreControls, makeFile, openDbFiles, pickFile, taskRow } from './uploadHelpers.ts';

// Each case starts from a reset stand-in: the cases of this long file are shared out between both workers.
test.describe.configure({ mode: 'parallel' });

// Completing finishes exactly once: when the store completes the upload but its answer is lost, the
// task finds the stored object and finishes as a success, with one object and one database-file record.
// On the product's own endpoints here; every adapter's part of it (the failure to retry, stat finding the
// object the parts make) is in src/upload/adapters/contract.test.tsx.
for (const provider of ['direct'] as const) {
  test(`through ${provider}, a Complete whose answer is lost finishes as success with one object`, async ({ page, standIn, context, request }) => {
    test.setTimeout(120_000);
    await standIn.reset();
    const store = new StoreControls(request, standIn.url);
    await store.useProvider(provider);
    await standIn.signIn(context, 'agent01');
    await store.fault({ completeAnswerLost: true });
    const file = makeFile(`${provider}-lost-answer.bak`, 12);
    await openDbFiles(page);
    await pickFile(page, file);
    await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 60_000 });
    await expect(taskRow(page, file.name).getByText('失败', { exact: true })).toHaveCount(0);
    const objects = (await store.objects()).filter((object) => object.key.endsWith(`/${file.name}`));
    expect(objects).toEqual([expect.objectContaining({ size: file.size, md5: file.md5 })]);
    await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toHaveCount(1);
  });
}

// The store refuses requests signed 20 minutes away from its clock (RequestTimeTooSkewed); the browser
// corrects its offset from the store's answer and the retry goes through. On OBS, whose requests the
// portal dates itself; each store's refusal and retry is in src/upload/adapters/contract.test.tsx.
for (const provider of ['obs'] as const) {
  test(`through ${provider}, a browser clock 20 minutes behind the store's is corrected and the upload finishes`, async ({ page, standIn, context, request }) => {
    await standIn.reset();
    const store = new StoreControls(request, standIn.url);
    await store.useProvider(provider);
    await standIn.signIn(context, 'agent01');
    await request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: 20 * 60 * 1000 } });
    const file = makeFile(`${provider}-skewed-clock.bak`, 2);
    await openDbFiles(page);
    await pickFile(page, file);
    await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 45_000 });
    expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
  });
}

test('when the browser’s storage is full, the upload still finishes, says so in Chinese and keeps no bytes', async ({ page, standIn, context, request }) => {
  test.setTimeout(120_000);
  await standIn.reset();
  const store = new StoreControls(request, standIn.url);
  await store.useProvider('oss');
  await standIn.signIn(context, 'agent01');
  // Every write of a checkpoint or of the file's bytes is refused, as IndexedDB does over its quota.
  await page.addInitScript(() => {
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (this.name === 'files' || this.name === 'tasks') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      };
    }
  });
  const file = makeFile('oss-quota.bak', 12);
  await openDbFiles(page);
  await pickFile(page, file);
  await expect(page.getByText('浏览器存储空间不足', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 60_000 });
  expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-uploads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBe(0);
});
