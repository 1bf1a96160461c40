import { CONFIRM_EMPTY, CONFIRM_MISMATCH } from './login.ts';
import { isMobile11, PHONE_INVALID } from './phone.ts';

// A staff account and a role (/systemAccountManage, /roleManage): the forms' checks, made again by the stand-in.
export const STAFF_NAME_MAX = 20;
export const ROLE_NAME_MAX = 20;
export const ROLE_REMARK_MAX = 200;

/** R-name(n): required, not blank, at most n characters. */
export const requiredName = (label: string, max: number) => (value: string) =>
  !value.trim() ? `请输入${label}` : value.length > max ? `${label}最多${max}个字` : null;

export const staffNameProblem = requiredName('姓名', STAFF_NAME_MAX);
export const roleNameProblem = requiredName('角色名称', ROLE_NAME_MAX);
export const roleRemarkProblem = (value: string) => (value.length > ROLE_REMARK_MAX ? `说明最多${ROLE_REMARK_MAX}个字` : null);

export const accountNameProblem = (value: string) =>
  !value.trim() ? '请输入账号' : /^\w{4,20}$/.test(value.trim()) ? null : '账号为4-20位字母、数字或下划线';

export const mobileProblem = (value: string) => (!value ? '请输入手机号' : isMobile11(value) ? null : PHONE_INVALID);

/** Optional; when given, something@somewhere.tld. */
export const accountEmailProblem = (value: string) => (!value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : '请输入正确的邮箱');

export const roleProblem = (value: string | null) => (value ? null : '请选择角色');

export const confirmProblem = (value: string, values: { password: string }) =>
  !value ? CONFIRM_EMPTY : value === values.password ? null : CONFIRM_MISMATCH;
