import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, PASSWORD_PATTERN } from './password.ts';
import { PHONE_INVALID } from './phone.ts';
import {
  AGREEMENT_REQUIRED,
  agentNumberFrom,
  agreementProblem,
  CUSTOMER_NAME_BLANK,
  CUSTOMER_NAME_TOO_LONG,
  customerNameProblem,
  HOST_NOT_LETTERS,
  HOST_REQUIRED,
  HOST_TOO_LONG,
  hostProblem,
  IMG_CODE_REQUIRED,
  IMG_CODE_WRONG,
  imgCodeProblem,
  minUserCount,
  needsHost,
  PRODUCT_REQUIRED,
  REGION_REQUIRED,
  registerPasswordProblem,
  requiredChoiceProblem,
  TEL_CODE_REQUIRED,
  TEL_REQUIRED,
  telCodeProblem,
  telProblem,
  USER_COUNT_REQUIRED,
  userCountProblem,
  VERSION_REQUIRED,
} from './registration.ts';

describe('registration rules', () => {
  it('customer name: optional, not only spaces, at most 200', () => {
    expect(customerNameProblem('')).toBeNull();
    expect(customerNameProblem('杭州恒发贸易有限公司')).toBeNull();
    expect(customerNameProblem('   ')).toBe(CUSTOMER_NAME_BLANK);
    expect(CUSTOMER_NAME_BLANK).toBe('请填写客户名称（不允许只为空格）');
    expect(customerNameProblem('客'.repeat(200))).toBeNull();
    expect(customerNameProblem('客'.repeat(201))).toBe('客户名称超长');
    expect(CUSTOMER_NAME_TOO_LONG).toBe('客户名称超长');
  });

  it.each([
    ['', null],
    ['Ab@12345', null],
    ['Ab@1234', PASSWORD_LENGTH],
    ['Ab@12345678901234567', PASSWORD_LENGTH],
    ['abcdefgh1', PASSWORD_PATTERN],
    ['Abcdefg@', PASSWORD_PATTERN],
  ])('password %j → %s (empty means the default password)', (value, message) => {
    expect(registerPasswordProblem(value)).toBe(message);
  });

  it('the length message is verbatim', () => expect(registerPasswordProblem('short')).toBe('请输入8-18位密码'));

  it('asks for product, version and server region', () => {
    expect(requiredChoiceProblem(null, PRODUCT_REQUIRED)).toBe('请选择产品');
    expect(requiredChoiceProblem('', VERSION_REQUIRED)).toBe('请选择版本');
    expect(requiredChoiceProblem(null, REGION_REQUIRED)).toBe('请选择服务器区域');
    expect(requiredChoiceProblem('3', REGION_REQUIRED)).toBeNull();
  });

  it('picture code: required, compared ignoring case', () => {
    expect(imgCodeProblem('', 'aB3d')).toBe('请输入图形验证码');
    expect(imgCodeProblem(' ', 'aB3d')).toBe(IMG_CODE_REQUIRED);
    expect(imgCodeProblem('ab3x', 'aB3d')).toBe('图形验证码错误');
    expect(IMG_CODE_WRONG).toBe('图形验证码错误');
    expect(imgCodeProblem('AB3D', 'aB3d')).toBeNull();
  });

  it('user count: required, whole, between the product minimum and 500', () => {
    expect(userCountProblem('', 10)).toBe('请填写用户数');
    expect(USER_COUNT_REQUIRED).toBe('请填写用户数');
    expect(userCountProblem('9', 10)).toBe('用户数最小10');
    expect(userCountProblem('2', 3)).toBe('用户数最小3');
    expect(userCountProblem('0', 1)).toBe('用户数最小1');
    expect(userCountProblem('2.5', 1)).toBe('用户数最小1');
    expect(userCountProblem('501', 1)).toBe('用户数最大500');
    expect(userCountProblem('10', 10)).toBeNull();
    expect(userCountProblem('500', 3)).toBeNull();
  });

  it('default and minimum user count by product', () => {
    expect(minUserCount('CRM')).toBe(10);
    expect(minUserCount('FZERP')).toBe(3);
    expect(minUserCount('QianFang')).toBe(1);
    expect(minUserCount(undefined)).toBe(1);
  });

  it('host prefix: required, letters only, at most 10', () => {
    expect(hostProblem('')).toBe('请填写域名前缀');
    expect(HOST_REQUIRED).toBe('请填写域名前缀');
    expect(hostProblem('abcdefghijk')).toBe('域名前缀长度最大为10');
    expect(HOST_TOO_LONG).toBe('域名前缀长度最大为10');
    expect(hostProblem('shop1')).toBe('请输入纯字母域名');
    expect(hostProblem('my-shop')).toBe(HOST_NOT_LETTERS);
    expect(HOST_NOT_LETTERS).toBe('请输入纯字母域名');
    expect(hostProblem('MyShop')).toBeNull();
    expect(hostProblem('abcdefghij')).toBeNull();
  });

  it('asks for the host only for schemaType 0 or QianFang', () => {
    expect(needsHost({ id: 1, productTypeName: 'CRM', schemaType: 1 })).toBe(false);
    expect(needsHost({ id: 2, productTypeName: 'FZERP', schemaType: 0 })).toBe(true);
    expect(needsHost({ id: 3, productTypeName: 'QianFang', schemaType: 2 })).toBe(true);
    expect(needsHost(undefined)).toBe(false);
  });

  it('phone: required, 11 digits starting with 1; code required', () => {
    expect(telProblem('')).toBe('请填写手机号');
    expect(TEL_REQUIRED).toBe('请填写手机号');
    expect(telProblem('1380000000')).toBe(PHONE_INVALID);
    expect(telProblem('23800000001')).toBe('请输入正确的手机号');
    expect(telProblem('12800000001')).toBeNull();
    expect(telCodeProblem('')).toBe('请填写手机验证码');
    expect(TEL_CODE_REQUIRED).toBe('请填写手机验证码');
    expect(telCodeProblem('123456')).toBeNull();
  });

  it('agreement must be ticked', () => {
    expect(agreementProblem(false)).toBe('请阅读并同意用户协议及隐私政策');
    expect(AGREEMENT_REQUIRED).toBe('请阅读并同意用户协议及隐私政策');
    expect(agreementProblem(true)).toBeNull();
  });

  it('takes the agent number from the link, trimmed', () => {
    expect(agentNumberFrom('?AgentNumber=%20A10001%20')).toBe('A10001');
    expect(agentNumberFrom('')).toBe('');
  });
});
