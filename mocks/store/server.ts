import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '../http.ts';
import { join } from 'node:path';
import { isAllowedOrigin } from '../http.ts';
import type { StandInContext } from '../module.ts';
import { findCredential } from './credentials.ts';
import { DIALECT_INFO, dialectOf, type Dialect } from './dialects.ts';
import type { FaultBook } from './faults.ts';
import { MultipartUploads, StoreError, assertSafeKey, receive } from './multipart.ts';
import { ObjectFiles } from './objects.ts';
import { storeRuntime } from './runtime.ts';
import { cosWindowHolds, signatureMatches, accessKeyOf, type SignedRequest } from './signatures.ts';
import { completeXml, errorXml, initiateXml, listPartsXml, parseCompleteBody } from './xml.ts';

export interface ObjectStoreOptions {
  ctx: StandInContext;
  dataDir: string;
  faults: FaultBook;
  host: string;
  port: number;
}

export interface ObjectStore {
  url: string;
  close(): Promise<void>;
}

const MAX_XML_BODY = 2 * 1024 * 1024;
const DEFAULT_MAX_PARTS = 1000;
/** How far the date an OSS or OBS request was signed with may be from the store's clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const EXPOSED_HEADERS = ['ETag', 'x-oss-request-id', 'x-obs-request-id', 'x-cos-request-id', 'x-amz-request-id', 'Content-Length'];

interface Target {
  dialect: Dialect;
  bucket: string;
  key: string;
  query: URLSearchParams;
  requestId: string;
}

/**
 * An object store on its own loopback port speaking the multipart subset of OSS, COS and OBS (AWS V2 auth):
 * initiate, upload part, list parts, complete, abort, plus plain PUT/GET. It checks signatures,
 * temporary credentials and their scope, keeps the bytes under <dataDir>/store, and answers CORS so that
 * browsers can read ETag and the request ids.
 */
