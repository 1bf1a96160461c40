import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadFailure } from '../../../machines/uploadTask.failure.ts';
import { SESSION_ENDED_EVENT } from '../../api/session.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';
import { getToken, setToken } from '../../api/token.ts';
import { FOREIGN_ENDPOINT_TEXT, directAdapter } from './direct.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

const descriptor = (endPointOuter = '/api/upload/direct'): UploadDescriptor => ({
  type: 'direct',
  endPointOuter,
  sts: { secretId: '', secretKey: '', securityToken: '' },
  bucketName: 'agent-portal-direct',
  region: '',
  path: 'dbfile/1/2/20261122/ab/备份.bak',
  relativePath: 'dbfile/1/2/20261122/ab/备份.bak',
  objectStorageId: 4,
});

/** A fetch answering each call with the next of `answers` ([HTTP status, envelope] or a thrown error). */
function serve(...answers: Array<[number, object] | Error>) {
  const fetch = vi.fn(async () => {
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next[1]), { status: next[0], headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const call = (fetch: ReturnType<typeof serve>, index: number) => {
  const [url, init] = fetch.mock.calls[index] as unknown as [string, RequestInit];
  return { url: new URL(url, location.origin), init, headers: init.headers as Record<string, string> };
};

beforeEach(() => {
  setToken('tok-direct');
  history.replaceState(null, '', customersScreens.dbFiles.path);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('the product’s own upload endpoints', () => {
  it('sends the bearer token on every step and the part’s Blob as the body', async () => {
    const fetch = serve(
      [200, { code: 200, data: { uploadId: 'U1' } }],
      [200, { code: 200, data: { etag: '"e1"' } }],
      [200, { code: 200, data: { parts: [{ partNumber: 1, etag: '"e1"', size: 5, lastModified: 1 }], truncated: true } }],
      [200, { code: 200, data: { parts: [{ partNumber: 2, etag: '"e2"', size: 3, lastModified: 2 }], truncated: false } }],
      [200, { code: 200, data: { etag: '"all-2"' } }],
    );
    const adapter = directAdapter(descriptor());
    expect(await adapter.init()).toBe('U1');
    const part = new Blob(['12345']);
    expect(await adapter.uploadPart('U1', 1, part)).toBe('"e1"');
    expect(await adapter.listParts('U1')).toEqual([
      { partNumber: 1, etag: '"e1"', size: 5 },
      { partNumber: 2, etag: '"e2"', size: 3 },
    ]);
    await adapter.complete('U1', [{ partNumber: 1, etag: '"e1"', size: 5 }]);

    for (let index = 0; index < 5; index += 1) expect(call(fetch, index).headers.Authorization).toBe('Bearer tok-direct');
    expect(call(fetch, 0).url.pathname).toBe('/api/upload/direct/Initiate');
    expect(JSON.parse(call(fetch, 0).init.body as string)).toEqual({ path: descriptor().path });
    const sent = call(fetch, 1);
    expect([sent.init.method, sent.url.pathname, sent.url.searchParams.get('partNumber'), sent.url.searchParams.get('uploadId')]).toEqual(['PUT', '/api/upload/direct/Part', '1', 'U1']);
    expect(sent.init.body).toBe(part);
    expect(call(fetch, 3).url.searchParams.get('marker')).toBe('1');
    expect(JSON.parse(call(fetch, 4).init.body as string)).toEqual({ uploadId: 'U1', path: descriptor().path, parts: [{ partNumber: 1, etag: '"e1"' }] });
  });

  it('refuses an endpoint on another origin, so the token never leaves the portal', () => {
    const fetch = serve();
    expect(() => directAdapter(descriptor('https://elsewhere.example/upload'))).toThrow(FOREIGN_ENDPOINT_TEXT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports failures as the task machine needs them: 5xx and no answer retried, 4xx and refusals not', async () => {
    serve(
      [503, { code: 503, msg: 'ServiceUnavailable：busy' }],
      new TypeError('Failed to fetch'),
      [400, { code: 400, msg: 'InvalidPart：no such part' }],
      [200, { code: 500, msg: '无权上传到该位置' }],
    );
    const adapter = directAdapter(descriptor());
    const failure = (run: Promise<unknown>) => run.then(() => null, (error: UploadFailure) => [error.kind, error.status, error.message]);
    expect(await failure(adapter.uploadPart('U1', 1, new Blob(['x'])))).toEqual(['retryable', 503, '上传失败（503）：ServiceUnavailable：busy']);
    expect(await failure(adapter.uploadPart('U1', 1, new Blob(['x'])))).toEqual(['retryable', 0, expect.any(String)]);
    expect(await failure(adapter.complete('U1', []))).toEqual(['fatal', 400, '上传失败（400）：InvalidPart：no such part']);
    expect(await failure(adapter.init())).toEqual(['fatal', 200, '无权上传到该位置']);
  });

  it('ends the session on lowercase code 403 without giving up the upload', async () => {
    serve([403, { code: 403, msg: '登录已失效，请重新登录' }]);
    const ended = vi.fn();
    addEventListener(SESSION_ENDED_EVENT, ended);
    const error = (await directAdapter(descriptor())
      .uploadPart('U1', 3, new Blob(['x']))
      .catch((caught: unknown) => caught)) as UploadFailure;
    removeEventListener(SESSION_ENDED_EVENT, ended);
    expect([error.kind, error.message]).toEqual(['retryable', '登录已失效，请重新登录']);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(location.pathname).toBe('/login');
  });
});
