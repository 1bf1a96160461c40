import { api, ApiError } from '../../api/client.ts';
import type { CaptchaPass, SliderSession, TrackPoint } from '../../../machines/slider.machine.ts';
import { SLIDER_FAILED, SLIDER_NETWORK } from '../../rules/login.ts';
import { loginConfig } from './config.ts';

/**
 * The slide-captcha service behind one interface: the stand-in's by default; a hosted
 * provider (which yields the same {sessionId, sig, token}) plugs in here.
 * Both calls reject with the text the slider shows.
 */
export interface CaptchaProvider {
  createSession(): Promise<SliderSession>;
  verify(sessionId: string, track: TrackPoint[]): Promise<CaptchaPass>;
}

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
  createSession: () => guarded(() => api.post<SliderSession>(`${loginConfig.captchaBase}/session`, {}, { silent: true, noDialog: true })),
  verify: (sessionId, track) =>
    guarded(() => api.post<CaptchaPass>(`${loginConfig.captchaBase}/verify`, { sessionId, track }, { silent: true, noDialog: true })),
};
