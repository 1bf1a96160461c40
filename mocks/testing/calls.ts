import { expect } from 'vitest';
import { RESEND_WINDOW_MS } from '../sms.ts';
import type { StandIn } from '../standIn.ts';

export type Answer<T = unknown> = { code: number; msg: string; data: T };

type Service = 'api' | 'order' | 'aiuu';

/**
 * Calls to a test's stand-in as the portal makes them: JSON bodies (a body makes it a POST, none a GET),
 * bearer tokens, the envelope with the HTTP status kept apart. `callAs` signs the account in through
 * /api/__dev/session once and keeps its token until `forget` (call it before each test: a reset ends tokens).
 */
export function standInCalls(standIn: () => StandIn) {
  async function send<T>(service: Service, path: string, body: unknown, token: string | undefined, method?: string): Promise<Answer<T> & { status: number }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const init = body === undefined ? { method, headers } : { method: method ?? 'POST', headers, body: JSON.stringify(body) };
    const request = () => fetch(`${standIn().urls[service]}${path}`, init);
    // A kept-alive socket the server closed while the stand-in reseeded fails at once: send again on a new one.
    const response = await request().catch((error: Error) => ((error.cause as { code?: string })?.code === 'ECONNRESET' ? request() : Promise.reject(error)));
    return { ...((await response.json()) as Answer<T>), status: response.status };
  }

  /** `method` only for a call the portal does not make (a PUT that must be refused). */
  const call = <T = unknown>(path: string, body?: unknown, token?: string, method?: string) => send<T>('api', path, body, token, method);
  /** A call to another of the stand-in's services: 'order' (the portal's /orderapi) or 'aiuu' (the gift pages'). */
  const callTo = <T = unknown>(service: Service, path: string, body?: unknown, token?: string) => send<T>(service, path, body, token);

  const tokens = new Map<string, string>();
  async function tokenOf(account: string): Promise<string> {
    if (!tokens.has(account)) tokens.set(account, (await call<{ token: string }>('/api/__dev/session', { account })).data.token);
    return tokens.get(account)!;
  }

  /** `service` 'order' reaches the order service (the portal's /orderapi). */
  const callAs = async <T = unknown>(account: string, path: string, body?: unknown, service: Service = 'api') =>
    send<T>(service, path, body, await tokenOf(account));

  /** A fresh token for an account (a demo one or one the test made), or for a main account of sub-agent A10002 made on the spot ('other'). */
  async function session(account: string): Promise<string> {
    if (account === 'other') {
      standIn()
        .ctx.db.prepare(
          `INSERT OR IGNORE INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, weak_password, sample_ignores_left, created_at)
           VALUES ('other01', '陈静', '13900000012', 'x', 2, 1, 1, 0, 0, 0)`,
        )
        .run();
    }
    const answer = await call<{ token: string }>('/api/__dev/session', { account: account === 'other' ? 'other01' : account });
    return answer.data.token;
  }

  /** A phone code agent01 asks for before a sensitive operation (`purpose`), the stand-in's clock moved past the resend window first. */
  async function operationCode(purpose: string): Promise<string> {
    await call('/api/__dev/clock', { advanceMs: RESEND_WINDOW_MS });
    expect((await call('/api/safety/SendOperationCode', { purpose }, await session('agent01'))).code).toBe(200);
    return standIn().ctx.sms.list('13800000001')[0].code;
  }

  /** Sends raw bytes (an upload) with the given content type. */
  async function upload<T = unknown>(path: string, bytes: Uint8Array, token: string, type = 'image/png'): Promise<Answer<T>> {
    const response = await fetch(`${standIn().urls.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    });
    return (await response.json()) as Answer<T>;
  }

  return { call, callTo, callAs, session, operationCode, upload, forget: () => tokens.clear() };
}

/** The smallest byte strings that pass (and fail) the picture check. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
