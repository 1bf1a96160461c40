import { createHash, createHmac } from 'node:crypto';
import type { Dialect } from './dialects.ts';

/** What a signature covers, as the store received it. */
export interface SignedRequest {
  method: string;
  /** The path as sent, still percent-encoded: /bucket/key. */
  rawPath: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

// The query parameters each SDK puts into the signed resource (others, like max-parts, are not signed).
const OSS_SUBRESOURCES = ['acl', 'append', 'partNumber', 'position', 'sequential', 'uploadId', 'uploads'];
const OBS_SUBRESOURCES = ['acl', 'partnumber', 'uploadid', 'uploads', 'versionid'];

const hmacSha1 = (key: string | Buffer, text: string) => createHmac('sha1', key).update(text, 'utf8');

function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** The access key id the request claims, or null when its Authorization is not of the dialect. */
export function accessKeyOf(dialect: Dialect, authorization: string): string | null {
  if (dialect === 'cos') return cosFields(authorization).get('q-ak') ?? null;
  const match = /^(?:OSS|AWS) ([^:]+):/.exec(authorization);
  return match ? match[1] : null;
}

/** Whether the request was signed with `secret` in its dialect. */
export function signatureMatches(dialect: Dialect, request: SignedRequest, secret: string, nowSeconds: number): boolean {
  const authorization = request.headers.authorization ?? '';
  if (dialect === 'cos') return cosMatches(request, authorization, secret, nowSeconds);
  const given = authorization.slice(authorization.indexOf(':') + 1);
  return resourceCandidates(request, dialect).some((resource) => v1Signature(dialect, request, secret, resource) === given);
}

/** The signed resource: the path (as sent, or decoded: the SDKs differ) plus the signed sub-resources. */
function resourceCandidates(request: SignedRequest, dialect: 'oss' | 'obs'): string[] {
  const names = dialect === 'oss' ? OSS_SUBRESOURCES : OBS_SUBRESOURCES;
  const signed = [...request.query.entries()]
    .filter(([key]) => names.includes(dialect === 'oss' ? key : key.toLowerCase()))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => (value ? `${key}=${value}` : key));
  const suffix = signed.length ? `?${signed.join('&')}` : '';
  return [...new Set([request.rawPath, decodedPath(request.rawPath)])].map((path) => path + suffix);
}

/** OSS (V1) and AWS V2 as OBS uses it: HMAC-SHA1 over verb, MD5, type, date, prefixed headers and resource. */
function v1Signature(dialect: 'oss' | 'obs', request: SignedRequest, secret: string, resource: string): string {
  const prefix = dialect === 'oss' ? 'x-oss-' : 'x-amz-';
  const { headers } = request;
  const dateLine = dialect === 'oss' ? (headers['x-oss-date'] ?? '') : prefix + 'date' in headers ? '' : (headers.date ?? '');
  const prefixed = Object.keys(headers)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => `${name}:${dialect === 'oss' ? headers[name].trim() : headers[name]}`);
  const lines = [request.method.toUpperCase(), headers['content-md5'] ?? '', headers['content-type'] ?? '', dateLine, ...prefixed, resource];
  return hmacSha1(secret, lines.join('\n')).digest('base64');
}

/** Whether the time is within a COS signature's validity window (q-sign-time, seconds; a minute's grace at the start). */
export function cosWindowHolds(authorization: string, nowSeconds: number): boolean {
  const [start, end] = (cosFields(authorization).get('q-sign-time') ?? '').split(';').map(Number);
  return start <= nowSeconds + 60 && nowSeconds <= end;
}

function cosFields(authorization: string): Map<string, string> {
  return new Map(
    authorization.split('&').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
    }),
  );
}

function camSafeUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function cosPairs(values: Map<string, string>, names: string[]): string {
  return names
    .slice()
    .sort()
    .map((name) => `${camSafeUrlEncode(name).toLowerCase()}=${camSafeUrlEncode(values.get(name) ?? '')}`)
    .join('&');
}

/** COS: a key from the key time, then HMAC-SHA1 over the SHA-1 of the formatted request (all hex). */
function cosMatches(request: SignedRequest, authorization: string, secret: string, nowSeconds: number): boolean {
  const fields = cosFields(authorization);
  const signTime = fields.get('q-sign-time') ?? '';
  const keyTime = fields.get('q-key-time') ?? '';
  if (!cosWindowHolds(authorization, nowSeconds)) return false;
  const headerNames = (fields.get('q-header-list') ?? '').split(';').filter(Boolean);
  const paramNames = (fields.get('q-url-param-list') ?? '').split(';').filter(Boolean);
  const query = new Map([...request.query.entries()].map(([key, value]) => [key.toLowerCase(), value]));
  const headers = new Map(Object.entries(request.headers));
  const signKey = hmacSha1(secret, keyTime).digest('hex');
  const decoded = decodedPath(request.rawPath);
  const withoutBucket = decoded.replace(/^\/[^/]+/, '');
  return [withoutBucket, decoded].some((pathname) => {
    const format = [request.method.toLowerCase(), pathname, cosPairs(query, paramNames), cosPairs(headers, headerNames), ''].join('\n');
    const toSign = ['sha1', signTime, createHash('sha1').update(format, 'utf8').digest('hex'), ''].join('\n');
    return hmacSha1(signKey, toSign).digest('hex') === fields.get('q-signature');
  });
}
