import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Dongle } from '../../contracts/orderEntry.ts';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import UpYunPage from './UpYunPage.tsx';

// The quote itself is the quote panel's (its own tests); here the dongle list and what the address chooses.
vi.mock('./QuotePanel.tsx', () => ({ QuotePanel: () => null }));
const calls = vi.hoisted(() => [] as Array<{ answer(list: Dongle[]): void; fail(error: Error): void }>);
vi.mock('./orderEntryApi.ts', () => ({
  dongles: () => new Promise((answer, fail) => calls.push({ answer, fail })),
  fetchQuote: () => new Promise(() => undefined),
  createOrder: vi.fn(),
}));

const DONGLES: Dongle[] = [
  { dogNo: 'JM2026000001', userId: 10001, customerName: '金华云帆', sites: 3 },
  { dogNo: 'JM2026000002', userId: 10002, customerName: '兰溪五金', sites: 8 },
];

function open(search: string) {
  calls.length = 0;
  return renderUi(<UpYunPage />, { at: `${paymentsScreens.upYun.path}${search}` }).user;
}

describe('本地上云', () => {
  it('says why the dongles could not be read (not that there are none), and 重试 reads them again', async () => {
    const user = open('');
    await act(async () => calls[0].fail(new Error('网络连接失败，请检查网络后重试')));
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    expect(screen.queryByText('没有可上云的加密狗')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => calls[1].answer([]));
    expect(screen.queryByText('网络连接失败，请检查网络后重试')).toBeNull();
    expect(screen.getByText('没有可上云的加密狗')).toBeInTheDocument();
  });

  it("chooses the customer's dongle the address names once the list is in", async () => {
    open('?userId=10002');
    expect(screen.getByRole('textbox', { name: '加密狗号' })).toHaveAttribute('placeholder', '加载中…');
    await act(async () => calls[0].answer(DONGLES));
    expect(screen.getByRole('textbox', { name: '加密狗号' })).toHaveValue('JM2026000002 · 兰溪五金');
    expect(screen.getByRole('textbox', { name: '用户数' })).toHaveValue('8');
  });
});
