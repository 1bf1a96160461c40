import { expect } from 'vitest';
import { SLIDER_KNOB_WIDTH, SLIDER_TRACK_WIDTH } from '../modules/login/captcha.ts';
import { RESEND_WINDOW_MS } from '../sms.ts';
import { freshStandInPerTest } from './freshStandIn.ts';

// The calls the security tests make as an attacker or a careless caller would: raw HTTP with a token,
// a client address, the codes the SMS outbox received, a passed slider.

export type Answer = { code: number; msg: string; data: never };
export interface RawCallOptions {
  token?: string;
  /** The client address, as the portal's proxy forwards it. */
  client?: string;
  service?: 'api' | 'aiuu';
}

/** A fresh stand-in per test (named by `prefix`) and the calls made on it. */
export function securityRig(prefix: string) {
  const standIn = freshStandInPerTest(prefix);

  async function call(path: string, body?: object, options: RawCallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.client) headers['x-forwarded-for'] = options.client;
    const response = await fetch(`${standIn().urls[options.service ?? 'api']}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body && JSON.stringify(body),
    });
    return (await response.json()) as Answer;
  }

  const phones = { agent01: '13800000001', staff01: '13800000002', weak01: '13800000003' } as const;
  const latestCode = (phone: string) => standIn().ctx.sms.list(phone)[0].code;
  const passResendWindow = () => call('/api/__dev/clock', { advanceMs: RESEND_WINDOW_MS });
  /** A code guaranteed to be wrong for the phone's latest code. */
  const wrongFor = (phone: string) => (latestCode(phone) === '000000' ? '111111' : '000000');

  async function accountCode(account: keyof typeof phones, path = '/api/account/GeneralCustomerValidCode'): Promise<string> {
    await passResendWindow();
    expect((await call(path, { userName: account })).code).toBe(200);
    return latestCode(phones[account]);
  }

  async function sliderPass(): Promise<object> {
    const end = SLIDER_TRACK_WIDTH - SLIDER_KNOB_WIDTH;
    const track = [0, 6, 20, 45, 85, 130, 170, 205, 232, 250, end].map((x, i) => ({ x, t: 1000 + i * 45 + (i % 3) * 12 }));
    const { sessionId } = (await call('/api/hosted/captcha/session', {})).data as { sessionId: string };
    return (await call('/api/hosted/captcha/verify', { sessionId, track })).data;
  }

  /** A picture code the registration page would show (its answer comes with the image, docs/product.md#fields). */
  const pictureCode = async () => ((await call('/api/account/GetRegisterGphValidateCode')).data as { item2: string }).item2;

  const login = async (Username: string, password: string, authorCode: string, options: RawCallOptions & { slider?: boolean } = {}) =>
    call('/api/Auth/Login', { Username, password, accountType: 2, authorCode, ...(options.slider ? { captcha: await sliderPass() } : {}) }, options);

  async function signIn(account: keyof typeof phones, password: string): Promise<string> {
    const answer = await login(account, password, await accountCode(account));
    expect(answer.code).toBe(200);
    return (answer.data as { token: string }).token;
  }

  return { standIn, call, phones, latestCode, passResendWindow, wrongFor, accountCode, sliderPass, pictureCode, login, signIn };
}
