import { isMobile11, PHONE_INVALID } from './phone.ts';
import { CUSTOMER_NAME_MAX, CUSTOMER_NAME_REQUIRED, CUSTOMER_NAME_TOO_LONG } from './registration.ts';

export const CONTACT_MAX = 20;
export const CONTACT_REQUIRED = '请填写联系人';
export const CONTACT_TOO_LONG = `联系人最多${CONTACT_MAX}个字`;

/** The checks of the customer fields an agent may correct in the list, as the server makes them. */
export function customerNameProblem(value: string): string | null {
  if (value.trim() === '') return CUSTOMER_NAME_REQUIRED;
  return value.length > CUSTOMER_NAME_MAX ? CUSTOMER_NAME_TOO_LONG : null;
}

export function contactProblem(value: string): string | null {
  if (value.trim() === '') return CONTACT_REQUIRED;
  return value.length > CONTACT_MAX ? CONTACT_TOO_LONG : null;
}

export function customerPhoneProblem(value: string): string | null {
  return isMobile11(value) ? null : PHONE_INVALID;
}
