import { EMAIL, EMAIL_INVALID } from './formats.ts';
import { MOBILE_11, PHONE_INVALID } from './phone.ts';

import type { SubAgentValues } from '../contracts/agents.ts';

export const SUB_AGENT_REGIONS = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州', '金华', '台州', '丽水', '衢州', '舟山'] as const;
export const LOGIN_ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

export const subAgentChecks: { [K in keyof SubAgentValues]: (value: SubAgentValues[K]) => string | null } = {
  agentName: (value) => (value.trim() && value.trim().length <= 50 ? null : '请输入名称（不超过50个字）'),
  contact: (value) => (value.trim() && value.trim().length <= 20 ? null : '请输入联系人（不超过20个字）'),
  tel: (value) => (MOBILE_11.test(value) ? null : PHONE_INVALID),
  email: (value) => (value === '' || EMAIL.test(value) ? null : EMAIL_INVALID),
  region: (value) => ((SUB_AGENT_REGIONS as readonly string[]).includes(value) ? null : '请选择区域'),
  loginAccount: (value) => (LOGIN_ACCOUNT.test(value) ? null : '登录账号为4-20位字母、数字或下划线，以字母开头'),
  discountRate: (value) => (Number.isInteger(value) && value >= 0 && value <= 100 ? null : '折扣率应为0-100的整数'),
};

/** The first problem of a filled-in form, or null. */
export function subAgentProblem(values: SubAgentValues): string | null {
  for (const name of Object.keys(subAgentChecks) as Array<keyof SubAgentValues>) {
    const problem = (subAgentChecks[name] as (value: unknown) => string | null)(values[name]);
    if (problem) return problem;
  }
  return null;
}
