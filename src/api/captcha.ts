import { api, ApiError } from './client.ts';
import type { CaptchaProvider } from '../../machines/slider.machine.ts';
import type { CaptchaPass, SliderSession } from '../contracts/captcha.ts';
import { SLIDER_FAILED, SLIDER_NETWORK } from '../rules/login.ts';

/** The slide-captcha service (VITE_CAPTCHA_BASE): the stand-in's loopback copy by default. */
const CAPTCHA_BASE: string = import.meta.env.VITE_CAPTCHA_BASE ?? '/api/hosted/captcha';

function sliderError(error: unknown): Error {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return new Error(SLIDER_NETWORK);
  return new Error(SLIDER_FAILED);
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw sliderError(error);
  }
}

export const standInCaptcha: CaptchaProvider = {
  createSession: () => guarded(() => api.post<SliderSession>(`${CAPTCHA_BASE}/session`, {}, { silent: true, noDialog: true })),
  verify: (sessionId, track) =>
    guarded(() => api.post<CaptchaPass>(`${CAPTCHA_BASE}/verify`, { sessionId, track }, { silent: true, noDialog: true })),
};
