import type { StandIn } from '../standIn.ts';

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls the stand-in's main API as one account (signed in through /api/__dev/session): a body
 * makes it a POST, none a GET. Answers the envelope and keeps the HTTP status apart.
 */
export function accountCalls(standIn: () => StandIn) {
  const tokens = new Map<string, string>();
  async function tokenOf(account: string): Promise<string> {
    if (!tokens.has(account)) {
      const response = await fetch(`${standIn().urls.api}/api/__dev/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account }),
      });
      tokens.set(account, ((await response.json()) as Answer<{ token: string }>).data.token);
    }
    return tokens.get(account)!;
  }
  return {
    /** Tokens die with a reset: call this before each test. */
    forget: () => tokens.clear(),
    /** `service` 'order' reaches the order service (the portal's /orderapi). */
    async call<T>(account: string, path: string, body?: unknown, service: 'api' | 'order' = 'api'): Promise<Answer<T> & { status: number }> {
      const response = await fetch(`${standIn().urls[service]}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(account)}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { ...((await response.json()) as Answer<T>), status: response.status };
    },
  };
}
