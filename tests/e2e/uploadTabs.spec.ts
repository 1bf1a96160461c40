import { expect, test } from './fixtures.ts';
import { PART_SIZE, StoreControls, makeFile, openDbFiles, taskRow, uploadUntilStored } from './uploadHelpers.ts';

test.describe('an upload seen from two tabs of the browser', () => {
  test.describe.configure({ timeout: 180_000 });

  test('one tab drives it while the other shows its progress, and the other carries on when the first is closed', async ({ context, standIn, request }) => {
    await standIn.reset();
    const store = new StoreControls(request, standIn.url);
    await standIn.signIn(context, 'agent01');
    // 45 MB: the bytes are kept in IndexedDB, so the second tab can read them.
    const file = makeFile('two-tabs.bak', 45);
    // Slow parts keep the upload going while the second tab opens, also on a busy machine.
    await store.fault({ delayMs: 6000, times: 50 });

    const first = await context.newPage();
    await uploadUntilStored(first, store, file);

    const second = await context.newPage();
    await openDbFiles(second);
    await second.getByRole('button', { name: /^上传中心/ }).click();
    const seen = second.getByRole('dialog', { name: '上传中心' }).getByRole('group', { name: file.name });
    await expect(seen.getByText(/在其他窗口上传/)).toBeVisible({ timeout: 30_000 });
    await expect(seen.getByRole('button')).toHaveCount(0); // only the driving tab can pause or cancel

    await first.close();
    await expect(second.getByRole('table', { name: '数据库文件列表' }).getByText(file.name)).toBeVisible({ timeout: 120_000 });
    const stored = await store.stored(file.name);
    expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
    // Each part went from one tab at a time: at most the parts in flight when the first tab closed went twice.
    expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
    // The second tab now drives it: the upload centre lists it as its own, finished.
    await expect(taskRow(second, file.name).getByText('已完成')).toBeVisible();
    await expect(taskRow(second, file.name).getByText(/在其他窗口上传/)).toHaveCount(0);
  });
});