export async function startObjectStore(options: ObjectStoreOptions): Promise<ObjectStore> {
  const { ctx, faults } = options;
  const root = join(options.dataDir, 'store');
  const objects = new ObjectFiles(ctx, root);
  const uploads = new MultipartUploads(ctx, objects, faults);
  Object.assign(storeRuntime, { objects, uploads });
  const findUpload = (target: Target) => uploads.find(target.query.get('uploadId') ?? '', target.bucket, target.key);

  function authorize(req: IncomingMessage, rawPath: string, query: URLSearchParams): Target {
    const headers = lowerHeaders(req);
    const dialect = dialectOf(headers.authorization ?? '');
    if (!dialect) throw new StoreError(403, 'AccessDenied', 'Anonymous access is forbidden.');
    const segments = rawPath.split('/');
    const bucket = segments[1] ?? '';
    const key = safeDecode(segments.slice(2).join('/'));
    assertSafeKey(key);
    const requestId = randomBytes(12).toString('hex').toUpperCase();
    const info = DIALECT_INFO[dialect];
    const credential = findCredential(ctx, accessKeyOf(dialect, headers.authorization) ?? '');
    if (!credential) throw new StoreError(403, 'InvalidAccessKeyId', 'The access key id does not exist.');
    if (headers[info.tokenHeader] !== credential.security_token) {
      throw new StoreError(403, 'InvalidSecurityToken', 'The security token is not valid.');
    }
    if (credential.expires_at <= ctx.now()) throw new StoreError(403, info.expiredCode, 'The security token has expired.');
    // OSS and OBS sign a date, refused more than 15 minutes away from the store's clock; COS signs a validity
    // window, refused when the store's time is outside it. The answer's ServerTime and Date let the client correct.
    const signedAt = Date.parse(headers['x-oss-date'] ?? headers['x-amz-date'] ?? headers['x-obs-date'] ?? headers.date ?? '');
    const skewed =
      dialect === 'cos'
        ? !cosWindowHolds(headers.authorization ?? '', Math.floor(ctx.now() / 1000))
        : !Number.isFinite(signedAt) || Math.abs(signedAt - ctx.now()) > MAX_CLOCK_SKEW_MS;
    if (skewed) {
      throw new StoreError(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', {
        RequestTime: Number.isFinite(signedAt) ? new Date(signedAt).toISOString() : '',
        ServerTime: new Date(ctx.now()).toISOString(),
        MaxAllowedSkewMilliseconds: String(MAX_CLOCK_SKEW_MS),
      });
    }
    const request: SignedRequest = { method: req.method ?? 'GET', rawPath, query, headers };
    if (!signatureMatches(dialect, request, credential.secret, Math.floor(ctx.now() / 1000))) {
      throw new StoreError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    if (bucket !== credential.bucket || !key.startsWith(credential.key_prefix)) {
      throw new StoreError(403, 'AccessDenied', 'The credential may not write this object.');
    }
    return { dialect, bucket, key, query, requestId };
  }

  function initiate(target: Target, res: ServerResponse) {
    const uploadId = uploads.initiate(target.bucket, target.key, target.dialect);
    sendXml(res, target, 200, initiateXml(target.bucket, target.key, uploadId));
  }

  async function uploadPart(req: IncomingMessage, target: Target, res: ServerResponse) {
    const etag = await uploads.storePart(req, findUpload(target), Number(target.query.get('partNumber')));
    send(res, target, 200, '', { ETag: etag });
  }

  function listParts(target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    const marker = Number(target.query.get('part-number-marker') ?? 0) || 0;
    const maxParts = Math.min(DEFAULT_MAX_PARTS, Number(target.query.get('max-parts') ?? DEFAULT_MAX_PARTS) || DEFAULT_MAX_PARTS);
    const { parts, truncated } = uploads.listParts(upload, marker, maxParts);
    sendXml(res, target, 200, listPartsXml(target.bucket, target.key, upload.upload_id, { marker, maxParts, parts, truncated }));
  }

  async function complete(req: IncomingMessage, target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    const listed = parseCompleteBody(await readText(req));
    if (!listed) throw new StoreError(400, 'MalformedXML', 'The XML you provided was not well-formed.');
    const etag = uploads.complete(upload, listed);
    if (faults.takeCompleteAnswerLost()) {
      req.socket.destroy();
      return;
    }
    sendXml(res, target, 200, completeXml(`${options.host}/${target.bucket}/${target.key}`, target.bucket, target.key, etag));
  }

  function abort(target: Target, res: ServerResponse) {
    uploads.abort(findUpload(target));
    send(res, target, 204, '');
  }

  async function putObject(req: IncomingMessage, target: Target, res: ServerResponse) {
    const folder = join('incoming', randomBytes(8).toString('hex'));
    try {
      const { md5, size } = await receive(req, join(objects.path(folder), '1'), Infinity, (bytes) => uploads.countReceived(target.bucket, target.key, bytes));
      const etag = `"${md5.toUpperCase()}"`;
      objects.adopt(target.bucket, target.key, folder, ['1'], { size, md5, etag });
      send(res, target, 200, '', { ETag: etag });
    } finally {
      rmSync(objects.path(folder), { recursive: true, force: true });
    }
  }

  async function getObject(target: Target, res: ServerResponse, headOnly: boolean) {
    const object = objects.find(target.bucket, target.key);
    if (!object) throw new StoreError(404, 'NoSuchKey', 'The specified key does not exist.');
    res.writeHead(200, { ...requestIdHeaders(target), ETag: object.etag, 'Content-Length': object.size, 'Content-Type': 'application/octet-stream' });
    if (headOnly) res.end();
    else await objects.stream(target.bucket, target.key, res);
  }

  function deleteObject(target: Target, res: ServerResponse) {
    objects.remove(target.bucket, target.key);
    send(res, target, 204, '');
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const [rawPath, search = ''] = (req.url ?? '/').split('?');
    const query = new URLSearchParams(search);
    let target: Target | null = null;
    try {
      target = authorize(req, rawPath, query);
      const method = req.method ?? 'GET';
      if (method === 'POST' && query.has('uploads')) return initiate(target, res);
      if (method === 'PUT' && query.has('uploadId')) return await uploadPart(req, target, res);
      if (method === 'GET' && query.has('uploadId')) return listParts(target, res);
      if (method === 'POST' && query.has('uploadId')) return await complete(req, target, res);
      if (method === 'DELETE' && query.has('uploadId')) return abort(target, res);
      if (method === 'PUT') return await putObject(req, target, res);
      if (method === 'GET' || method === 'HEAD') return await getObject(target, res, method === 'HEAD');
      if (method === 'DELETE') return deleteObject(target, res);
      throw new StoreError(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    } catch (error) {
      if (res.headersSent || req.socket.destroyed) return;
      req.resume();
      const failure = error instanceof StoreError ? error : new StoreError(500, 'InternalError', String(error));
      if (!(error instanceof StoreError)) console.error('[store]', error);
      const requestId = target?.requestId ?? randomBytes(12).toString('hex').toUpperCase();
      const fallback: Target = target ?? { dialect: 'oss', bucket: '', key: '', query, requestId };
      sendXml(res, fallback, failure.status, errorXml(failure.code, failure.message, requestId, failure.extra));
    }
  }

  const server: Server = createServer((req, res) => {
    allowCors(req, res);
    // The store's own clock (shifted by /api/__dev/clock): clients correct a skewed clock from it.
    res.setHeader('Date', new Date(ctx.now()).toUTCString());
    if (req.method === 'OPTIONS') {
      res.writeHead(200);
      res.end();
      return;
    }
    void route(req, res);
  });
  keepIdleConnections(server);
  await listenKeepingAddress(server, options);
  return {
    url: `http://${options.host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ADDRESS_FILE = 'store-port';

/**
 * Listens where this data folder's store listened before, as a bucket keeps its address: a stand-in started
 * again on the same data (after a crash or a restart) serves the uploads under way at the address they know.
 * A fixed `port` wins; when the remembered one is taken, a free one is picked (and remembered).
 */
async function listenKeepingAddress(server: Server, options: ObjectStoreOptions): Promise<void> {
  const file = join(options.dataDir, ADDRESS_FILE);
  const remembered = existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0;
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const port = options.port || remembered;
  await listen(port).catch((error: NodeJS.ErrnoException) => {
    if (options.port || error.code !== 'EADDRINUSE') throw error;
    return listen(0);
  });
  writeFileSync(file, String((server.address() as AddressInfo).port));
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Echoes only loopback and configured origins (see isAllowedOrigin); other pages get no CORS grant. */
function allowCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT, POST, DELETE');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', [...EXPOSED_HEADERS, 'Date'].join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
}

function requestIdHeaders(target: Target): Record<string, string> {
  return { [DIALECT_INFO[target.dialect].requestIdHeader]: target.requestId, 'x-amz-request-id': target.requestId };
}

function send(res: ServerResponse, target: Target, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...requestIdHeaders(target), ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function sendXml(res: ServerResponse, target: Target, status: number, xml: string) {
  send(res, target, status, xml, { 'Content-Type': 'application/xml' });
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_XML_BODY) throw new StoreError(400, 'EntityTooLarge', 'The XML body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
