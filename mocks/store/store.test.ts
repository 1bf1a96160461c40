import OSS from 'ali-oss';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadDescriptor } from '../../src/contracts/uploads.ts';
import { startStandIn, type StandIn } from '../standIn.ts';

// The COS browser SDK's own signing function, so the store is checked against the real algorithm.
const cosAuth = (createRequire(import.meta.url)('cos-js-sdk-v5/src/util.js') as { getAuth: (options: object) => string }).getAuth;

let standIn: StandIn;
let dataDir: string;
let token: string;

beforeAll(async () => {
  // ali-oss advises an automatic STS refresh on every client; the upload manager refreshes itself.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
  standIn = await startStandIn({ dataDir, fresh: true });
});
afterAll(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  standIn.reset();
  token = (await api<{ token: string }>('/api/__dev/session', { account: 'agent01' })).token;
});

async function api<T>(path: string, body?: object, method = body ? 'POST' : 'GET'): Promise<T> {
  const response = await fetch(`${standIn.urls.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body && JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(json.msg);
  return json.data;
}

const descriptor = (fileName = '客户备份 2026.bak') => api<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName });
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

interface OssTestClient {
  initMultipartUpload(name: string): Promise<{ uploadId: string }>;
  uploadPart(name: string, uploadId: string, partNo: number, file: Buffer, start: number, end: number): Promise<{ etag: string }>;
  listParts(name: string, uploadId: string, query: object): Promise<{ parts: { PartNumber: string } | Array<{ PartNumber: string }> }>;
  completeMultipartUpload(name: string, uploadId: string, parts: Array<{ number: number; etag: string }>): Promise<unknown>;
  abortMultipartUpload(name: string, uploadId: string): Promise<unknown>;
  get(name: string): Promise<{ content: Buffer }>;
  delete(name: string): Promise<unknown>;
}

function ossClient(d: UploadDescriptor): OssTestClient {
  return new (OSS as new (options: object) => OssTestClient)({
    endpoint: d.endPointOuter,
    accessKeyId: d.sts.secretId,
    accessKeySecret: d.sts.secretKey,
    stsToken: d.sts.securityToken,
    bucket: d.bucketName,
    region: d.region,
    sldEnable: true,
    secure: false,
  });
}

describe('object store, OSS dialect', () => {
  it('stores a multipart upload whose md5 equals the file’s, listing parts in between', async () => {
    const d = await descriptor();
    const client = ossClient(d);
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const { uploadId } = await client.initMultipartUpload(d.path);
    const first = await client.uploadPart(d.path, uploadId, 1, data.subarray(0, 200_000), 0, 200_000);
    const second = await client.uploadPart(d.path, uploadId, 2, data.subarray(200_000), 0, 100_000);
    const listed = await client.listParts(d.path, uploadId, {});
    expect([listed.parts].flat().map((part) => Number(part.PartNumber))).toEqual([1, 2]);
    await client.completeMultipartUpload(d.path, uploadId, [
      { number: 1, etag: first.etag },
      { number: 2, etag: second.etag },
    ]);
    const objects = await api<Array<{ key: string; size: number; md5: string; receivedBytes: number }>>('/api/__dev/objects');
    expect(objects).toEqual([{ bucket: d.bucketName, key: d.path, size: data.length, md5: md5(data), receivedBytes: data.length }]);
    expect((await client.get(d.path)).content.equals(data)).toBe(true);
    await expect(client.uploadPart(d.path, uploadId, 3, data, 0, 10)).rejects.toMatchObject({ status: 404, code: 'NoSuchUpload' });
  });

  it('deletes an object with its bytes', async () => {
    const d = await descriptor();
    const client = ossClient(d);
    const { uploadId } = await client.initMultipartUpload(d.path);
    const part = await client.uploadPart(d.path, uploadId, 1, Buffer.alloc(1000, 7), 0, 1000);
    await client.completeMultipartUpload(d.path, uploadId, [{ number: 1, etag: part.etag }]);
    await client.delete(d.path);
    expect(await api('/api/__dev/objects')).toEqual([]);
    await expect(client.get(d.path)).rejects.toMatchObject({ status: 404, code: 'NoSuchKey' });
    expect(readdirSync(join(dataDir, 'store', 'objects', d.bucketName))).toEqual([]);
  });

  it('stores the right bytes when parts arrive out of order, are sent again with other bytes, or only some are completed', async () => {
    const d = await descriptor();
    const client = ossClient(d);
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 253));
    const { uploadId } = await client.initMultipartUpload(d.path);
    const third = await client.uploadPart(d.path, uploadId, 3, data.subarray(200_000), 0, 100_000);
    await client.uploadPart(d.path, uploadId, 1, Buffer.alloc(100_000, 1), 0, 100_000);
    const second = await client.uploadPart(d.path, uploadId, 2, data.subarray(100_000, 200_000), 0, 100_000);
    const first = await client.uploadPart(d.path, uploadId, 1, data.subarray(0, 100_000), 0, 100_000);
    await client.completeMultipartUpload(d.path, uploadId, [1, 2, 3].map((number) => ({ number, etag: [first, second, third][number - 1].etag })));
    expect(await api('/api/__dev/objects')).toMatchObject([{ key: d.path, size: data.length, md5: md5(data) }]);

    const again = await client.initMultipartUpload(d.path);
    const parts = [];
    for (const number of [1, 2, 3]) parts.push(await client.uploadPart(d.path, again.uploadId, number, data.subarray((number - 1) * 100_000, number * 100_000), 0, 100_000));
    await client.completeMultipartUpload(d.path, again.uploadId, [{ number: 1, etag: parts[0].etag }, { number: 3, etag: parts[2].etag }]);
    const firstAndThird = Buffer.concat([data.subarray(0, 100_000), data.subarray(200_000)]);
    expect(await api('/api/__dev/objects')).toMatchObject([{ key: d.path, size: firstAndThird.length, md5: md5(firstAndThird) }]);
  });

  it('refuses a wrong signature, an expired credential and another account’s folder', async () => {
    const d = await descriptor();
    await expect(ossClient({ ...d, sts: { ...d.sts, secretKey: 'wrong' } }).initMultipartUpload(d.path)).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    await expect(ossClient(d).initMultipartUpload('workorder/9/9/other.bak')).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
    await api('/api/__dev/faults', { expireCredentials: true });
    await expect(ossClient(d).initMultipartUpload(d.path)).rejects.toMatchObject({ status: 403, code: 'SecurityTokenExpired' });
    const fresh = await api<UploadDescriptor['sts']>('/api/upload/RefreshCloudUploadParam', { securityToken: d.sts.securityToken });
    await expect(ossClient({ ...d, sts: fresh }).initMultipartUpload(d.path)).resolves.toMatchObject({ uploadId: expect.any(String) });
  });

  it('answers an injected status on the chosen part, once', async () => {
    const d = await descriptor();
    const client = ossClient(d);
    const { uploadId } = await client.initMultipartUpload(d.path);
    await api('/api/__dev/faults', { partNumber: 1, status: 500 });
    const body = Buffer.alloc(1000, 1);
    await expect(client.uploadPart(d.path, uploadId, 1, body, 0, 1000)).rejects.toMatchObject({ status: 500 });
    await expect(client.uploadPart(d.path, uploadId, 1, body, 0, 1000)).resolves.toMatchObject({ etag: expect.any(String) });
  });

  it('forgets the parts of an aborted upload', async () => {
    const d = await descriptor();
    const client = ossClient(d);
    const { uploadId } = await client.initMultipartUpload(d.path);
    await client.uploadPart(d.path, uploadId, 1, Buffer.alloc(10, 1), 0, 10);
    await client.abortMultipartUpload(d.path, uploadId);
    expect(await api('/api/__dev/multipartUploads')).toMatchObject([{ uploadId, state: 'aborted', parts: 0 }]);
    await expect(client.listParts(d.path, uploadId, {})).rejects.toMatchObject({ status: 404, code: 'NoSuchUpload' });
  });
});

describe('object store, COS dialect', () => {
  it('checks the COS signature and stores a plain PUT', async () => {
    await api('/api/__dev/storage', { provider: 'cos' });
    const d = await descriptor('报表.xlsx');
    expect(d).toMatchObject({ type: 'cos', bucketName: 'agent-portal-1250000000', objectStorageId: 2 });
    const data = Buffer.from('客户数据');
    const put = (secretKey: string) => {
      const headers = { 'x-cos-security-token': d.sts.securityToken };
      const authorization = cosAuth({ SecretId: d.sts.secretId, SecretKey: secretKey, Method: 'PUT', Pathname: `/${d.path}`, Headers: headers });
      const url = `${d.endPointOuter}/${d.bucketName}/${d.path.split('/').map(encodeURIComponent).join('/')}`;
      return fetch(url, { method: 'PUT', headers: { ...headers, authorization }, body: data });
    };
    expect((await put('wrong')).status).toBe(403);
    const response = await put(d.sts.secretKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${md5(data).toUpperCase()}"`);
    expect(await api('/api/__dev/objects')).toMatchObject([{ key: d.path, md5: md5(data), size: data.length }]);
  });
});

