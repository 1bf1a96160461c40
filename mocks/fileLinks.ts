import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Service } from './http.ts';
import type { StandInContext } from './module.ts';
import { bucketOfStorage } from './domain/uploads.ts';
import { findCredential, issueCredential, type TemporaryCredential } from './store/credentials.ts';
import { storeRuntime } from './store/runtime.ts';

/**
 * Links to stored files, signed like an object store's pre-signed URLs (900 s; docs/product.md#limits) and public like
 * them, so <img> and <a download> work without the token. Expiry is rounded up to whole periods so that a
 * list fetched twice gives the same links (the browser's cache holds).
 */
const secret = randomBytes(32);
export const LINK_SECONDS = 900;
const LINK_PERIOD_MS = 300_000;

const signatureOf = (path: string, params: Record<string, string>, expires: number) =>
  createHmac('sha256', secret)
    .update([path.toLowerCase(), ...Object.keys(params).sort().map((name) => `${name}=${params[name]}`), String(expires)].join('\n'))
    .digest('base64url');

/** `path` with the parameters, an expiry and the signature over all three. */
export function signedUrl(ctx: StandInContext, path: string, params: Record<string, string>): string {
  const expires = Math.ceil((ctx.now() + LINK_SECONDS * 1000) / LINK_PERIOD_MS) * LINK_PERIOD_MS;
  return `${path}?${new URLSearchParams({ ...params, expires: String(expires), signature: signatureOf(path, params, expires) })}`;
}

/** The named parameters of a link signed for `path`, or null when it was altered or has expired. */
export function signedParams<K extends string>(ctx: StandInContext, path: string, query: Record<string, string>, names: readonly K[]): Record<K, string> | null {
  const params = Object.fromEntries(names.map((name) => [name, query[name] ?? ''])) as Record<K, string>;
  const expires = Number(query.expires);
  if (!(expires > ctx.now())) return null;
  const given = Buffer.from(query.signature ?? '');
  const expected = Buffer.from(signatureOf(path, params, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? params : null;
}

export const linkRefused = (c: Context) => c.json({ code: 403, msg: '链接无效或已过期', data: null }, 403);
export const fileMissing = (c: Context) => c.json({ code: 404, msg: '文件不存在', data: null }, 404);

/** A file's bytes; `download` names the file the browser saves, otherwise it is shown in place. */
export function fileAnswer(body: BodyInit, type: string, download?: string): Response {
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': `private, max-age=${LINK_SECONDS}`, 'x-content-type-options': 'nosniff' };
  if (download) headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(download)}`;
  return new Response(body, { headers });
}

/**
 * Reads objects under `prefix` as the provider's backend would: a GET signed (OSS V1) with a read credential
 * of its own for that folder, renewed when it is about to expire or was dropped by a reset.
 */
function storeReader(ctx: StandInContext, prefix: string) {
  const credentials = new Map<string, TemporaryCredential>();
  const credentialFor = (bucket: string) => {
    const cached = credentials.get(bucket);
    if (cached && cached.expiration > ctx.now() + 60_000 && findCredential(ctx, cached.secretId)) return cached;
    const fresh = issueCredential(ctx, bucket, prefix);
    credentials.set(bucket, fresh);
    return fresh;
  };
  return (bucket: string, key: string) => {
    const credential = credentialFor(bucket);
    const date = new Date(ctx.now()).toUTCString();
    const signed = ['GET', '', '', date, `x-oss-date:${date}`, `x-oss-security-token:${credential.securityToken}`, `/${bucket}/${key}`].join('\n');
    const signature = createHmac('sha1', credential.secretKey).update(signed, 'utf8').digest('base64');
    const path = [bucket, ...key.split('/')].map(encodeURIComponent).join('/');
    return fetch(`${storeRuntime.url}/${path}`, {
      headers: { 'x-oss-date': date, 'x-oss-security-token': credential.securityToken, authorization: `OSS ${credential.secretId}:${signature}` },
    });
  };
}

/** A signed link to a stored object (the storage configuration it names, and its key). */
export const objectUrl = (ctx: StandInContext, path: string, file: { objectStorageId: number; filePath: string }) =>
  signedUrl(ctx, path, { id: String(file.objectStorageId), key: file.filePath });

/**
 * Serves at `path` the objects under `prefix` that links from objectUrl name, read back from the store;
 * `answer` says the content type and, for a download, the file name.
 */
export function storedObjectRoute(api: Service, ctx: StandInContext, path: string, prefix: string, answer: (key: string) => { type: string; download?: string }): void {
  const readObject = storeReader(ctx, prefix);
  api.get(
    path,
    async ({ c, query }) => {
      const link = signedParams(ctx, path, query, ['id', 'key']);
      if (!link || !link.key.startsWith(prefix)) return linkRefused(c);
      const bucket = bucketOfStorage(Number(link.id));
      const stored = bucket ? await readObject(bucket, link.key) : null;
      if (!stored?.ok || !stored.body) return fileMissing(c);
      const { type, download } = answer(link.key);
      return fileAnswer(stored.body, type, download);
    },
    { public: true },
  );
}
