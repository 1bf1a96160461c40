import { CODE_ATTEMPTS_EXHAUSTED, TOO_MANY_REQUESTS, type CodeCheck } from '../sms.ts';

/** What a failed phone-code check answers (code messages; docs/product.md#calls-and-errors). */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '手机验证码错误',
  expired: '该验证码无效',
  used: '该验证码无效',
  exhausted: CODE_ATTEMPTS_EXHAUSTED,
  limited: TOO_MANY_REQUESTS,
};
