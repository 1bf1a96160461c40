import type { IncomingMessage, Server } from 'node:http';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { BadRequestError, BusinessError } from './errors.ts';
import type { Guard } from './guards.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface RequestInfo {
  c: Context;
  /** Parsed JSON body ({} when none was sent). */
  body: unknown;
  query: Record<string, string>;
  /** The signed-in account's id, on routes that require a token. */
  accountId: number;
  /** The Node request, whose body a `stream` route reads. */
  incoming: IncomingMessage;
  /** The caller's address (see clientAddress), the subject of per-client limits. */
  client: string;
}

type Handler = (req: RequestInfo) => unknown | Promise<unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteOptions {
  /** Reachable without a bearer token. */
  public?: boolean;
  /** Who may call it (guards.ts); every route not public declares one. */
  guard?: Guard;
  /** Answer with the handler's Response or object as is, instead of wrapping it in the envelope. */
  raw?: boolean;
  /** The handler reads the request body itself from `incoming`, with no size limit (file uploads). */
  stream?: boolean;
  /** Also takes an HTML form's urlencoded body (the old system's login form); others take JSON only. */
  form?: boolean;
  /** Reachable with a token that may only change a weak password (the change itself, the prompt, logout). */
  passwordChange?: boolean;
  /** The envelope's msg on success, instead of the default. */
  message?: string;
}

/** What a live token grants: its account, and whether it may only change a weak password so far. */
export interface TokenGrant {
  accountId: number;
  passwordChangeOnly: boolean;
}

export type TokenResolver = (token: string) => TokenGrant | null;

/** Checks a route's guard for the signed-in caller before its handler runs (throws to refuse). */
export type GuardCheck = (guard: Guard, request: { accountId: number; body: unknown; query: Record<string, string> }) => void;

/** A registered route as it was declared. */
export interface DeclaredRoute {
  method: Method;
  path: string;
  options: RouteOptions;
}

/**
 * Routes of one service. Paths are matched case-insensitively (the provider's
 * services are), every body is size-limited, parsed and validated before a handler
 * sees it, and every answer is the usual envelope (docs/product.md#calls-and-errors).
 */
export class Service {
  readonly app: Hono;
  private resolveToken: TokenResolver = () => null;
  private checkGuard: GuardCheck = () => {
    throw new Error('Service guards are not set up');
  };
  /** Every route in registration order, with its options (the guard walk reads it). */
  readonly declared: DeclaredRoute[] = [];

  constructor(readonly name: string) {
    this.app = new Hono({ getPath: (req) => new URL(req.url).pathname.toLowerCase() });
    this.app.use('*', cors({ origin: (origin) => (isAllowedOrigin(origin) ? origin : null), credentials: true }));
    this.app.notFound((c) => c.json({ code: 404, msg: '接口不存在', data: null }, 404));
    this.app.onError((error, c) => {
      if (error instanceof BadRequestError) {
        return c.json({ Code: 400, code: 400, msg: error.message, data: null }, 400);
      }
      if (error instanceof BusinessError) return c.json({ code: error.code, msg: error.message, data: error.data });
      console.error(`[${this.name}]`, error);
      return c.json({ code: 500, msg: '服务器内部错误', data: null }, 500);
    });
  }

  useTokens(resolver: TokenResolver): void {
    this.resolveToken = resolver;
  }

  useGuards(check: GuardCheck): void {
    this.checkGuard = check;
  }

  /** Dates every answer by the stand-in's clock (its Date header), as a service dates its answers by its own. */
  useClock(now: () => number): void {
    this.app.use('*', async (c, next) => {
      await next();
      c.header('Date', new Date(now()).toUTCString());
    });
  }

  get(path: string, handler: Handler, options?: RouteOptions): void {
    this.route('get', path, handler, options);
  }
  post(path: string, handler: Handler, options?: RouteOptions): void {
    this.route('post', path, handler, options);
  }
  put(path: string, handler: Handler, options?: RouteOptions): void {
    this.route('put', path, handler, options);
  }
  delete(path: string, handler: Handler, options?: RouteOptions): void {
    this.route('delete', path, handler, options);
  }

  private route(method: Method, path: string, handler: Handler, options: RouteOptions = {}): void {
    this.declared.push({ method, path, options });
    this.app[method](path.toLowerCase(), async (c) => {
      let accountId = 0;
      if (!options.public) {
        const found = this.resolveToken(bearerToken(c.req.header('authorization')));
        if (found === null) return c.json({ code: 403, msg: '登录已失效，请重新登录', data: null }, 403);
        // Until a weak password is changed the token reaches nothing else (weak-password prompt; docs/product.md#flows).
        if (found.passwordChangeOnly && !options.passwordChange) return c.json({ code: 403, msg: '请先修改密码', data: null }, 403);
        accountId = found.accountId;
      }
      const body = options.stream ? {} : await readBody(c, options.form === true);
      const query = c.req.query();
      if (!options.public && options.guard) this.checkGuard(options.guard, { accountId, body, query });
      const incoming = (c.env as { incoming: IncomingMessage }).incoming;
      const result = await handler({ c, body, query, accountId, incoming, client: clientAddress(incoming) });
      if (result instanceof Response) return result;
      if (options.raw) return c.json(result as object);
      return c.json(ok(result, options.message));
    });
  }
}

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 200, msg, data };
}

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : '';
}

/**
 * Reads the body up to the limit. Past it the rest is still read (and dropped), so the client
 * gets the 400 answer instead of a connection cut while it is still sending.
 */
async function readLimitedText(c: Context): Promise<string> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size <= MAX_BODY_BYTES) chunks.push(read.value);
  }
  if (size > MAX_BODY_BYTES) throw new BadRequestError('请求内容过大，上限为 1 MB');
  return Buffer.concat(chunks).toString('utf8');
}

async function readBody(c: Context, formAllowed: boolean): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const text = await readLimitedText(c);
  if (text.trim() === '') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (formAllowed && type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  // A body of any other type is refused: a cross-site form or text/plain post cannot reach a handler.
  if (!type.startsWith('application/json')) throw new BadRequestError('请求内容类型应为 application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('请求格式错误：内容不是合法的 JSON');
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Origins besides loopback ones that may call the stand-in from a browser (comma-separated, exact). */
function configuredOrigins(): string[] {
  return (process.env.STAND_IN_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** CORS: only loopback pages and the configured origins get their origin echoed back. */
export function isAllowedOrigin(origin: string): boolean {
  if (configuredOrigins().includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

const isLoopbackAddress = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * The caller's address. The portal's own proxy (npm start, on loopback) forwards the browser's address
 * in X-Forwarded-For, so that header is believed only from a loopback peer.
 */
export function clientAddress(incoming: IncomingMessage | undefined): string {
  const peer = incoming?.socket.remoteAddress ?? '';
  const forwarded = incoming?.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return isLoopbackAddress(peer) && first ? first : peer;
}

const HOST_HEADER = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The portal's own origin as the browser reached it, when the call came through its proxy (a loopback
 * peer forwarding X-Forwarded-Host and -Proto, as scripts/proxy.ts does); null for a direct call.
 */
export function portalOrigin(incoming: IncomingMessage | undefined): string | null {
  const host = incoming?.headers['x-forwarded-host'];
  const proto = incoming?.headers['x-forwarded-proto'];
  if (!isLoopbackAddress(incoming?.socket.remoteAddress ?? '') || typeof host !== 'string' || !HOST_HEADER.test(host)) return null;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * Keeps idle keep-alive connections open longer than clients keep them (fetch: 4 s), so a client
 * never reuses a connection the server is closing at that moment (a reset, under load).
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = 65_000;
}
