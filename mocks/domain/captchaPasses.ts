import type { CaptchaPass } from '../../src/contracts/captcha.ts';
import type { StandInContext } from '../module.ts';

// A slider pass the hosted captcha (the login area's captcha.ts) handed out, presented with a sign-in or a phone
// code and used up here. (The sessions' table is the captcha module's.)

const PASS_LIFETIME_MS = 5 * 60 * 1000;

/** Verifies and uses up a slider pass presented with a login; false for anything forged, stale or reused. */
export function consumeCaptcha(ctx: StandInContext, pass: unknown): boolean {
  if (typeof pass !== 'object' || pass === null) return false;
  const { sessionId, sig, token } = pass as Partial<CaptchaPass>;
  if (typeof sessionId !== 'string' || typeof sig !== 'string' || typeof token !== 'string') return false;
  const used = ctx.db
    .prepare(
      "UPDATE captcha_sessions SET status = 'used' WHERE session_id = ? AND sig = ? AND token = ? AND status = 'passed' AND passed_at > ?",
    )
    .run(sessionId, sig, token, ctx.now() - PASS_LIFETIME_MS);
  return used.changes === 1;
}
