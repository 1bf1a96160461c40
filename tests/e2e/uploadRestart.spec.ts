import type { BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { launchProfile } from './persistentBrowser.ts';
import { PART_SIZE, StoreControls, makeFile, openDbFiles, pickFile, taskRow, uploadUntilStored } from './uploadHelpers.ts';

// Each case starts from a reset stand-in: the cases of this long file are shared out between both workers.
test.describe.configure({ mode: 'parallel' });

/** Just over the 50 MB kept in IndexedDB, so the bytes must come from the user again. */
const REPICK_MB = 51;

// A browser closed mid-upload and opened again on the same profile (a persistent user data folder).
const launch = (profile: string, baseURL: string): Promise<BrowserContext> => launchProfile(profile, baseURL);

// The bytes come back the same way whichever provider receives them: one object store is enough here
// (each adapter's resume from listed parts is in src/upload/adapters/contract.test.tsx).
for (const provider of ['cos'] as const) {
  test.describe(`upload after a browser restart through ${provider}`, () => {
    test.describe.configure({ timeout: 240_000 });
    let store: StoreControls;
    let profile: string;

    test.beforeEach(async ({ standIn, request }) => {
      await standIn.reset();
      store = new StoreControls(request, standIn.url);
      await store.useProvider(provider);
      profile = mkdtempSync(join(tmpdir(), 'upload-profile-'));
    });
    test.afterEach(() => rmSync(profile, { recursive: true, force: true }));

    /** Starts the upload, waits until some parts are stored, and closes the browser. */
    async function startAndClose(standIn: { url: string; signIn(context: BrowserContext, account: string): Promise<string> }, file: ReturnType<typeof makeFile>) {
      const first = await launch(profile, standIn.url);
      await standIn.signIn(first, 'agent01');
      const page = first.pages()[0] ?? (await first.newPage());
      // The first parts take a few seconds each, so the browser closes with parts still to send.
      await store.fault({ delayMs: 3000, times: 8 });
      await uploadUntilStored(page, store, file);
      await first.close();
    }

    test('a 40 MB upload resumes from the bytes kept in IndexedDB', async ({ standIn }) => {
      const file = makeFile(`${provider}-kept.bak`, 40);
      await startAndClose(standIn, file);
      const again = await launch(profile, standIn.url);
      const page = again.pages()[0] ?? (await again.newPage());
      await openDbFiles(page);
      const stored = await store.stored(file.name);
      expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
      expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
      await again.close();
    });

    test(`a ${REPICK_MB} MB upload resumes once the same file is picked again, and refuses another file of the same name`, async ({ standIn }) => {
      const file = makeFile(`${provider}-repick.bak`, REPICK_MB);
      const impostor = makeFile(file.name, REPICK_MB, 'other-');
      await startAndClose(standIn, file);
      const again = await launch(profile, standIn.url);
      const page = again.pages()[0] ?? (await again.newPage());
      await openDbFiles(page);
      const row = taskRow(page, file.name);
      await expect(row.getByText('浏览器已重新打开，请重新选择原文件后继续上传')).toBeVisible({ timeout: 30_000 });
      await expect(row.getByText('已暂停')).toBeVisible();
      await pickFile(page, impostor, '重新选择文件');
      await expect(page.getByText('所选文件与原文件不一致，请选择原来的文件')).toBeVisible();
      await expect(row.getByText('已暂停')).toBeVisible();
      await pickFile(page, file, '重新选择文件');
      const stored = await store.stored(file.name);
      expect(stored).toMatchObject({ size: file.size, md5: file.md5 });
      expect(stored.receivedBytes).toBeLessThanOrEqual(file.size + 3 * PART_SIZE);
      await again.close();
    });
  });
}
