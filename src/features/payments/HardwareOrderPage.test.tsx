import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HardwareOrder } from '../../contracts/orderEntry.ts';
import { PageContext, type PageContextValue } from '../../ui/pageContext.ts';
import { PermissionSourceContext, type PermissionSource } from '../../ui/permissions/permissionContext.ts';
import HardwareOrderPage from './HardwareOrderPage.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

vi.mock('../../ui/message.ts', () => ({ message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() } }));

const order = (orderNo: string, receiver: string, status: HardwareOrder['status'], own: boolean): HardwareOrder => ({
  orderNo, goods: '小票打印机', qty: 1, amountFen: 45_900, receiver, expressCompany: status === '已发货' ? '顺丰速运' : null,
  expressNo: status === '已发货' ? 'SF1400000001' : null, status, createdAt: Date.UTC(2026, 10, 18), paidAt: null, shippedAt: null, receivedAt: null, own,
});
const rows = [order('DD1', '王伟', '待支付', true), order('DD2', '陈静', '待支付', false), order('DD3', '李娜', '已发货', true), order('DD4', '陈静', '已发货', false)];

vi.mock('./orderEntryApi.ts', () => ({
  hardwareOrders: { fetchPage: async () => ({ rows, total: rows.length }), updateField: vi.fn() },
  confirmReceipt: vi.fn(),
  cancelOrder: vi.fn(),
}));
vi.mock('./HardwareOrderBuyDrawer.tsx', () => ({ HardwareOrderBuyDrawer: () => null }));

// The main account: every button of 硬件订单.
const granted = ['add', 'pay', 'cancel', 'export'];
const buttons: PermissionSource = { known: () => granted, load: async () => granted, subscribe: () => () => undefined };
const account = Object.assign(Promise.resolve('agent01'), { status: 'fulfilled', value: 'agent01' });
const page: PageContextValue = { layoutKey: 'hardwareOrder', account, canGoBack: false, back: () => undefined };

describe('硬件订单', () => {
  it("offers 去支付, 取消 and 确认收货 on the agent's own orders only, a sub-agent's being read-only", async () => {
    const location = memoryLocation({ path: paymentsScreens.hardwareOrder.path });
    renderUi(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PermissionSourceContext.Provider value={buttons}>
          <PageContext.Provider value={page}>
            <HardwareOrderPage />
          </PageContext.Provider>
        </PermissionSourceContext.Provider>
      </Router>,
    );
    await screen.findByText('王伟');
    const actionsOf = async (receiver: string, status: string) => {
      const row = (await screen.findAllByRole('row')).find((each) => each.textContent?.includes(receiver) && each.textContent.includes(status))!;
      return within(row).queryAllByRole('button').map((button) => button.textContent);
    };
    expect(await actionsOf('王伟', '待支付')).toEqual(expect.arrayContaining(['去支付', '取消']));
    expect(await actionsOf('李娜', '已发货')).toEqual(expect.arrayContaining(['物流', '确认收货']));
    expect(await actionsOf('陈静', '待支付')).toEqual([]);
    expect(await actionsOf('陈静', '已发货')).toEqual(['物流']);
  });
});
