import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ValueAddedService } from '../../contracts/valueAdded.ts';
import BuySubProductPage from './BuySubProductPage.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

// The quote itself is the quote flow's (its own tests); here only what the renewal page shows beside it.
vi.mock('./QuotePanel.tsx', () => ({ QuotePanel: () => null }));
vi.mock('./QuoteFlow.ts', () => ({
  useQuoteFlow: (initial: { years?: number }) => {
    const [request, setRequest] = useState(initial);
    return { request, change: (patch: object) => setRequest((current) => ({ ...current, ...patch })) };
  },
}));
const live = vi.hoisted(() => ({ get: vi.fn<(id: number) => Promise<Partial<ValueAddedService>>>() }));
vi.mock('../../api/valueAdded.ts', () => ({ getValueAddedService: live.get }));

const china = (text: string) => Date.parse(`${text}T12:00:00+08:00`);

function open(params: Parameters<typeof paymentsScreens.buySubProduct.href>[0]) {
  renderUi(
    <Router hook={memoryLocation({ path: paymentsScreens.buySubProduct.href(params) }).hook}>
      <BuySubProductPage />
    </Router>,
  );
  return userEvent.setup();
}

describe('renewing a value-added subscription', () => {
  it('shows whose subscription it renews, its current expiry and the expiry the chosen years give (calendar years)', async () => {
    live.get.mockResolvedValue({ id: 7, customerName: '云启科技', expireAt: china('2099-02-28') });
    const user = open({ userId: 10000, addOn: '直播', quantity: 2, years: 1, serviceId: 7 });
    expect(await screen.findByText('客户名称：云启科技')).toBeInTheDocument();
    const expiry = screen.getByLabelText('续费后到期');
    expect(expiry).toHaveTextContent('当前到期：2099-02-28');
    expect(expiry).toHaveTextContent('续费1年后到期：2100-02-28');
    await user.click(screen.getByText('2年'));
    expect(screen.getByLabelText('续费后到期')).toHaveTextContent('续费2年后到期：2101-02-28');
    expect(live.get).toHaveBeenCalledWith(7);
  });

  it('counts from today when the subscription has already lapsed', async () => {
    live.get.mockResolvedValue({ id: 8, customerName: '金华商贸', expireAt: china('2020-01-01') });
    open({ userId: 10001, addOn: '直播', quantity: 1, years: 1, serviceId: 8 });
    expect(await screen.findByLabelText('续费后到期')).toHaveTextContent('（已到期，自今日起算）');
  });
});