describe('upload descriptors', () => {
  it('names the provider the stand-in setting chooses, with a 15-minute credential', async () => {
    for (const provider of ['obs', 'oss'] as const) {
      await api('/api/__dev/storage', { provider });
      const d = await descriptor();
      expect(d.type).toBe(provider);
      expect(Date.parse(d.sts.expiration ?? '') - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(d.endPointOuter).toBe(standIn.storeUrl);
    }
  });

  it('refuses a customer of another agent for database files', async () => {
    await expect(api('/api/BakDbCust/GetCloudUploadParam', { customerId: 999_999, fileName: 'a.bak' })).rejects.toThrow('客户不存在');
  });
});

describe('the product’s own upload endpoints (direct)', () => {
  const direct = (path: string, init: RequestInit & { query?: Record<string, string> } = {}, bearer: string | null = token) =>
    fetch(`${standIn.urls.api}/api/upload/direct/${path}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`, {
      ...init,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) },
    });
  const json = async (response: Response) => ((await response.json()) as { code: number; msg: string; data: Record<string, unknown> }) ;

  it('takes parts larger than the API’s 1 MB body limit, lists them and completes the object', async () => {
    await api('/api/__dev/storage', { provider: 'direct' });
    const d = await descriptor();
    expect(d).toMatchObject({ type: 'direct', endPointOuter: '/api/upload/direct', objectStorageId: 4, sts: { securityToken: '' } });
    const data = Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => (i * 13) % 251));
    const { uploadId } = (await json(await direct('Initiate', { method: 'POST', body: JSON.stringify({ path: d.path }) }))).data as { uploadId: string };
    const etags = [];
    for (const [number, bytes] of [data.subarray(0, 2_000_000), data.subarray(2_000_000)].entries()) {
      const answer = await json(await direct('Part', { method: 'PUT', body: bytes, query: { uploadId, path: d.path, partNumber: String(number + 1) } }));
      expect(answer.code).toBe(200);
      etags.push({ partNumber: number + 1, etag: answer.data.etag as string });
    }
    const listed = await json(await direct('Parts', { query: { uploadId, path: d.path } }));
    expect(listed.data).toMatchObject({ parts: [{ partNumber: 1, size: 2_000_000 }, { partNumber: 2, size: 1_000_000 }], truncated: false });
    const completed = await json(await direct('Complete', { method: 'POST', body: JSON.stringify({ uploadId, path: d.path, parts: etags }) }));
    expect(completed.code).toBe(200);
    expect(await api('/api/__dev/objects')).toMatchObject([{ bucket: 'agent-portal-direct', key: d.path, size: data.length, md5: md5(data) }]);
  });

  it('needs the bearer token and one of the account’s own folders', async () => {
    const d = await descriptor();
    const anonymous = await direct('Initiate', { method: 'POST', body: JSON.stringify({ path: d.path }) }, null);
    expect(anonymous.status).toBe(403);
    expect((await json(anonymous)).code).toBe(403);
    const elsewhere = await json(await direct('Initiate', { method: 'POST', body: JSON.stringify({ path: 'dbfile/9/9/x.bak' }) }));
    expect(elsewhere).toMatchObject({ code: 500, msg: '无权上传到该位置' });
  });

  it('keeps a refusal’s HTTP status, never answering a store refusal with the session’s code 403', async () => {
    const d = await descriptor();
    const { uploadId } = (await json(await direct('Initiate', { method: 'POST', body: JSON.stringify({ path: d.path }) }))).data as { uploadId: string };
    const part = () => direct('Part', { method: 'PUT', body: Buffer.alloc(10), query: { uploadId, path: d.path, partNumber: '1' } });
    await api('/api/__dev/faults', { partNumber: 1, status: 503 });
    const unavailable = await part();
    expect([unavailable.status, (await json(unavailable)).code]).toEqual([503, 503]);
    await api('/api/__dev/faults', { partNumber: 1, status: 403 });
    const denied = await part();
    expect([denied.status, (await json(denied)).code]).toEqual([403, 4030]);
    await json(await direct('Abort', { method: 'POST', body: JSON.stringify({ uploadId, path: d.path }) }));
    const gone = await part();
    expect([gone.status, (await json(gone)).code]).toEqual([404, 404]);
  });
});

