import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { StandInContext } from '../module.ts';
import { findCredential } from './credentials.ts';
import { DIALECT_INFO, dialectOf, type Dialect } from './dialects.ts';
import type { FaultBook } from './faults.ts';
import { ObjectFiles } from './objects.ts';
import { storeRuntime } from './runtime.ts';
import { signatureMatches, accessKeyOf, type SignedRequest } from './signatures.ts';
import { completeXml, errorXml, initiateXml, listPartsXml, parseCompleteBody, type ListedPart } from './xml.ts';

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
const EXPOSED_HEADERS = ['ETag', 'x-oss-request-id', 'x-obs-request-id', 'x-cos-request-id', 'x-amz-request-id', 'Content-Length'];

class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Target {
  dialect: Dialect;
  bucket: string;
  key: string;
  query: URLSearchParams;
  requestId: string;
}

interface UploadRow {
  upload_id: string;
  bucket: string;
  object_key: string;
  state: string;
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
  const uploadFolder = (uploadId: string) => join('uploads', uploadId);
  const partFile = (uploadId: string, partNumber: number) => join(root, uploadFolder(uploadId), String(partNumber));
  const objects = new ObjectFiles(ctx, root);
  storeRuntime.objects = objects;

  const countReceived = (bucket: string, key: string, bytes: number) =>
    ctx.db
      .prepare(
        'INSERT INTO store_received (bucket, object_key, bytes) VALUES (?, ?, ?) ON CONFLICT (bucket, object_key) DO UPDATE SET bytes = bytes + excluded.bytes',
      )
      .run(bucket, key, bytes);

  const findUpload = (target: Target): UploadRow => {
    const row = ctx.db
      .prepare("SELECT * FROM store_uploads WHERE upload_id = ? AND state = 'open'")
      .get(target.query.get('uploadId') ?? '') as UploadRow | undefined;
    if (!row || row.bucket !== target.bucket || row.object_key !== target.key) {
      throw new StoreError(404, 'NoSuchUpload', 'The specified upload does not exist.');
    }
    return row;
  };

  function authorize(req: IncomingMessage, rawPath: string, query: URLSearchParams): Target {
    const headers = lowerHeaders(req);
    const dialect = dialectOf(headers.authorization ?? '');
    if (!dialect) throw new StoreError(403, 'AccessDenied', 'Anonymous access is forbidden.');
    const segments = rawPath.split('/');
    const bucket = segments[1] ?? '';
    const key = safeDecode(segments.slice(2).join('/'));
    const requestId = randomBytes(12).toString('hex').toUpperCase();
    const info = DIALECT_INFO[dialect];
    const credential = findCredential(ctx, accessKeyOf(dialect, headers.authorization) ?? '');
    if (!credential) throw new StoreError(403, 'InvalidAccessKeyId', 'The access key id does not exist.');
    if (headers[info.tokenHeader] !== credential.security_token) {
      throw new StoreError(403, 'InvalidSecurityToken', 'The security token is not valid.');
    }
    if (credential.expires_at <= ctx.now()) throw new StoreError(403, info.expiredCode, 'The security token has expired.');
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
    const uploadId = randomBytes(16).toString('hex').toUpperCase();
    ctx.db
      .prepare("INSERT INTO store_uploads (upload_id, bucket, object_key, dialect, state, created_at) VALUES (?, ?, ?, ?, 'open', ?)")
      .run(uploadId, target.bucket, target.key, target.dialect, ctx.now());
    mkdirSync(objects.path(uploadFolder(uploadId)), { recursive: true });
    sendXml(res, target, 200, initiateXml(target.bucket, target.key, uploadId));
  }

