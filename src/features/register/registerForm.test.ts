import { describe, expect, it } from 'vitest';
import { emptyValues, registerErrors, toRequest, type RegisterValues } from './registerForm.ts';

const crm = { id: 1, productTypeName: 'CRM', schemaType: 1 };
const qianFang = { id: 3, productTypeName: 'QianFang', schemaType: 2 };
const filled: RegisterValues = {
  ...emptyValues,
  productId: '1',
  versonId: '2',
  localityId: '1',
  userCount: 10,
  imgCode: 'ab3d',
  tel: '13712340001',
  telCode: '123456',
  isCheck: true,
};

describe('registration form', () => {
  it('accepts a complete CRM form with no host and the default password', () => {
    expect(registerErrors(filled, { product: crm, pictureAnswer: 'AB3D', hostTaken: false })).toEqual({});
  });

  it('asks QianFang for a free host prefix', () => {
    const facts = { product: qianFang, pictureAnswer: 'AB3D', hostTaken: false };
    expect(registerErrors({ ...filled, userCount: 1 }, facts)).toEqual({ host: '请填写域名前缀' });
    expect(registerErrors({ ...filled, userCount: 1, host: 'www' }, { ...facts, hostTaken: true })).toEqual({ host: '产品域名已被占用' });
  });

  it('holds the user count to the product minimum', () => {
    expect(registerErrors({ ...filled, userCount: 3 }, { product: crm, pictureAnswer: 'ab3d', hostTaken: false })).toEqual({ userCount: '用户数最小10' });
  });

  it('builds the request with the trimmed agent number, source 1 and no host for CRM', () => {
    expect(toRequest({ ...filled, host: 'leftover', userName: ' 恒发 ' }, 'A10001', crm)).toMatchObject({
      userName: '恒发',
      productId: 1,
      versonId: 2,
      localityId: 1,
      userCount: 10,
      host: '',
      agentNo: 'A10001',
      source: 1,
      isCheck: true,
    });
  });
});
