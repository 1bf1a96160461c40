// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadDescriptor } from '../contracts/uploads.ts';
import { MIN_PART_SIZE } from '../rules/upload.ts';
import { DAMAGED_TEXT } from './damagedTasks.ts';
import { uploadDb } from './db.ts';
import { NEEDS_FILE_AFTER_TAKEOVER, PARTS_MISMATCH } from './fileSource.ts';
import { UploadManager } from './manager.ts';
import { StandInPage, bytesOf } from './testing/standInPage.ts';

// The upload manager as a page drives it, against a live stand-in: what a retry sends, where a resumed task
// finds its store, what a look-alike file or a damaged checkpoint leads to.

vi.mock('ali-oss', async () => ({ default: (await import('ali-oss/dist/aliyun-oss-sdk.js')).default }));
// This DOM's Blob has no arrayBuffer(): a browser's reads the same bytes (into the runtime's own ArrayBuffer).
Blob.prototype.arrayBuffer ??= async function (this: Blob) {
  const bytes = Buffer.from(new Uint8Array(await bytesOf(this)));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
};

const page = new StandInPage();
const managers: UploadManager[] = [];
beforeAll(() => page.start(), 60_000);
afterAll(() => page.dispose());
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  page.standIn.reset();
  await page.signIn();
  await page.api('/api/__dev/storage', { provider: 'oss' });
  await uploadDb.tasks.clear();
  await uploadDb.files.clear();
});
afterEach(() => managers.splice(0).forEach((manager) => manager.signOut()));

/** A page's upload manager (a reload or a new tab is a new one). */
function manager(): UploadManager {
  const created = new UploadManager();
  managers.push(created);
  return created;
}

const LAST_PART = 1000;
const SIZE = 2 * MIN_PART_SIZE + LAST_PART;
const part = (seed: number, size = MIN_PART_SIZE) => Uint8Array.from({ length: size }, (_, i) => (i * 13 + seed * 101 + (i >> 12)) & 0xff);
/** Three parts; a look-alike differs in the middle one only, with the same name, size and date. */
const fileOf = (middleSeed = 2) => new File([part(1), part(middleSeed), part(3, LAST_PART)], '客户备份.bak', { lastModified: Date.UTC(2026, 10, 20) });
const md5Of = async (file: File) => createHash('md5').update(new Uint8Array(await file.arrayBuffer())).digest('hex');

async function add(to: UploadManager, file: File) {
  const descriptor = await page.api<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName: file.name });
  return to.add(file, descriptor, { kind: 'workorder' });
}

const openUpload = async () => (await page.uploads()).find((upload) => upload.state === 'open');
async function until(check: () => Promise<boolean>, timeout = 60_000) {
  await vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 100 });
}
const stored = async () => (await page.objects())[0];

/** Starts the upload, lets the store take the first two parts, and leaves the page (its checkpoint stays). */
async function leaveMidway(file: File) {
  await page.fault({ partNumber: 3, delayMs: 2000 });
  const first = manager();
  await add(first, file);
  await until(async () => ((await openUpload())?.parts ?? 0) >= 2);
  first.signOut();
}

