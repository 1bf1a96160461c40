// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UploadedPart } from '../../../machines/uploadTask.machine.ts';
import { UploadFailure } from '../../../machines/uploadTask.failure.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';
import { storedMatches } from '../storedObject.ts';
import { StandInPage } from '../testing/standInPage.ts';
import { loadAdapter } from './load.ts';
import type { MultipartAdapter } from './types.ts';

// Each adapter as the upload manager uses it (one request per call, no retries of its own), against the
// stand-in's store in the dialect the descriptor names: what the browser upload cases prove on one
// provider holds for all four. The page's runtime is this DOM (XMLHttpRequest for the COS and OBS SDKs);
// fetch goes to the stand-in's API for the paths the page would send to its own origin.

// The SDK build a browser loads (its package's "browser" field), not the Node one.
vi.mock('ali-oss', async () => ({ default: (await import('ali-oss/dist/aliyun-oss-sdk.js')).default }));

const page = new StandInPage();
const api = <T,>(path: string, body?: object) => page.api<T>(path, body);
const signIn = () => page.signIn();
const store = page;

beforeAll(async () => {
  // ali-oss advises an automatic STS refresh on every client; the upload manager refreshes itself.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await page.start();
}, 60_000);
afterAll(() => page.dispose());

/** What the upload manager asks for when a task resumes or its credential expired: the descriptor as it is now. */
const freshDescriptor = ({ path, bucketName }: UploadDescriptor, uploadId: string) => api<UploadDescriptor>('/api/upload/RefreshCloudUploadParam', { path, bucketName, uploadId });

/** A file of three parts (the last one short), its bytes distinct per part. */
const PART = 64 * 1024;
const fileBytes = new Uint8Array(PART * 2 + 1000).map((_, index) => (index * 7 + (index >> 16)) % 251);
const partOf = (partNumber: number) => new Blob([fileBytes.slice((partNumber - 1) * PART, partNumber * PART)]);
const fileMd5 = createHash('md5').update(fileBytes).digest('hex');

async function sendParts(adapter: MultipartAdapter, uploadId: string, numbers: number[]): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  for (const partNumber of numbers) parts.push({ partNumber, etag: await adapter.uploadPart(uploadId, partNumber, partOf(partNumber)), size: partOf(partNumber).size });
  return parts;
}

/** The failure a call ends in (the adapters throw UploadFailure only). */
async function failureOf(call: Promise<unknown>): Promise<UploadFailure> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UploadFailure);
  return error as UploadFailure;
}

