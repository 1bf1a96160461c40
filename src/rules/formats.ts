import { MAINLAND_MOBILE, MOBILE_11, PHONE_INVALID } from './phone.ts';

// Shared format checks. Mobile numbers are phone.ts's rules (1 + 10 digits, and 1[3-9] + 9 digits). (docs/product.md#validation)
export const POSTAL_CODE = /^\d{6}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** 7–8 digits, optionally after an area code of 0 plus 2–3 digits and an optional hyphen. */
export const LANDLINE = /^(0\d{2,3}-?)?\d{7,8}$/;
export const QQ = /^\d{5,12}$/;

export const POSTAL_CODE_INVALID = '请输入正确的邮政编码';
export const EMAIL_INVALID = '请输入正确的邮箱';
export const LANDLINE_INVALID = '请输入正确的电话号码';
export const QQ_INVALID = '请输入正确的QQ号';

export type FormatName = 'postalCode' | 'email' | 'mobile' | 'mainlandMobile' | 'landline' | 'qq';

const formats: Record<FormatName, { pattern: RegExp; message: string }> = {
  postalCode: { pattern: POSTAL_CODE, message: POSTAL_CODE_INVALID },
  email: { pattern: EMAIL, message: EMAIL_INVALID },
  mobile: { pattern: MOBILE_11, message: PHONE_INVALID },
  mainlandMobile: { pattern: MAINLAND_MOBILE, message: PHONE_INVALID },
  landline: { pattern: LANDLINE, message: LANDLINE_INVALID },
  qq: { pattern: QQ, message: QQ_INVALID },
};

export function matchesFormat(format: FormatName, value: string): boolean {
  return formats[format].pattern.test(value);
}

/** The message for a filled-in value of the wrong format; empty values are the required check's business. */
export function formatProblem(format: FormatName, value: string): string | null {
  if (value === '') return null;
  return matchesFormat(format, value) ? null : formats[format].message;
}
