import axios, { type Options, type Response } from 'redaxios';
import { emitApiEvent, notify } from './events.ts';
import { reportCall, withoutNetwork } from './network.ts';
import { endSession } from './session.ts';
import { getToken } from './token.ts';
import type { RefusedRight } from '../contracts/staff.ts';

export const HTTP_TIMEOUT_MS = 30_000;
export const SUCCESS_CODE = 200;
/** Response Code that opens the '消息' dialog, and the one that never does (docs/product.md#calls-and-errors). */
const DIALOG_CODE = 400;
const NO_DIALOG_CODE = -11;
/** Lowercase code 403: the token is missing, expired or revoked. */
export const SESSION_EXPIRED_CODE = 403;

export const NETWORK_ERROR_TEXT = '网络连接失败，请检查网络后重试';
export const TIMEOUT_TEXT = '请求超时，请稍后重试';
export const DOWNLOAD_UNSUPPORTED_TEXT = '请使用最新的chrome浏览器下载文件';
/** A read with no kept answer while offline (docs/product.md#offline). */
export const OFFLINE_PAGE_TEXT = '离线时无法打开此页';
/** A change (or a download) asked for while offline: refused before it is sent, the form keeps what was typed. */
export const OFFLINE_ACTION_TEXT = '网络已断开，请恢复连接后再操作';

export interface CallOptions {
  /** The caller shows the server's msg itself (e.g. under a field): no toast. */
  silent?: boolean;
  /** No '消息' dialog for Code 400. */
  noDialog?: boolean;
  /** Show the global loading indicator while the call runs. */
  loading?: boolean;
  /** Codes that count as success besides 200 (the AI marketing calls also accept 0). */
  successCodes?: number[];
  /** Cancels the call: it then fails quietly (no message) with an AbortError. */
  signal?: AbortSignal;
  /**
   * The call only reads (GETs do unless told otherwise; a list's POST says so): its answer is kept for offline
   * use and answered from there while offline. A call that is not a read is refused while offline.
   */
  read?: boolean;
  /** Asked by the portal itself, not by the user (a poll): whatever it meets, it shows no message. */
  background?: boolean;
  /** The session the call speaks for when it is not the cookie's (ending a session already cleared here). */
  token?: string;
}

export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'session';

/** A call that did not succeed; `message` is the Chinese text the user was (or may be) shown. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code?: number,
  ) {
    super(message);
  }
}

interface MainEnvelope {
  code?: number;
  Code?: number;
  msg?: string;
  message?: string;
  data?: unknown;
}

interface AiEnvelope {
  success?: boolean;
  msg?: string;
  data?: unknown;
}

const withTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
const cancellable = (signal: AbortSignal): typeof fetch => (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.any([signal, AbortSignal.timeout(HTTP_TIMEOUT_MS)]) });

/** The headers every call to `url` carries: no caching, and the bearer token unless it goes to a third party. */
export function headersFor(url: string, token = getToken()): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  // The AI service is a third party: the portal's bearer token never goes there.
  if (token && !url.startsWith('/aiuuapi/')) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * A change is not sent while the browser has no network at all: the user is told, and nothing typed is touched.
 * (With a network but the services silent, it is sent: it fails as any call does, or goes through.)
 */
function refuseOffline(options: CallOptions): void {
  if (!withoutNetwork() || options.read) return;
  if (!options.silent) notify('error', OFFLINE_ACTION_TEXT);
  throw new ApiError(OFFLINE_ACTION_TEXT, 'network');
}

/**
 * An answer said to be JSON that does not read as JSON was cut off on its way (the connection dropped mid-answer): no
 * answer. An empty body (a HEAD probe's) is not one.
 */
const cutOff = (response: Response<unknown>, config: Options) =>
  config.responseType === undefined && typeof response.data === 'string' && response.data !== '' && (response.headers.get('content-type') ?? '').includes('application/json');

/** The user's calls in flight, and the background calls waiting for them to settle (`call`). */
let userCallsInFlight = 0;
let waitingForUserCalls: Array<() => void> = [];
const userCallsSettled = () => (userCallsInFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waitingForUserCalls.push(resolve)));