describe.each(['oss', 'cos', 'obs', 'direct'] as const)('the %s adapter against the stand-in store', (provider) => {
  let descriptor: UploadDescriptor;

  beforeEach(async () => {
    page.standIn.reset();
    await signIn();
    await api('/api/__dev/storage', { provider });
    descriptor = await api<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName: `${provider}-契约.bak` });
  });

  it('a 500 on a part is a failure to retry; the part sent again completes an object equal to the file', async () => {
    const adapter = await loadAdapter(descriptor);
    const uploadId = await adapter.init();
    await store.fault({ partNumber: 2, status: 500 });
    const [first] = await sendParts(adapter, uploadId, [1]);
    const failure = await failureOf(adapter.uploadPart(uploadId, 2, partOf(2)));
    expect([failure.kind, failure.status]).toEqual(['retryable', 500]);
    const rest = await sendParts(adapter, uploadId, [2, 3]);
    await adapter.complete(uploadId, [first, ...rest]);
    expect(await store.objects()).toMatchObject([{ key: descriptor.path, size: fileBytes.length, md5: fileMd5 }]);
  });

  it('a 403 on a part is final, says so, and abort leaves the store nothing', async () => {
    const adapter = await loadAdapter(descriptor);
    const uploadId = await adapter.init();
    await store.fault({ partNumber: 1, status: 403 });
    const failure = await failureOf(adapter.uploadPart(uploadId, 1, partOf(1)));
    expect([failure.kind, failure.status]).toEqual(['fatal', 403]);
    expect(failure.message).toMatch(/^上传失败（403）/);
    await adapter.abort(uploadId);
    expect((await store.uploads()).map((upload) => upload.state)).toEqual(['aborted']);
    expect(await store.objects()).toEqual([]);
  });

  it('cancel mid-way: abort drops the parts already sent, and no object appears', async () => {
    const adapter = await loadAdapter(descriptor);
    const uploadId = await adapter.init();
    await sendParts(adapter, uploadId, [1, 2]);
    await adapter.abort(uploadId);
    expect(await store.uploads()).toMatchObject([{ uploadId, state: 'aborted' }]);
    expect(await store.objects()).toEqual([]);
    expect(await adapter.stat()).toBeNull();
  });

  it('resumes from a new adapter: the parts listed are the ones sent, and the rest completes the file', async () => {
    const before = await loadAdapter(descriptor);
    const uploadId = await before.init();
    const sent = await sendParts(before, uploadId, [1, 2]);
    // As after a reload: a new adapter for the same object key and upload, through the descriptor asked for them.
    const after = await loadAdapter(await freshDescriptor(descriptor, uploadId));
    expect(await after.listParts(uploadId)).toEqual(sent);
    const parts = [...sent, ...(await sendParts(after, uploadId, [3]))];
    await after.complete(uploadId, parts);
    expect(storedMatches(await after.stat(), fileBytes.length, parts)).toBe(true);
    expect(await store.objects()).toMatchObject([{ size: fileBytes.length, md5: fileMd5 }]);
  });

  it('a Complete whose answer is lost fails for a retry, and stat finds the object the parts make', async () => {
    const adapter = await loadAdapter(descriptor);
    const uploadId = await adapter.init();
    const parts = await sendParts(adapter, uploadId, [1, 2, 3]);
    await store.fault({ completeAnswerLost: true });
    // The DOM reports the cut connection on the console as a browser would.
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect((await failureOf(adapter.complete(uploadId, parts))).kind).toBe('retryable');
    expect(storedMatches(await adapter.stat(), fileBytes.length, parts)).toBe(true);
    expect(await store.objects()).toHaveLength(1);
  });

  if (provider === 'direct') {
    it('a session ended mid-way fails the part for a retry, keeps the parts, and the upload goes on after signing in again', async () => {
      const adapter = await loadAdapter(descriptor);
      const uploadId = await adapter.init();
      const [first] = await sendParts(adapter, uploadId, [1]);
      await api('/api/Auth/Logout', {});
      const failure = await failureOf(adapter.uploadPart(uploadId, 2, partOf(2)));
      expect([failure.kind, failure.message]).toEqual(['retryable', expect.stringMatching(/登录/)]);
      await signIn();
      const rest = await sendParts(adapter, uploadId, [2, 3]);
      await adapter.complete(uploadId, [first, ...rest]);
      expect(await store.objects()).toMatchObject([{ size: fileBytes.length, md5: fileMd5 }]);
    });
  } else {
    it('an expired credential fails the part as expired; through a fresh descriptor the upload goes on', async () => {
      const adapter = await loadAdapter(descriptor);
      const uploadId = await adapter.init();
      const [first] = await sendParts(adapter, uploadId, [1]);
      await store.fault({ expireCredentials: true });
      const failure = await failureOf(adapter.uploadPart(uploadId, 2, partOf(2)));
      expect([failure.kind, failure.message]).toEqual(['expired', '临时凭证已过期']);
      const renewed = await loadAdapter(await freshDescriptor(descriptor, uploadId));
      const rest = await sendParts(renewed, uploadId, [2, 3]);
      await renewed.complete(uploadId, [first, ...rest]);
      expect(await store.objects()).toMatchObject([{ size: fileBytes.length, md5: fileMd5 }]);
    });

    it('a browser clock 20 minutes behind the store’s: at most one refusal, to retry, then the upload goes through', async () => {
      await api('/api/__dev/clock', { advanceMs: 20 * 60 * 1000 });
      // The descriptor the page gets next: its credential runs on the store's clock.
      const adapter = await loadAdapter(await api<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName: `${provider}-时差.bak` }));
      const first = await adapter.init().catch((error: unknown) => error);
      if (first instanceof UploadFailure) expect(first.kind).toBe('retryable');
      const uploadId = typeof first === 'string' ? first : await adapter.init();
      const parts = await sendParts(adapter, uploadId, [1, 2, 3]);
      await adapter.complete(uploadId, parts);
      expect(await store.objects()).toMatchObject([{ size: fileBytes.length, md5: fileMd5 }]);
    });
  }
});