describe('a stand-in started again on the same data', () => {
  it('serves the open upload at the store address it had, and answers a fresh descriptor for it by object key and upload id', async () => {
    const d = await descriptor();
    const { uploadId } = await ossClient(d).initMultipartUpload(d.path);
    await ossClient(d).uploadPart(d.path, uploadId, 1, Buffer.alloc(1000, 7), 0, 1000);
    await standIn.close();
    standIn = await startStandIn({ dataDir });
    expect(standIn.storeUrl).toBe(d.endPointOuter);
    const resumed = await api<UploadDescriptor>('/api/upload/RefreshCloudUploadParam', { path: d.path, bucketName: d.bucketName, uploadId });
    expect(resumed).toMatchObject({ type: 'oss', endPointOuter: d.endPointOuter, bucketName: d.bucketName, path: d.path });
    expect(resumed.sts.securityToken).not.toBe(d.sts.securityToken);
    expect([(await ossClient(resumed).listParts(d.path, uploadId, {})).parts].flat()).toHaveLength(1);
    // The upload id must be this object's.
    const other = await descriptor('另一个备份.bak');
    await expect(api('/api/upload/RefreshCloudUploadParam', { path: other.path, bucketName: other.bucketName, uploadId })).rejects.toThrow('上传凭证无效，请重新上传');
  });

  it('answers the product’s own endpoints for an object of the direct bucket', async () => {
    await api('/api/__dev/storage', { provider: 'direct' });
    const d = await descriptor();
    const resumed = await api<UploadDescriptor>('/api/upload/RefreshCloudUploadParam', { path: d.path, bucketName: d.bucketName });
    expect(resumed).toMatchObject({ type: 'direct', endPointOuter: '/api/upload/direct', path: d.path, objectStorageId: d.objectStorageId });
  });
});

it('refuses a file name with a control character when the descriptor is asked for, in Chinese', async () => {
  await expect(descriptor('备份\n2026.bak')).rejects.toThrow('文件名含有控制字符');
});
