import { newPasswordProblem } from '../../rules/password.ts';
import { isMobile11, PHONE_INVALID } from '../../rules/phone.ts';

/** R-name(n): required, not blank, at most n characters. */
export const requiredName = (label: string, max: number) => (value: string) =>
  !value.trim() ? `请输入${label}` : value.length > max ? `${label}最多${max}个字` : null;

export const accountNameProblem = (value: string) =>
  !value.trim() ? '请输入账号' : /^\w{4,20}$/.test(value.trim()) ? null : '账号为4-20位字母、数字或下划线';

export const mobileProblem = (value: string) => (!value ? '请输入手机号' : isMobile11(value) ? null : PHONE_INVALID);

export const emailProblem = (value: string) => (!value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : '请输入正确的邮箱');

export const roleProblem = (value: string | null) => (value ? null : '请选择角色');

/** R-pwd, as every new password is checked. */
export const passwordProblem = newPasswordProblem;

export const confirmProblem = (value: string, values: { password: string }) =>
  !value ? '请再次输入密码' : value === values.password ? null : '两次输入密码不一致!';
