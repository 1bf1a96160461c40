import type { RegisterProduct } from '../contracts/register.ts';
import { AGENT_NUMBER_NAMES, queryParam } from './query.ts';
import { hasPasswordMix, PASSWORD_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN } from './password.ts';
import { isMobile11, PHONE_INVALID } from './phone.ts';
import { AGREEMENT_REQUIRED, PHONE_CODE_REQUIRED, PICTURE_CODE_REQUIRED, PICTURE_CODE_WRONG } from './login.ts';

// The picture code, the phone code and the agreement are asked for in the login page's words.
export { AGREEMENT_REQUIRED, PICTURE_CODE_REQUIRED as IMG_CODE_REQUIRED, PICTURE_CODE_WRONG as IMG_CODE_WRONG, PHONE_CODE_REQUIRED as TEL_CODE_REQUIRED };

// Registration checks and constants, messages verbatim.
export const CUSTOMER_NAME_MAX = 200;
export const HOST_MAX = 10;
export const USER_COUNT_MAX = 500;
export const SUBMIT_LOCK_MS = 2000;

export const CUSTOMER_NAME_TOO_LONG = '客户名称超长';
export const CUSTOMER_NAME_BLANK = '请填写客户名称（不允许只为空格）';
export const CUSTOMER_NAME_REQUIRED = '请填写客户名称';
export const PRODUCT_REQUIRED = '请选择产品';
export const VERSION_REQUIRED = '请选择版本';
export const REGION_REQUIRED = '请选择服务器区域';
export const USER_COUNT_REQUIRED = '请填写用户数';
export const HOST_REQUIRED = '请填写域名前缀';
export const HOST_TOO_LONG = '域名前缀长度最大为10';
export const HOST_NOT_LETTERS = '请输入纯字母域名';
export const HOST_TAKEN = '产品域名已被占用';
export const TEL_REQUIRED = '请填写手机号';

export const userCountTooSmall = (min: number) => `用户数最小${min}`;
export const userCountTooLarge = (max: number) => `用户数最大${max}`;

/** Default and minimum user count by product type (docs/product.md#limits): CRM 10, FZERP 3, others 1. */
export function minUserCount(productTypeName: string | undefined): number {
  if (productTypeName === 'CRM') return 10;
  if (productTypeName === 'FZERP') return 3;
  return 1;
}

/** The host prefix is asked for products with their own schema (schemaType 0) and for QianFang. */
export function needsHost(product: RegisterProduct | undefined): boolean {
  return !!product && (product.schemaType === 0 || product.productTypeName === 'QianFang');
}

/** Customer name is optional, but when given it may not be only spaces nor longer than 200. */
export function customerNameProblem(value: string): string | null {
  if (value.length > CUSTOMER_NAME_MAX) return CUSTOMER_NAME_TOO_LONG;
  if (value !== '' && value.trim() === '') return CUSTOMER_NAME_BLANK;
  return null;
}

/** Empty means the default password is used; otherwise 8–18 with digit, letter and symbol. */
export function registerPasswordProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return PASSWORD_LENGTH;
  if (!hasPasswordMix(value)) return PASSWORD_PATTERN;
  return null;
}

export function requiredChoiceProblem(value: string | null, message: string): string | null {
  return value ? null : message;
}

/** The picture code is compared with the served answer, ignoring case. */
export function imgCodeProblem(value: string, answer: string): string | null {
  if (value.trim() === '') return PICTURE_CODE_REQUIRED;
  if (value.trim().toLowerCase() !== answer.toLowerCase()) return PICTURE_CODE_WRONG;
  return null;
}

/** Whole users between the product's minimum and 500. */
export function userCountProblem(value: string, min: number): string | null {
  if (value.trim() === '') return USER_COUNT_REQUIRED;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) return userCountTooSmall(min);
  if (count > USER_COUNT_MAX) return userCountTooLarge(USER_COUNT_MAX);
  return null;
}

/** Format of the host prefix; whether it is taken is asked of the order service. */
export function hostProblem(value: string): string | null {
  if (value === '') return HOST_REQUIRED;
  if (value.length > HOST_MAX) return HOST_TOO_LONG;
  if (!/^[A-Za-z]+$/.test(value)) return HOST_NOT_LETTERS;
  return null;
}

export function telProblem(value: string): string | null {
  if (value === '') return TEL_REQUIRED;
  if (!isMobile11(value)) return PHONE_INVALID;
  return null;
}

export function telCodeProblem(value: string): string | null {
  return value.trim() === '' ? PHONE_CODE_REQUIRED : null;
}

export function agreementProblem(checked: boolean): string | null {
  return checked ? null : AGREEMENT_REQUIRED;
}

/** The agent number from a shared link, trimmed. */
export function agentNumberFrom(search: string): string {
  return queryParam(search, ...AGENT_NUMBER_NAMES);
}