async function transport(url: string, config: Options, options: CallOptions): Promise<Response<unknown>> {
  refuseOffline(options);
  if (options.loading) emitApiEvent({ type: 'loading', change: 'start' });
  if (!options.background) userCallsInFlight += 1;
  try {
    const response = await axios.request(url, {
      ...config,
      headers: { ...headersFor(url, options.token ?? getToken()), ...(config.headers as Record<string, string> | undefined) },
      fetch: options.signal ? cancellable(options.signal) : withTimeout,
      validateStatus: () => true,
    });
    if (cutOff(response, config)) throw new TypeError('the answer did not arrive whole');
    reportCall(true);
    emitApiEvent({ type: 'serviceTime', date: response.headers.get('date'), receivedAt: Date.now() });
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    emitApiEvent({ type: 'loading', change: 'dismiss' });
    emitApiEvent({ type: 'messagesDismissed' });
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (!timedOut) reportCall(false);
    const text = timedOut ? TIMEOUT_TEXT : NETWORK_ERROR_TEXT;
    // A read that finds no network may be answered from what was kept: its caller tells, if need be.
    if ((!options.read || timedOut) && !options.background) notify('error', text);
    throw new ApiError(text, timedOut ? 'timeout' : 'network');
  } finally {
    if (options.loading) emitApiEvent({ type: 'loading', change: 'stop' });
    if (!options.background && --userCallsInFlight === 0) {
      const waiting = waitingForUserCalls;
      waitingForUserCalls = [];
      waiting.forEach((resume) => resume());
    }
  }
}

/** What a refusal for a right the account lacks says (docs/product.md#roles-and-scope). */
export const rightNeededText = (right: string) => `需要「${right}」权限，请联系主账号`;

function refusedRight(data: unknown): string | null {
  const right = (data as Partial<RefusedRight> | null)?.right;
  return typeof right === 'string' && right ? right : null;
}

function fail(text: string, code: number | undefined, options: CallOptions): never {
  if (!options.silent) notify('error', text);
  throw new ApiError(text, 'business', code);
}

/** In one place: 200 succeeds, Code 400 opens a dialog, 403 ends the session, other codes toast. (docs/product.md#calls-and-errors) */
function unwrapMain<T>(response: Response<unknown>, options: CallOptions): T {
  const body = (typeof response.data === 'object' && response.data !== null ? response.data : {}) as MainEnvelope;
  const text = body.msg ?? body.message ?? `请求失败（${response.status}）`;
  if (body.code === SESSION_EXPIRED_CODE) {
    if (options.background) throw new ApiError(text, 'session', SESSION_EXPIRED_CODE);
    endSession();
    notify('error', text);
    throw new ApiError(text, 'session', SESSION_EXPIRED_CODE);
  }
  if (body.Code === DIALOG_CODE) {
    if (!options.noDialog) emitApiEvent({ type: 'dialog', text });
    throw new ApiError(text, 'business', DIALOG_CODE);
  }
  if (body.Code === NO_DIALOG_CODE) throw new ApiError(text, 'business', NO_DIALOG_CODE);
  const code = body.code ?? body.Code;
  if (code === SUCCESS_CODE || (code !== undefined && options.successCodes?.includes(code))) return body.data as T;
  const right = refusedRight(body.data);
  if (right) emitApiEvent({ type: 'rightRefused', right });
  return fail(right ? rightNeededText(right) : text, code, options);
}

// The store of kept answers (with IndexedDB's library) loads with the first answer kept, not with every page.
const offlineAnswers = () => import('./offlineAnswers.ts');

/** What names a read's kept answer: method, address, parameters and body. */
const requestKey = (method: Options['method'], url: string, config: Options) =>
  JSON.stringify([method, url, config.params ?? null, method === 'get' ? null : (config.data ?? null)]);

/** A read answered from what was kept, with its time told to the page (离线数据，更新于 …); null when nothing was. */
async function keptFor<T>(key: string): Promise<T | null> {
  const kept = await offlineAnswers().then(({ keptAnswer }) => keptAnswer(getToken(), key), () => null);
  if (!kept) return null;
  emitApiEvent({ type: 'offlineAnswer', savedAt: kept.savedAt });
  return kept.data as T;
}

/**
 * A read: without a network it is not sent and answers what was kept (or says the page cannot be opened offline);
 * sent and met by no network, it answers what was kept too, or fails as any call does. Its answer is kept.
 */