describe('the upload manager against the stand-in', () => {
  it('retries only the part that failed: the parts in flight meanwhile land once and are not sent again', async () => {
    const file = fileOf();
    await page.fault({ partNumber: 2, delayMs: 1500 });
    await page.fault({ partNumber: 3, delayMs: 1500 });
    await page.fault({ partNumber: 1, status: 500 });
    await (await add(manager(), file)).done;
    const object = await stored();
    expect(object).toMatchObject({ size: SIZE, md5: await md5Of(file) });
    // The file, and the refused first try of part 1: nothing else.
    expect(object.receivedBytes).toBe(SIZE + MIN_PART_SIZE);
  }, 120_000);

  it('resumes a task whose store moved while it was away, through the descriptor asked for by object key and upload id', async () => {
    const file = fileOf();
    await leaveMidway(file);
    const moved = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    await page.close();
    await page.start({ storePort: moved });
    const again = manager();
    again.signIn('agent01');
    await until(async () => again.getTasks().length === 1);
    // This DOM's Blob cannot be kept in IndexedDB, so the file is picked again, as after a browser restart.
    await again.attachFile(again.getTasks()[0].id, file);
    await until(async () => (await page.objects()).length === 1);
    expect(await stored()).toMatchObject({ size: SIZE, md5: await md5Of(file), receivedBytes: SIZE });
  }, 120_000);

  it('refuses a look-alike picked again before sending anything, and finishes with the original', async () => {
    const file = fileOf();
    await leaveMidway(file);
    const again = manager();
    again.signIn('agent01');
    await until(async () => again.getTasks().length === 1);
    const [{ id, actor }] = again.getTasks();
    await until(async () => (await openUpload())?.parts === 3);
    const received = (await openUpload())!.receivedBytes;
    await again.attachFile(id, fileOf(9));
    await until(async () => actor.getSnapshot().context.error === PARTS_MISMATCH);
    expect(again.getTasks()[0]).toMatchObject({ state: 'error', needs: 'file' });
    expect((await openUpload())!.receivedBytes).toBe(received);
    await again.attachFile(id, file);
    await until(async () => (await page.objects()).length === 1);
    expect(await stored()).toMatchObject({ size: SIZE, md5: await md5Of(file) });
  }, 120_000);

  it('sets a damaged checkpoint aside with 清除, aborts its store upload, and drives the others', async () => {
    await leaveMidway(fileOf());
    const [damaged] = await uploadDb.tasks.toArray();
    await uploadDb.tasks.update(damaged.id, { parts: 'garbage' as never });
    const again = manager();
    again.signIn('agent01');
    await until(async () => again.getDamagedTasks().length === 1);
    expect(again.getDamagedTasks()).toEqual([{ id: damaged.id, name: '客户备份.bak' }]);
    expect(again.getTasks()).toEqual([]);
    await until(async () => (await page.uploads()).every((upload) => upload.state === 'aborted'));
    await again.clearDamaged(damaged.id);
    expect(again.getDamagedTasks()).toEqual([]);
    expect(await uploadDb.tasks.count()).toBe(0);
    expect(DAMAGED_TEXT).toMatch(/清除/);
  }, 120_000);

  it('a tab taking over a task whose bytes it cannot read says a window closed, and names what the task is for', async () => {
    Object.defineProperty(navigator, 'locks', { value: new OneBrowsersLocks(), configurable: true });
    const target = { kind: 'dbfile', customerId: 1, customerName: '华东贸易' } as const;
    await page.fault({ partNumber: 2, delayMs: 3000 });
    const first = manager();
    const descriptor = await page.api<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName: '客户备份.bak' });
    await first.add(fileOf(), descriptor, target);
    const second = manager();
    second.signIn('agent01');
    await until(async () => second.getRemoteTasks().length === 1);
    expect(second.getRemoteTasks()[0]).toMatchObject({ name: '客户备份.bak', target });
    first.signOut();
    await until(async () => second.getTasks().length === 1);
    expect(second.getTasks()[0]).toMatchObject({ state: 'paused', needs: 'file', target });
    expect(second.getTasks()[0].actor.getSnapshot().context.error).toBe(NEEDS_FILE_AFTER_TAKEOVER);
    Reflect.deleteProperty(navigator, 'locks');
  }, 120_000);
});

/** Web Locks as one browser grants them to its tabs (this DOM has none): one holder per name, the others wait. */
class OneBrowsersLocks {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Array<() => void>>();

  async request(name: string, options: LockOptions, callback: (lock: { name: string } | null) => Promise<unknown>): Promise<unknown> {
    if (options.ifAvailable && this.held.has(name)) return callback(null);
    while (this.held.has(name)) {
      await new Promise<void>((resolve, reject) => {
        this.queues.set(name, [...(this.queues.get(name) ?? []), resolve]);
        options.signal?.addEventListener('abort', () => reject(new DOMException('given up', 'AbortError')));
      });
    }
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
      this.queues.get(name)?.shift()?.();
    }
  }
}
