import { describe, expect, it } from 'vitest';
import { MARKETING_SUFFIX_MISSING, SIGN_NAME_INVALID, customQtyProblem, fillTemplate, parseRecipients, segmentCount, signNameProblem, smsPackage, templateContentProblem, templateVariables } from './sms.ts';

describe('SMS rules', () => {
  it('counts 70 characters (signature included) as one part and 67 per part beyond', () => {
    const sign = '云启';
    expect(segmentCount(sign, 'x'.repeat(66))).toBe(1);
    expect(segmentCount(sign, 'x'.repeat(67))).toBe(2);
    expect(segmentCount(sign, 'x'.repeat(130))).toBe(2);
    expect(segmentCount(sign, 'x'.repeat(131))).toBe(3);
  });

  it('accepts signature names of 2–16 Chinese, letters or digits, not digits only', () => {
    expect(signNameProblem('云启科技')).toBeNull();
    expect(signNameProblem('Yq2026')).toBeNull();
    expect(signNameProblem('云')).toBe(SIGN_NAME_INVALID);
    expect(signNameProblem('123456')).toBe(SIGN_NAME_INVALID);
    expect(signNameProblem('云启-科技')).toBe(SIGN_NAME_INVALID);
    expect(signNameProblem('一二三四五六七八九十一二三四五六七')).toBe(SIGN_NAME_INVALID);
  });

  it('requires 营销 content to end with 拒收请回复R', () => {
    expect(templateContentProblem('营销', '全场8折')).toBe(MARKETING_SUFFIX_MISSING);
    expect(templateContentProblem('营销', '全场8折拒收请回复R')).toBeNull();
    expect(templateContentProblem('通知', '')).toBe('请输入模板内容');
  });

  it('lists and fills ${var} variables', () => {
    expect(templateVariables('您好${name}，订单${orderNo}，${name}')).toEqual(['name', 'orderNo']);
    expect(fillTemplate('您好${name}，${code}', { name: '王伟' })).toBe('您好王伟，${code}');
  });

  it('drops duplicates and refuses what is not a mobile number (R-mobile)', () => {
    expect(parseRecipients('13800000001, 13800000001\n1380000；23800000001')).toEqual({
      valid: ['13800000001'],
      duplicates: ['13800000001'],
      invalid: [
        { tel: '1380000', reason: '请输入正确的手机号' },
        { tel: '23800000001', reason: '请输入正确的手机号' },
      ],
    });
  });

  it('prices packages and custom quantities in steps of 1000', () => {
    expect(smsPackage(1, 0)).toMatchObject({ qty: 1000 });
    expect(smsPackage(0, 3000)).toMatchObject({ name: '自定义', qty: 3000 });
    expect(smsPackage(9, 0)).toBe('套餐不存在');
    expect(customQtyProblem(1500)).toBe('自定义条数应为1000的整数倍');
  });
});
