import { describe, expect, it } from 'vitest';
import { customersScreens } from './customers.ts';
import { paymentsScreens } from './payments.ts';
import { buttonCode, type ButtonCode } from './screens.ts';

// Typecheck (npm run typecheck) is the test here: each @ts-expect-error line must fail to compile, or tsc fails on
// the unused directive. The functions are never called; they only have to compile as they stand.
export function pathTypos() {
  // @ts-expect-error a screen's name misspelt: there is no customerDetial
  customersScreens.customerDetial.href({ id: 1 });
  // @ts-expect-error a detail screen cannot be linked without what it opens with
  customersScreens.customerDetail.href();
  // @ts-expect-error nor with a parameter it does not read
  customersScreens.customerDetail.href({ idd: 1 });
  // @ts-expect-error a list's filter misspelt
  customersScreens.customerTrack.href({ usrId: 1 });
  // @ts-expect-error a screen that reads nothing from its address takes no parameters
  paymentsScreens.qqdOrder.href({ orderNo: 'x' });
}

export function buttonTypos(): string[] {
  // @ts-expect-error a code misspelt
  const misspelt: ButtonCode<typeof customersScreens.customerList> = 'renw';
  // A screen sharing its permission id with the one declaring the codes checks the same codes.
  const shared: ButtonCode<typeof customersScreens.customerDetail> = 'renew';
  // @ts-expect-error the stand-in's button named with a code 客户信息管理 does not declare
  const guarded = buttonCode(customersScreens.customerList, 'del');
  return [misspelt, shared, guarded];
}

describe('a screen’s link', () => {
  it('is its path with what it opens with, the query encoded and empty parameters left out', () => {
    expect(customersScreens.customerDetail.href({ id: 12 })).toBe('/customerInformationManage/customerDetail?id=12');
    expect(paymentsScreens.placeOrder.href({ orderType: 'renew', userId: 3, suggestion: '增加 5 个用户&续费', userIds: undefined })).toBe(
      '/placeOrder?orderType=renew&userId=3&suggestion=%E5%A2%9E%E5%8A%A0+5+%E4%B8%AA%E7%94%A8%E6%88%B7%26%E7%BB%AD%E8%B4%B9',
    );
    expect(paymentsScreens.placeOrder.href({ orderType: 'renew', userIds: '12,34' })).toBe('/placeOrder?orderType=renew&userIds=12,34');
    expect(paymentsScreens.buyProduct.href()).toBe('/buyProduct');
    expect(buttonCode(customersScreens.customerList, 'renew')).toBe('khxx:renew');
  });
});
