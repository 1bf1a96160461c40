import type { QualificationData } from '../contracts/qualification.ts';
import { formatProblem } from './formats.ts';

// The agent's qualification form (/agentQuality): one set of checks for the portal and the stand-in.

export const CREDIT_CODE_INVALID = '请输入正确的统一社会信用代码';
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: 18 characters of 0-9 and A–Y without I, O, S, V, Z, the last one a mod-31 check character. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  const sum = CREDIT_WEIGHTS.reduce((total, weight, index) => total + CREDIT_CHARS.indexOf(value[index]) * weight, 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === value[17];
}

type FieldCheck = (value: string) => string | null;

const required = (label: string, max: number): FieldCheck => (value) =>
  value.trim() === '' ? `请输入${label}` : value.length > max ? `${label}最多${max}个字` : null;
const optional = (label: string, max: number): FieldCheck => (value) => (value.length > max ? `${label}最多${max}个字` : null);

/** Each field's check (text fields); the two pictures are required ids. */
export const QUALIFICATION_CHECKS: Record<Exclude<keyof QualificationData, 'licenseImageId' | 'authImageId'>, FieldCheck> = {
  companyName: required('企业名称', 100),
  creditCode: (value) => (value === '' ? '请输入统一社会信用代码' : isCreditCode(value) ? null : CREDIT_CODE_INVALID),
  legalPerson: required('法人', 20),
  contact: required('联系人', 20),
  mobile: (value) => (value === '' ? '请输入手机号' : formatProblem('mobile', value)),
  email: (value) => formatProblem('email', value) ?? optional('邮箱', 100)(value),
  address: optional('地址', 200),
};

export const LICENSE_REQUIRED = '请上传营业执照';
export const AUTH_REQUIRED = '请上传授权书';

/** The first problem of a whole submission, or null. */
export function qualificationProblem(data: QualificationData): string | null {
  for (const [field, check] of Object.entries(QUALIFICATION_CHECKS)) {
    const problem = check(data[field as keyof typeof QUALIFICATION_CHECKS]);
    if (problem) return problem;
  }
  if (!data.licenseImageId) return LICENSE_REQUIRED;
  if (!data.authImageId) return AUTH_REQUIRED;
  return null;
}

export const emptyQualification: QualificationData = {
  companyName: '',
  creditCode: '',
  legalPerson: '',
  contact: '',
  mobile: '',
  email: '',
  address: '',
  licenseImageId: '',
  authImageId: '',
};
