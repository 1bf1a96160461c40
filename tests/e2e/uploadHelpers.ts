import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const MB = 1_048_576;
/**
 * The "large file" of the offline and reload cases (UPLOAD_E2E_LARGE_MB changes it): eight 9 MB parts, so
 * that when the upload is cut some parts are stored, some in flight and some not yet sent.
 */
export const LARGE_MB = Number(process.env.UPLOAD_E2E_LARGE_MB ?? 64);
export const PART_SIZE = 9_437_184;
export const OBJECT_STORES = ['oss', 'cos', 'obs'] as const;
/** The object stores, and the product's own upload endpoints. */
export const PROVIDERS = [...OBJECT_STORES, 'direct'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface TestFile {
  path: string;
  name: string;
  size: number;
  md5: string;
}

const folder = mkdtempSync(join(tmpdir(), 'upload-e2e-'));

/** A file of random bytes written in 1 MB blocks (the md5 is computed as it is written). */
export function makeFile(name: string, sizeMb: number, subfolder = ''): TestFile {
  const dir = subfolder ? mkdtempSync(join(folder, subfolder)) : folder;
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  const hash = createHash('md5');
  for (let written = 0; written < sizeMb * MB; written += MB) {
    const block = randomBytes(MB);
    hash.update(block);
    writeSync(fd, block);
  }
  closeSync(fd);
  return { path, name, size: sizeMb * MB, md5: hash.digest('hex') };
}

export interface StoredObject {
  key: string;
  size: number;
  md5: string;
  receivedBytes: number;
}

export interface MultipartUpload {
  uploadId: string;
  key: string;
  state: 'open' | 'completed' | 'aborted';
  parts: number;
  /** Parts that arrived whole more than once. */
  partsStoredTwice: number;
  receivedBytes: number;
}

/** The object store's test controls, through the stand-in's /api/__dev/ routes. */
export class StoreControls {
  constructor(
    private readonly request: APIRequestContext,
    private readonly url: string,
  ) {}

  private async call<T>(method: 'get' | 'post', path: string, data?: object): Promise<T> {
    const response = await this.request[method](`${this.url}${path}`, { data });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  }

  useProvider = (provider: Provider) => this.call('post', '/api/__dev/storage', { provider });
  fault = (fault: { partNumber?: number; status?: number; delayMs?: number; cut?: boolean; times?: number; expireCredentials?: boolean; completeAnswerLost?: boolean }) =>
    this.call('post', '/api/__dev/faults', fault);
  objects = () => this.call<StoredObject[]>('get', '/api/__dev/objects');
  uploads = () => this.call<MultipartUpload[]>('get', '/api/__dev/multipartUploads');

  /** The one object whose key ends with the file's name, once it is stored. */
  async stored(name: string): Promise<StoredObject> {
    let found: StoredObject | undefined;
    await expect
      .poll(async () => (found = (await this.objects()).find((object) => object.key.endsWith(`/${name}`))), { timeout: 120_000 })
      .toBeTruthy();
    return found!;
  }

  /** Bytes the store has received so far for the file's open or finished upload. */
  async received(name: string): Promise<number> {
    return (await this.uploads()).filter((upload) => upload.key.endsWith(`/${name}`)).reduce((sum, upload) => Math.max(sum, upload.receivedBytes), 0);
  }

  /** Parts the store holds for the file's open upload. */
  async storedParts(name: string): Promise<number> {
    return (await this.uploads()).find((upload) => upload.key.endsWith(`/${name}`) && upload.state === 'open')?.parts ?? 0;
  }
}

export const DB_FILES_URL = '/customerInformationManage/dbFileList';

/** Opens the database-file page and picks the first customer the search offers. */
export async function openDbFiles(page: Page): Promise<void> {
  await page.goto(DB_FILES_URL);
  await page.getByRole('textbox', { name: '客户' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('button', { name: '上传备份文件' })).toBeEnabled();
}

/** Picks the file through the page's own button and the browser's file chooser, as a person would. */
export async function pickFile(page: Page, file: TestFile, button = '上传备份文件'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file.path);
}

export const taskRow = (page: Page, name: string) => page.getByRole('group', { name });

export const PICK_FROM_DISK = '从磁盘选择（浏览器重启后可续传）';

/**
 * Picks the file through the page's File System Access button. The browser's own picker cannot be driven
 * from a test, so it is replaced by one answering a handle to a copy of the file in the origin's private
 * file system: a real FileSystemFileHandle the page keeps in IndexedDB and reads again after a reload.
 */
export async function pickFileHandle(page: Page, file: TestFile): Promise<void> {
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { type: 'file', id: 'handle-source', hidden: true })));
  await page.locator('#handle-source').setInputFiles(file.path);
  await page.evaluate(async () => {
    const input = document.getElementById('handle-source') as HTMLInputElement;
    const picked = input.files![0];
    const handle = await (await navigator.storage.getDirectory()).getFileHandle(picked.name, { create: true });
    const writable = await handle.createWritable();
    await writable.write(picked);
    await writable.close();
    input.remove();
    Object.assign(window, { showOpenFilePicker: async () => [handle] });
  });
  await page.getByRole('button', { name: PICK_FROM_DISK }).click();
}

/** Opens the database-file page, picks the file (`pick`) and waits until the store holds `parts` of its parts. */
export async function uploadUntilStored(page: Page, store: StoreControls, file: TestFile, { pick = pickFile, parts = 1 } = {}): Promise<void> {
  await openDbFiles(page);
  await pick(page, file);
  await expect.poll(() => store.storedParts(file.name), { timeout: 60_000 }).toBeGreaterThanOrEqual(parts);
}

/** Once the parts already on their way have landed, the store receives no more of the file for a while. */
export async function expectNothingMoreSent(page: Page, store: StoreControls, name: string): Promise<void> {
  await page.waitForTimeout(2500);
  const parts = await store.storedParts(name);
  await page.waitForTimeout(3000);
  expect(await store.storedParts(name)).toBe(parts);
}
