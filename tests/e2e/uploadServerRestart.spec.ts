import { expect, test } from './fixtures.ts';
import { StoreControls, makeFile, taskRow, uploadUntilStored } from './uploadHelpers.ts';
import { MIN_PART_SIZE } from '../../src/rules/upload.ts';

// The stand-in stopped mid-upload as a crash would (every connection cut) and started again on the same data
// a few seconds later, under the same portal: the task says it lost its connection and finishes by itself.
test.describe.configure({ mode: 'parallel' });

for (const provider of ['oss', 'direct'] as const) {
  test(`through ${provider}, the stand-in stopped and started again mid-upload: the task finishes by itself, no stored part sent twice`, async ({ page, standIn, request, portal }) => {
    test.setTimeout(120_000);
    await standIn.reset();
    const store = new StoreControls(request, standIn.url);
    await store.useProvider(provider);
    await standIn.signIn(page.context(), 'agent01');
    // The first parts take a while, so the stand-in stops with parts stored, some in flight and some not sent:
    // direct sends six parts at once, so its file has twice six parts and all of them are slow.
    const file = makeFile(`${provider}-server-restart.bak`, provider === 'direct' ? 110 : 40);
    await store.fault({ delayMs: 1500, times: provider === 'direct' ? 12 : 6 });
    await uploadUntilStored(page, store, file, { parts: 2 });
    const row = taskRow(page, file.name);
    await portal.restartStandIn(async () => {
      await expect(row.getByText(/^连接中断，正在重试（第 \d 次）$/)).toBeVisible({ timeout: 15_000 });
      await expect(row.getByText('重试中')).toBeVisible();
    });
    await expect(page.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 90_000 });
    expect(await store.stored(file.name)).toMatchObject({ size: file.size, md5: file.md5 });
    const [upload] = (await store.uploads()).filter((one) => one.key.endsWith(`/${file.name}`));
    expect(upload).toMatchObject({ state: 'completed', parts: Math.ceil(file.size / MIN_PART_SIZE), partsStoredTwice: 0 });
  });
}
