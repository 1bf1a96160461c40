import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../contracts/invoices.ts';
import { RefundDrawer } from './RefundDrawer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';

vi.mock('../../ui/message.ts', () => ({ message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() } }));

/** The calls the drawer makes, answered by hand. */
const calls = vi.hoisted(() => ({
  invoice: [] as Array<{ applyNo: string; answer(invoice: unknown): void; fail(error: Error): void }>,
  search: [] as string[],
}));
vi.mock('./invoicesApi.ts', () => ({
  getInvoice: (applyNo: string) => new Promise((answer, fail) => calls.invoice.push({ applyNo, answer, fail })),
  refundableInvoices: async (keyword: string) => {
    calls.search.push(keyword);
    return keyword.includes('0457') ? [ISSUED] : [];
  },
  requestRefund: vi.fn(),
}));

const ISSUED = { applyNo: 'FP20261101000457', invoiceNo: '26332000000000000457', titleName: '杭州云启软件有限公司', medium: '电子', amountFen: 128_000 } as Invoice;

function open(applyNo: string | null) {
  calls.invoice.length = 0;
  calls.search.length = 0;
  renderUi(<RefundDrawer opened applyNo={applyNo} onClose={() => undefined} onSaved={() => undefined} />);
  return userEvent.setup();
}

describe('申请退票', () => {
  it('loads the invoice the address names, says why it cannot, and 重试 asks again', async () => {
    const user = open(ISSUED.applyNo);
    const drawer = screen.getByRole('dialog', { name: '申请退票' });
    expect(within(drawer).getByLabelText('页面加载中')).toBeInTheDocument();
    await act(async () => calls.invoice[0].fail(new Error('发票申请不存在')));
    expect(within(drawer).getByRole('alert')).toHaveTextContent('发票申请不存在');
    await user.click(within(drawer).getByRole('button', { name: '重试' }));
    await act(async () => calls.invoice[1].answer(ISSUED));
    expect(within(drawer).getByText(/发票号码 26332000000000000457/)).toBeInTheDocument();
  });

  it('finds the invoice to return by what is typed, asking the server', async () => {
    const user = open(null);
    const picker = screen.getByRole('textbox', { name: '退票发票' });
    await user.type(picker, '0457');
    await user.click(await screen.findByRole('option', { name: '26332000000000000457 · 杭州云启软件有限公司 · 电子' }, { timeout: 3000 }));
    expect(calls.search).toContain('0457');
    expect(screen.getByText(/发票号码 26332000000000000457/)).toBeInTheDocument();
  });
});
