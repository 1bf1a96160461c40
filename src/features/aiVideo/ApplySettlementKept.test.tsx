import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardOrder } from '../../contracts/aiuu.ts';
import { PageMemoryContext, type PageMemory } from '../../ui/pageMemory.ts';
import { DRAFT_OFFERED } from '../../ui/resource/KeptOffer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { testPageMemory } from '../../ui/testing/testPageMemory.ts';
import ApplySettlementPage from './ApplySettlementPage.tsx';
import { SETTLEMENT_WIZARD } from './keptSettlement.ts';

const server = vi.hoisted(() => ({ open: [] as CardOrder[] }));
vi.mock('./aiVideoApi.ts', () => ({ unsettledOrders: async () => server.open, applySettlement: vi.fn() }));

const order = (orderNo: string, amountFen: number): CardOrder => ({
  orderNo,
  mobile: '13800000001',
  cardType: 'MONTH_CARD',
  amountFen,
  commissionFen: amountFen / 10,
  payMethod: '微信',
  promoter: null,
  orderStatus: '已支付',
  settleStatus: '未结算',
  settleNo: null,
  period: '2026-10',
  createdAt: 0,
});

const mount = (memory: PageMemory) =>
  renderUi(
    <PageMemoryContext.Provider value={memory}>
      <ApplySettlementPage />
    </PageMemoryContext.Provider>,
  );

/** An application left on 收款信息 with both orders of 2026-10 chosen and the payee's name typed. */
async function leftOnPayee(memory: PageMemory) {
  const { user, unmount } = mount(memory);
  await user.click(await screen.findByRole('textbox', { name: '结算周期' }));
  await user.click(await screen.findByRole('option', { name: '2026-10' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.type(screen.getByRole('textbox', { name: /户名/ }), '杭州云启科技有限公司');
  unmount();
}

describe('申请结算 comes back with its page', () => {
  it('keeps the step, the orders and the payee as they change; 恢复 puts it back on 收款信息 with them', async () => {
    server.open = [order('AU-1', 9_900), order('AU-2', 19_900)];
    const memory = testPageMemory();
    await leftOnPayee(memory);
    expect(memory.kept.get(`wizard:${SETTLEMENT_WIZARD}`)).toEqual({
      step: 1,
      values: { period: '2026-10', orderNos: ['AU-1', 'AU-2'], payee: { payeeName: '杭州云启科技有限公司', bankName: '', accountNo: '' } },
    });

    const { user } = mount(memory);
    expect(await screen.findByText(DRAFT_OFFERED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByRole('textbox', { name: /户名/ })).toHaveValue('杭州云启科技有限公司');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByRole('checkbox', { name: '选择 AU-1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 AU-2' })).toBeChecked();
  });

  it('says how many chosen orders are no longer open and starts at step 1 with the rest and the payee', async () => {
    server.open = [order('AU-1', 9_900), order('AU-2', 19_900)];
    const memory = testPageMemory();
    await leftOnPayee(memory);
    server.open = [order('AU-2', 19_900)];

    const { user } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByText('上次选择的订单中有 1 个已结算或不存在，请从第一步重新选择')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 AU-2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('textbox', { name: /户名/ })).toHaveValue('杭州云启科技有限公司');
  });

  it('放弃 stays on step 1 and forgets', async () => {
    server.open = [order('AU-1', 9_900)];
    const memory = testPageMemory();
    await leftOnPayee(memory);
    const { user } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '放弃' }));
    expect(screen.queryByText(DRAFT_OFFERED)).toBeNull();
    expect(screen.getByRole('textbox', { name: '结算周期' })).toHaveValue('');
    expect(memory.kept.size).toBe(0);
  });
});
