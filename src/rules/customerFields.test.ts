import { describe, expect, it } from 'vitest';
import { CONTACT_REQUIRED, CONTACT_TOO_LONG, contactProblem, customerNameProblem, customerPhoneProblem } from './customerFields.ts';

describe('customer fields corrected in the list', () => {
  it('requires a contact of at most 20 characters', () => {
    expect(contactProblem('  ')).toBe(CONTACT_REQUIRED);
    expect(contactProblem('王'.repeat(21))).toBe(CONTACT_TOO_LONG);
    expect(CONTACT_TOO_LONG).toBe('联系人最多20个字');
    expect(contactProblem('王芳')).toBeNull();
  });
  it('uses the registration messages for the customer name', () => {
    expect(customerNameProblem(' ')).toBe('请填写客户名称');
    expect(customerNameProblem('名'.repeat(201))).toBe('客户名称超长');
    expect(customerNameProblem('杭州恒发贸易有限公司')).toBeNull();
  });
  it('takes a mobile of 1 plus 10 digits', () => {
    expect(customerPhoneProblem('1380000000')).toBe('请输入正确的手机号');
    expect(customerPhoneProblem('13800000001')).toBeNull();
  });
});
