import { BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import { CAPTCHA_REQUIRED } from '../../src/rules/captcha.ts';
import { FAILURES_BEFORE_CAPTCHA } from './signInAttempts.ts';
import { consumeCaptcha } from './captchaPasses.ts';

/**
 * Before a phone code is compared: once FAILURES_BEFORE_CAPTCHA codes for the phone (or account key)
 * were wrong within the hour, each check needs a passed slider, or a picture code where the page shows
 * one (`picture` consumes it); both are single use. Without one the code is not compared, so guessing
 * costs a captcha per try.
 */
export function passCodeGate(ctx: StandInContext, phone: string, captcha: unknown, picture?: (answer: string) => boolean): void {
  if (ctx.sms.recentFailures(phone) < FAILURES_BEFORE_CAPTCHA) return;
  const passed = typeof captcha === 'string' ? picture?.(captcha) === true : captcha !== undefined && consumeCaptcha(ctx, captcha);
  if (!passed) throw new BusinessError(CAPTCHA_REQUIRED);
}
