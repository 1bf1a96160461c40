/** Mainland mobile as feedback and gift forms check it: 1, then 3–9, then 9 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** Mobile as the shared format check and registration state it: 1 plus 10 digits. */
export const MOBILE_11 = /^1\d{10}$/;

export const PHONE_INVALID = '请输入正确的手机号';

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value);
}

export function isMobile11(value: string): boolean {
  return MOBILE_11.test(value);
}

/** What a phone input keeps of what is typed or pasted: digits only, at most 11. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/** 138****0001: what may be shown of a phone number. */
export function lastFour(phone: string): string {
  return phone.slice(-4);
}
