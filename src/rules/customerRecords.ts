import { contactProblem, customerNameProblem, customerPhoneProblem } from './customerFields.ts';
import { formatProblem } from './formats.ts';

// Checks of a customer's records, made alike by the portal's forms and by the server.

export const TRACK_CONTENT_MAX = 500;
export const TRACK_CONTENT_REQUIRED = '请填写跟进内容';
export const TRACK_CONTENT_TOO_LONG = `跟进内容最多${TRACK_CONTENT_MAX}个字`;
export const NEXT_TIME_PAST = '下次跟踪日期不能早于今天';
export const NEXT_TIME_INVALID = '下次跟踪日期应为 YYYY-MM-DD 格式';
export const ADDRESS_MAX = 200;
export const ADDRESS_TOO_LONG = `地址最多${ADDRESS_MAX}个字`;

export const ANNUAL_FEE_MAX = 9_999_999.99;
export const ANNUAL_FEE_REQUIRED = '请输入年费';
export const ANNUAL_FEE_NOT_POSITIVE = '年费应大于0';
export const ANNUAL_FEE_DECIMALS = '年费最多保留两位小数';
export const ANNUAL_FEE_TOO_LARGE = `年费不能超过${ANNUAL_FEE_MAX}`;

export function trackContentProblem(value: string): string | null {
  if (value.trim() === '') return TRACK_CONTENT_REQUIRED;
  return value.length > TRACK_CONTENT_MAX ? TRACK_CONTENT_TOO_LONG : null;
}

/** 下次跟踪 is optional; when given it is a real day, today or later (days compare as YYYY-MM-DD text). */
export function nextTimeProblem(value: string | null | undefined, today: string): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== value) return NEXT_TIME_INVALID;
  return value < today ? NEXT_TIME_PAST : null;
}

/** R-money for a yearly fee: > 0, at most 2 decimals, not beyond ANNUAL_FEE_MAX. */
export function annualFeeProblem(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return ANNUAL_FEE_REQUIRED;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return ANNUAL_FEE_REQUIRED;
  if (amount <= 0) return ANNUAL_FEE_NOT_POSITIVE;
  if (amount > ANNUAL_FEE_MAX) return ANNUAL_FEE_TOO_LARGE;
  return Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6 ? ANNUAL_FEE_DECIMALS : null;
}

export type CustomerInfoValues = {
  name: string;
  contact: string;
  phone: string;
  landline: string;
  email: string;
  qq: string;
  address: string;
};

/** Each field of the 编辑 drawer with its check (the optional ones only when filled in). */
export const customerInfoChecks: { [K in keyof CustomerInfoValues]: (value: string) => string | null } = {
  name: customerNameProblem,
  contact: contactProblem,
  phone: customerPhoneProblem,
  landline: (value) => formatProblem('landline', value.trim()),
  email: (value) => formatProblem('email', value.trim()),
  qq: (value) => formatProblem('qq', value.trim()),
  address: (value) => (value.length > ADDRESS_MAX ? ADDRESS_TOO_LONG : null),
};

/** The first problem of a whole edit, or null. */
export function customerInfoProblem(values: CustomerInfoValues): string | null {
  for (const field of Object.keys(customerInfoChecks) as (keyof CustomerInfoValues)[]) {
    const problem = customerInfoChecks[field](values[field]);
    if (problem) return problem;
  }
  return null;
}
