import { describe, expect, it } from 'vitest';
import { keptValues, sameKeptValues } from './keptDraft.ts';

describe('what of an unsaved form is kept', () => {
  it('leaves out every secret by its field name, at any depth, and files', () => {
    const file = new File(['x'], 'a.png');
    const values = {
      roleName: '客服',
      password: 'Fresh#2026a',
      confirmPassword: 'Fresh#2026a',
      agPassWord: 'x',
      pwd: 'x',
      smsCode: '123456',
      authorCode: '654321',
      captcha: { sessionId: 's', sig: 'g', token: 't' },
      contact: { name: '赵敏', operationCode: '9999', phone: '13911112222' },
      licence: file,
      tags: ['甲', file, '乙'],
      nextTime: new Date('2027-03-01T00:00:00+08:00'),
      count: 3,
      enabled: false,
      note: null,
    };
    expect(keptValues(values)).toEqual({
      roleName: '客服',
      contact: { name: '赵敏', phone: '13911112222' },
      tags: ['甲', '乙'],
      nextTime: new Date('2027-03-01T00:00:00+08:00'),
      count: 3,
      enabled: false,
      note: null,
    });
  });

  it('compares kept forms by their values, dates by their instant', () => {
    const at = (day: string) => ({ content: '', nextTime: new Date(`${day}T00:00:00+08:00`) });
    expect(sameKeptValues(keptValues(at('2027-03-01')), keptValues(at('2027-03-01')))).toBe(true);
    expect(sameKeptValues(keptValues(at('2027-03-01')), keptValues(at('2027-03-02')))).toBe(false);
  });
});
