import { act, screen, within } from '@testing-library/react';
import { Activity, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import type { CartItem, RecoveryOptions } from '../../contracts/dataRecovery.ts';
import { removeFromCart } from './dataRecoveryApi.ts';
import DataRecoveryCartPage from './DataRecoveryCartPage.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

/** Calls the test answers by hand, in any order. */
const calls = vi.hoisted(() => ({
  cart: [] as Array<{ answer(items: CartItem[]): void; fail(error: Error): void }>,
  options: [] as Array<{ userId: number; answer(options: RecoveryOptions): void }>,
}));
vi.mock('./dataRecoveryApi.ts', () => ({
  getCart: () => new Promise((answer, fail) => calls.cart.push({ answer, fail })),
  recoveryOptions: (userId: number) => new Promise((answer) => calls.options.push({ userId, answer })),
  addToCart: vi.fn(),
  removeFromCart: vi.fn(),
}));
// The customer search is the picker's own: here a button stands for picking another customer.
vi.mock('../../ui/widgets/CustomerPicker.tsx', () => ({
  CustomerPicker: ({ value, onChange }: { value: string | null; onChange(value: string | null): void }) => (
    <button type="button" onClick={() => onChange(value === '8' ? '9' : '8')}>
      客户 {value}
    </button>
  ),
}));

const ITEM: CartItem = { id: 1, userId: 7, userName: '云启科技', dbsetName: '主账套', restorePoint: Date.parse('2026-11-26T02:00:00+08:00'), mode: '覆盖原账套', priceFen: 20_000 };
const optionsWith = (...names: string[]): RecoveryOptions => ({ dbsets: names.map((dbsetName) => ({ dbsetName, restorePoints: [] })) });

const open = (path: string) => renderUi(<DataRecoveryCartPage />, { at: path }).user;

/** The page in a kept-alive tab: shown, hidden while another page is, shown again. */
let showTab: (shown: boolean) => void = () => {};
function KeptTab() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    showTab = setShown;
  }, []);
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <DataRecoveryCartPage />
    </Activity>
  );
}

describe('数据恢复购物车', () => {
  it('says why the cart could not be read, and 重试 reads it again', async () => {
    const user = open(serviceMaintenanceScreens.dataRecoveryCart.path);
    expect(screen.getByLabelText('页面加载中')).toBeInTheDocument();
    await act(async () => calls.cart[0].fail(new Error('网络连接失败，请检查网络后重试')));
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    expect(screen.queryByText('购物车是空的')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => calls.cart[1].answer([ITEM]));
    expect(within(screen.getByRole('table', { name: '购物车' })).getByText('云启科技')).toBeInTheDocument();
    expect(screen.getByText('购物车（1）')).toBeInTheDocument();
  });

  it("chooses the address's 账套 once its customer's options arrive, and shows only the customer picked last", async () => {
    const user = open(serviceMaintenanceScreens.dataRecoveryCart.href({ serviceId: '7', dbsetName: '分店账套' }));
    await act(async () => calls.cart[0].answer([]));
    expect(calls.options.map((call) => call.userId)).toEqual([7]);
    await act(async () => calls.options[0].answer(optionsWith('主账套', '分店账套')));
    expect(screen.getByRole('textbox', { name: '账套' })).toHaveValue('分店账套');

    await user.click(screen.getByRole('button', { name: '客户 7' }));
    expect(screen.getByRole('textbox', { name: '账套' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '客户 8' }));
    expect(calls.options.map((call) => call.userId)).toEqual([7, 8, 9]);
    // Customer 8's options arriving after customer 9's never replace them.
    await act(async () => calls.options[2].answer(optionsWith('九号账套')));
    await act(async () => calls.options[1].answer(optionsWith('八号账套')));
    await user.click(screen.getByRole('textbox', { name: '账套' }));
    expect(screen.getByRole('option', { name: '九号账套' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '八号账套' })).toBeNull();
  });
  it('shows the cart read anew, not the one it last changed, when its tab is shown again after an order took it', async () => {
    const { user } = renderUi(<KeptTab />, { at: serviceMaintenanceScreens.dataRecoveryCart.path });
    const second: CartItem = { ...ITEM, id: 2, dbsetName: '分店账套' };
    await act(async () => calls.cart.at(-1)!.answer([ITEM, second]));
    vi.mocked(removeFromCart).mockResolvedValueOnce([ITEM]);
    await user.click(screen.getAllByRole('button', { name: '移除' })[1]);
    expect(await screen.findByText('购物车（1）')).toBeInTheDocument();
    // 去结算, then 提交订单 on the payment page in the same tab: the order takes the cart.
    await act(async () => showTab(false));
    await act(async () => showTab(true));
    await act(async () => calls.cart.at(-1)!.answer([]));
    expect(screen.getByText('购物车（0）')).toBeInTheDocument();
    expect(screen.getByText('购物车是空的')).toBeInTheDocument();
  });
});
