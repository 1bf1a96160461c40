export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 18;

// Change password, verbatim (the doubled 输入 of the too-short message is the spec's). (docs/product.md#validation)
export const PASSWORD_REQUIRED = '请输入密码';
export const PASSWORD_TOO_SHORT = '请输入输入8-18位密码';
export const PASSWORD_LENGTH = '请输入8-18位密码';
export const PASSWORD_PATTERN = '密码必须包含数字、字母（区分大小写）、字符';

/** Digit, letter and a symbol (anything that is neither), as every new password needs (docs/product.md#validation). */
export function hasPasswordMix(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value) && /[^A-Za-z0-9]/.test(value);
}

/** The first problem of a new password by the change-password rules, or null when it is acceptable. */
export function newPasswordProblem(value: string): string | null {
  if (value === '') return PASSWORD_REQUIRED;
  if (value.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (value.length > PASSWORD_MAX) return PASSWORD_LENGTH;
  if (!hasPasswordMix(value)) return PASSWORD_PATTERN;
  return null;
}