async function read<T>(method: Options['method'], url: string, config: Options, options: CallOptions): Promise<T> {
  const key = requestKey(method, url, config);
  if (withoutNetwork()) {
    const kept = await keptFor<T>(key);
    if (kept === null) throw new ApiError(OFFLINE_PAGE_TEXT, 'network');
    return kept;
  }
  let response: Response<unknown>;
  try {
    response = await transport(url, { ...config, method }, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'network')) throw error;
    const kept = await keptFor<T>(key);
    if (kept !== null) return kept;
    notify('error', error.message);
    throw error;
  }
  const data = unwrapMain<T>(response, options);
  const token = getToken();
  void offlineAnswers().then(({ keepAnswer }) => keepAnswer(token, key, data, Date.now()), () => undefined);
  return data;
}

async function call<T>(method: Options['method'], url: string, config: Options, callOptions: CallOptions): Promise<T> {
  const options = { ...callOptions, read: callOptions.read ?? method === 'get' };
  if (!options.background) return answerOf<T>(method, url, config, options);
  const session = options.token ?? getToken();
  try {
    return await answerOf<T>(method, url, config, options);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'session') await endSessionAfterUserCalls(session, error.message);
    throw error;
  }
}

const answerOf = async <T>(method: Options['method'], url: string, config: Options, options: CallOptions): Promise<T> =>
  options.read ? read<T>(method, url, config, options) : unwrapMain<T>(await transport(url, { ...config, method }, options), options);

/**
 * A poll told the session has ended: the user's calls in flight are answered first (the password change that ended
 * it says 修改成功 and opens login itself), then the session ends here, unless it already has or another began.
 */
async function endSessionAfterUserCalls(session: string | null, text: string): Promise<void> {
  await userCallsSettled();
  // What those answers set off (a flow's last step) runs before this.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (session === null || getToken() !== session) return;
  endSession();
  notify('error', text);
}

/** The main, order and registry services ({code, msg, data}); resolves with data. */
export const api = {
  get: <T>(url: string, params?: Record<string, string | number | boolean>, options: CallOptions = {}) =>
    call<T>('get', url, { params: params && stringParams(params) }, options),
  post: <T>(url: string, body?: unknown, options: CallOptions = {}) => call<T>('post', url, { data: body ?? {} }, options),
  put: <T>(url: string, body?: unknown, options: CallOptions = {}) => call<T>('put', url, { data: body ?? {} }, options),
  delete: <T>(url: string, body?: unknown, options: CallOptions = {}) =>
    call<T>('delete', url, { data: body ?? {} }, options),
};

/** The AI service answers {success, msg, data} and never receives the bearer token. */
export async function aiuuPost<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const response = await transport(`/aiuuapi${path}`, { method: 'post', data: body ?? {} }, options);
  const envelope = (response.data ?? {}) as AiEnvelope;
  if (envelope.success === true) return envelope.data as T;
  return fail(envelope.msg ?? `请求失败（${response.status}）`, undefined, options);
}

function stringParams(params: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain ? plain[1] : fallback;
}

/** Fetches a file as a blob with the server's file name; null when the server answered a message instead (shown as any call's). */
export async function fetchFile(url: string, params: Record<string, string>, fallbackName: string): Promise<{ blob: Blob; name: string } | null> {
  const response = await transport(url, { method: 'get', params, responseType: 'blob' }, { loading: true });
  const blob = response.data as Blob;
  if (response.status !== 200 || blob.type.includes('application/json')) {
    // The server answered an envelope instead of a file: show its message as any call would.
    unwrapMain({ ...response, data: parseJson(await blob.text()) }, {});
    return null;
  }
  return { blob, name: fileNameFrom(response.headers.get('content-disposition'), fallbackName) };
}

/** Downloads a file as a blob (docs/product.md#calls-and-errors) and saves it under the server's file name. */
export async function download(url: string, params: Record<string, string>, fallbackName: string): Promise<void> {
  if (!('download' in HTMLAnchorElement.prototype) || typeof URL.createObjectURL !== 'function') {
    notify('error', DOWNLOAD_UNSUPPORTED_TEXT);
    return;
  }
  const file = await fetchFile(url, params, fallbackName);
  if (!file) return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
