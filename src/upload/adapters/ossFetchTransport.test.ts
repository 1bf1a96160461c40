import { afterEach, describe, expect, it, vi } from 'vitest';
import { ossFetchTransport } from './ossFetchTransport.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ali-oss requests sent with fetch', () => {
  it('sends the signed headers and an untyped body, and answers status, headers and text', async () => {
    const fetchMock = vi.fn(async () => new Response('<xml/>', { status: 200, headers: { ETag: '"AB"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await ossFetchTransport.request('http://store/b/k?uploads', {
      method: 'POST',
      headers: { authorization: 'OSS id:sig', 'Content-Length': 6 },
      content: '<xml/>',
      timeout: 1000,
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ authorization: 'OSS id:sig', 'Content-Length': '6' });
    expect((init.body as Blob).type).toBe('');
    expect(await (init.body as Blob).text()).toBe('<xml/>');
    expect(result).toMatchObject({ status: 200, data: '<xml/>', headers: { etag: '"AB"' }, res: { statusCode: 200 } });
  });

  it('reports no answer as ali-oss does: -1 for a network failure, -2 for a timeout', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(ossFetchTransport.request('http://store/b/k', { method: 'PUT', headers: {} })).rejects.toMatchObject({ status: -1 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))));
    await expect(ossFetchTransport.request('http://store/b/k', { method: 'PUT', headers: {}, timeout: 5 })).rejects.toMatchObject({ status: -2 });
  });
});
