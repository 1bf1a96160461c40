import { describe, expect, it } from 'vitest';
import {
  claimFailed,
  codeSentTo,
  GIFT_AGREEMENT_REQUIRED,
  giftAgreementProblem,
  giftCodeDigits,
  giftCodeProblem,
  giftLinkProblem,
  giftParamsFrom,
  giftPhoneProblem,
  memberTypeName,
  smsFailureText,
  withServerMessage,
} from './gift.ts';
import { phoneDigits } from './phone.ts';

describe('gift rules', () => {
  it('phone: required, then a mainland mobile', () => {
    expect(giftPhoneProblem('')).toBe('请输入手机号');
    expect(giftPhoneProblem('1380000000')).toBe('请输入正确的手机号');
    expect(giftPhoneProblem('12800000001')).toBe('请输入正确的手机号');
    expect(giftPhoneProblem('13800000001')).toBeNull();
  });

  it('phone input keeps digits only, at most 11', () => expect(phoneDigits('138 0000-00019')).toBe('13800000001'));

  it('code: required, digits only, at most 6', () => {
    expect(giftCodeProblem('')).toBe('请输入验证码');
    expect(giftCodeProblem('12a4')).toBe('请输入正确验证码');
    expect(giftCodeProblem('1234567')).toBe('请输入正确验证码');
    expect(giftCodeProblem('123456')).toBeNull();
    expect(giftCodeDigits('12-34 567')).toBe('123456');
  });

  it('agreement must be ticked', () => {
    expect(giftAgreementProblem(false)).toBe('请先阅读并勾选下方《用户协议&隐私保护条款》');
    expect(GIFT_AGREEMENT_REQUIRED).toBe('请先阅读并勾选下方《用户协议&隐私保护条款》');
    expect(giftAgreementProblem(true)).toBeNull();
  });

  it('says where the code went by the last four digits only', () => {
    expect(codeSentTo('13800000001')).toBe('验证码已发送至尾号0001的手机');
  });

  it.each([
    ['MONTH_CARD', '月卡会员'],
    ['QUARTER_CARD', '季卡会员'],
    ['YEAR_CARD', '年卡会员'],
    ['WEEK_CARD', '会员卡'],
    [null, '会员卡'],
  ])('member type %s is shown as %s', (type, name) => expect(memberTypeName(type)).toBe(name));

  it('reads the link parameters', () => {
    expect(giftParamsFrom('?AgentNumber=A10001&Promoter=P01&inviteId=INV1&buyId=B1&memberType=YEAR_CARD')).toEqual({
      agentNumber: 'A10001',
      promoter: 'P01',
      inviteId: 'INV1',
      buyId: 'B1',
      memberType: 'YEAR_CARD',
    });
  });

  it('says the claim failed, with the reason when there is one', () => {
    expect(claimFailed('该会员卡已被领取')).toBe('领取失败：该会员卡已被领取');
    expect(claimFailed(undefined)).toBe('领取失败');
  });

  it('says why a code was not sent', () => {
    expect(smsFailureText(true, undefined)).toBe('验证码发送失败，请检查网络后重试');
    expect(smsFailureText(false, '验证码发送过于频繁，请60秒后再试')).toBe('验证码发送过于频繁，请60秒后再试');
    expect(smsFailureText(false, '')).toBe('短信发送失败');
  });

  it('prefers the server message', () => {
    expect(withServerMessage('注册失败', '该手机号已领取')).toBe('该手机号已领取');
    expect(withServerMessage('注册失败', '')).toBe('注册失败');
    expect(withServerMessage('注册失败', undefined)).toBe('注册失败');
  });
});

describe('gift links', () => {
  const complete = { agentNumber: 'A10001', promoter: 'P1', inviteId: 'INV1', buyId: 'B1', memberType: '' };

  it('reads the agent number whatever the spelling of its name', () => {
    expect(giftParamsFrom('?agentNumber=A10001&promoter=P1').agentNumber).toBe('A10001');
    expect(giftParamsFrom('?agentNo=A10001').agentNumber).toBe('A10001');
    expect(giftParamsFrom('?AGENTNUMBER=A10001&InviteId=INV1').inviteId).toBe('INV1');
  });

  it('says what a link lacks for each page', () => {
    expect(giftLinkProblem(1, complete)).toBeNull();
    expect(giftLinkProblem(1, { ...complete, agentNumber: '' })).toContain('缺少代理商编号');
    expect(giftLinkProblem(2, { ...complete, inviteId: '' })).toContain('邀请编号（inviteId）');
    expect(giftLinkProblem(3, { ...complete, buyId: '' })).toContain('缺少会员卡编号（buyId）');
    expect(giftLinkProblem(1, { ...complete, inviteId: '', buyId: '' })).toBeNull();
    expect(giftLinkProblem(2, { ...complete, agentNumber: '' })).toBeNull();
  });
});
