import { CAPTCHA_REQUIRED } from './captcha.ts';
import { PASSWORD_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERN, PASSWORD_TOO_SHORT, hasPasswordMix } from './password.ts';

// Login, verbatim. (docs/product.md#validation)
export const ACCOUNT_REQUIRED = '请填写账号';
export const LOGIN_PASSWORD_REQUIRED = '请填写密码';
export const PHONE_CODE_REQUIRED = '请填写手机验证码';
export const PICTURE_CODE_REQUIRED = '请输入图形验证码';
export const PICTURE_CODE_WRONG = '图形验证码错误';
export const PICTURE_LOAD_FAILED = '图形验证码加载失败，点击重试';
export const AGREEMENT_REQUIRED = '请阅读并同意用户协议及隐私政策';
export const SLIDER_REQUIRED = '请完成滑动验证！！';

// Login server messages and where they show. (docs/product.md#calls-and-errors)
export const CODE_FIELD_MESSAGES = ['手机验证码错误', '该验证码无效', '该验证码错误', '手机号验证错误！'] as const;
/** The one answer to a wrong account, password or phone code: it never tells which was wrong. */
export const WRONG_CREDENTIALS = '账号、密码或验证码错误';
/** Own text for a wrong password, still shown under the password when a server answers it. (docs/product.md#calls-and-errors) */
export const WRONG_PASSWORD = '账号密码错误';
/** A code request answers the same for every account, so the note names no phone. */
export const CODE_SENT_TO_ACCOUNT = '如账号存在，验证码已发送至其绑定的手机';
/** The WeChat page came back with another state than the one the QR code was made with. */
export const WECHAT_STATE_MISMATCH = '登录状态校验失败，请重新扫码';
export const WECHAT_LOGIN_FAILED = '微信登录失败，请重试';
export const SLIDER_REJECTED = '滑块验证错误';
export const SLIDER_FAILED = '验证失败，请刷新页面';
export const SLIDER_NETWORK = '网络不给力，请检查网络，并刷新页面';

/** The error-count cookie shows the picture code from this many failures on. */
export const PICTURE_CODE_THRESHOLD = 3;

export type LoginField = 'account' | 'password' | 'authorCode' | 'pictureCode';
export type FieldErrors = Partial<Record<LoginField, string>>;

export interface LoginForm {
  account: string;
  password: string;
  authorCode: string;
  pictureCode: string;
}

/**
 * Field checks of the login form. The picture code is checked only when shown,
 * against the answer of the picture being displayed (case-insensitive).
 * See docs/product.md#validation.
 */
export function loginFormErrors(form: LoginForm, pictureAnswer: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (form.account.trim() === '') errors.account = ACCOUNT_REQUIRED;
  if (form.password === '') errors.password = LOGIN_PASSWORD_REQUIRED;
  if (form.authorCode.trim() === '') errors.authorCode = PHONE_CODE_REQUIRED;
  if (pictureAnswer !== null) {
    if (form.pictureCode.trim() === '') errors.pictureCode = PICTURE_CODE_REQUIRED;
    else if (form.pictureCode.trim().toLowerCase() !== pictureAnswer.toLowerCase()) errors.pictureCode = PICTURE_CODE_WRONG;
  }
  return errors;
}

/** The login button looks active only with the agreement ticked and account and password filled. */
export function loginLooksReady(form: Pick<LoginForm, 'account' | 'password'>, agreed: boolean): boolean {
  return agreed && form.account.trim() !== '' && form.password !== '';
}

/** Where a server message of a failed login shows (docs/product.md#calls-and-errors). */
export function loginMessageTarget(message: string): 'authorCode' | 'password' | 'slider' | 'toast' {
  if ((CODE_FIELD_MESSAGES as readonly string[]).includes(message)) return 'authorCode';
  if (message === WRONG_CREDENTIALS || message === WRONG_PASSWORD) return 'password';
  if (message === CAPTCHA_REQUIRED) return 'slider';
  return 'toast';
}

// Change password, verbatim. (docs/product.md#validation)
export const OLD_PASSWORD_REQUIRED = '请输入旧密码';
export const CONFIRM_REQUIRED = '请确认密码';
export const CONFIRM_EMPTY = '请再次输入密码';
export const CONFIRM_MISMATCH = '两次输入密码不一致!';
export const PASSWORD_CHANGED = '修改成功！,请重新登陆';
export const PASSWORD_CHANGE_FAILED = '修改失败，请重试或联系客服';

/** Old password: required, and whitespace is never part of one. */
export function oldPasswordProblem(value: string): string | null {
  return value === '' || /\s/.test(value) ? OLD_PASSWORD_REQUIRED : null;
}

/**
 * Confirmation: required (nothing typed, or only spaces), the same length and pattern rules
 * as the new password, and equal to it.
 */
export function confirmPasswordProblem(value: string, newPassword: string): string | null {
  if (value === '') return CONFIRM_REQUIRED;
  if (value.trim() === '') return CONFIRM_EMPTY;
  if (value.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (value.length > PASSWORD_MAX) return PASSWORD_LENGTH;
  if (!hasPasswordMix(value)) return PASSWORD_PATTERN;
  if (value !== newPassword) return CONFIRM_MISMATCH;
  return null;
}
