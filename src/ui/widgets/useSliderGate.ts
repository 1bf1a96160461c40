import { useState } from 'react';
import type { CaptchaPass } from '../../contracts/captcha.ts';
import { CAPTCHA_REQUIRED } from '../../rules/captcha.ts';

export const SLIDER_FIRST = '请先完成下方的滑块验证';

/**
 * A code check the server gates behind the slider after wrong codes ('需要验证码或验证码错误'): once it
 * asked, every later check carries a fresh pass. `take()` hands the pass to send (each is used once) and
 * starts a new slider; `missing` says a check would go without the pass it needs.
 */
export function useSliderGate(lastError: string | null) {
  const [demanded, setDemanded] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [pass, setPass] = useState<CaptchaPass | null>(null);
  const required = demanded || lastError === CAPTCHA_REQUIRED;
  const take = (): CaptchaPass | undefined => {
    if (!required) return undefined;
    setDemanded(true);
    setPass(null);
    setGeneration((value) => value + 1);
    return pass ?? undefined;
  };
  return { required, missing: required && pass === null, passed: pass !== null, generation, take, onPassed: setPass };
}