  async function uploadPart(req: IncomingMessage, target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    const partNumber = Number(target.query.get('partNumber'));
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
      throw new StoreError(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
    }
    const fault = faults.take(partNumber);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status) {
      await drain(req, (bytes) => countReceived(target.bucket, target.key, bytes));
      throw new StoreError(fault.status, fault.status >= 500 ? 'InternalError' : 'AccessDenied', `Injected fault on part ${partNumber}.`);
    }
    const cutAfter = fault?.cut ? Math.floor(Number(req.headers['content-length'] ?? 0) / 2) : Infinity;
    // Each request writes its own file outside the upload's folder: the same part may arrive twice at once
    // (pause, then continue), and completing moves the folder.
    const incoming = join(root, 'incoming', randomBytes(8).toString('hex'));
    const { md5, size } = await receive(req, incoming, cutAfter, (bytes) => countReceived(target.bucket, target.key, bytes));
    try {
      findUpload(target); // it may have been completed or aborted while this part was arriving
      renameSync(incoming, partFile(upload.upload_id, partNumber));
    } finally {
      rmSync(incoming, { force: true });
    }
    const etag = `"${md5}"`;
    ctx.db
      .prepare('INSERT OR REPLACE INTO store_parts (upload_id, part_number, size, etag, uploaded_at) VALUES (?, ?, ?, ?, ?)')
      .run(upload.upload_id, partNumber, size, etag, ctx.now());
    send(res, target, 200, '', { ETag: etag });
  }

  function listParts(target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    const marker = Number(target.query.get('part-number-marker') ?? 0) || 0;
    const maxParts = Math.min(DEFAULT_MAX_PARTS, Number(target.query.get('max-parts') ?? DEFAULT_MAX_PARTS) || DEFAULT_MAX_PARTS);
    const rows = ctx.db
      .prepare(
        'SELECT part_number AS partNumber, etag, size, uploaded_at AS lastModified FROM store_parts WHERE upload_id = ? AND part_number > ? ORDER BY part_number LIMIT ?',
      )
      .all(upload.upload_id, marker, maxParts + 1) as ListedPart[];
    const parts = rows.slice(0, maxParts);
    sendXml(res, target, 200, listPartsXml(target.bucket, target.key, upload.upload_id, { marker, maxParts, parts, truncated: rows.length > maxParts }));
  }

  async function complete(req: IncomingMessage, target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    const listed = parseCompleteBody(await readText(req));
    if (!listed || listed.length === 0) throw new StoreError(400, 'MalformedXML', 'The XML you provided was not well-formed.');
    const stored = new Map(
      (ctx.db.prepare('SELECT part_number, etag, size FROM store_parts WHERE upload_id = ?').all(upload.upload_id) as Array<{ part_number: number; etag: string; size: number }>).map(
        (row) => [row.part_number, row],
      ),
    );
    let size = 0;
    listed.forEach((part, index) => {
      if (index > 0 && part.partNumber <= listed[index - 1].partNumber) throw new StoreError(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      const row = stored.get(part.partNumber);
      if (row?.etag !== `"${part.etag.replace(/"/g, '')}"`) throw new StoreError(400, 'InvalidPart', `Part ${part.partNumber} was not uploaded or its ETag does not match.`);
      size += row.size;
    });
    const ofParts = createHash('md5');
    for (const part of listed) ofParts.update(Buffer.from(part.etag.replace(/"/g, ''), 'hex'));
    const etag = `"${ofParts.digest('hex').toUpperCase()}-${listed.length}"`;
    // Marked completed first: a part still arriving then finds no open upload.
    ctx.db.prepare("UPDATE store_uploads SET state = 'completed' WHERE upload_id = ?").run(upload.upload_id);
    const parts = listed.map((part) => String(part.partNumber));
    objects.adopt(target.bucket, target.key, uploadFolder(upload.upload_id), parts, { size, md5: null, etag });
    sendXml(res, target, 200, completeXml(`${options.host}/${target.bucket}/${target.key}`, target.bucket, target.key, etag));
  }

  function abort(target: Target, res: ServerResponse) {
    const upload = findUpload(target);
    ctx.db.prepare("UPDATE store_uploads SET state = 'aborted' WHERE upload_id = ?").run(upload.upload_id);
    ctx.db.prepare('DELETE FROM store_parts WHERE upload_id = ?').run(upload.upload_id);
    rmSync(objects.path(uploadFolder(upload.upload_id)), { recursive: true, force: true });
    send(res, target, 204, '');
  }

  async function putObject(req: IncomingMessage, target: Target, res: ServerResponse) {
    const folder = join('incoming', randomBytes(8).toString('hex'));
    try {
      const { md5, size } = await receive(req, join(objects.path(folder), '1'), Infinity, (bytes) => countReceived(target.bucket, target.key, bytes));
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
      sendXml(res, fallback, failure.status, errorXml(failure.code, failure.message, requestId));
    }
  }

  const server: Server = createServer((req, res) => {
    allowCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(200);
      res.end();
      return;
    }
    void route(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    url: `http://${options.host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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

function allowCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT, POST, DELETE');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
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

async function drain(req: IncomingMessage, counted: (bytes: number) => void) {
  let size = 0;
  for await (const chunk of req) size += (chunk as Buffer).length;
  counted(size);
}

/** Streams a body to `file`, hashing it; cuts the connection after `cutAfter` bytes (a test fault). */
function receive(req: IncomingMessage, file: string, cutAfter: number, counted: (bytes: number) => void): Promise<{ md5: string; size: number }> {
  mkdirSync(join(file, '..'), { recursive: true });
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    const out = createWriteStream(file);
    let size = 0;
    let failed = false;
    const fail = (error: StoreError) => {
      if (failed) return;
      failed = true;
      counted(size);
      out.destroy();
      rmSync(file, { force: true });
      reject(error);
    };
    out.on('error', (error) => fail(new StoreError(500, 'InternalError', error.message)));
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      hash.update(chunk);
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
      if (size >= cutAfter) {
        req.socket.destroy();
        fail(new StoreError(500, 'InternalError', 'Connection cut by an injected fault.'));
      }
    });
    req.on('aborted', () => fail(new StoreError(400, 'IncompleteBody', 'The request body ended early.')));
    req.on('error', () => fail(new StoreError(400, 'IncompleteBody', 'The request body ended early.')));
    req.on('end', () => {
      if (failed) return;
      counted(size);
      out.end(() => resolve({ md5: hash.digest('hex'), size }));
    });
  });
}
