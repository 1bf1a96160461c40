import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagedAnswer } from '../../contracts/list.ts';
import type { OwnerCustomer } from '../../contracts/transfers.ts';
import { TransferCustomerPicker } from './TransferCustomerPicker.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';

/** The server's pages, answered by hand in any order. */
const calls = vi.hoisted(() => [] as Array<{ keyword: string; page: number; answer(page: PagedAnswer<OwnerCustomer>): void; fail(error: Error): void }>);
vi.mock('./transfersApi.ts', () => ({
  ownerCustomers: (_owner: string, keyword: string, page: number) => new Promise((answer, fail) => calls.push({ keyword, page, answer, fail })),
}));

const customer = (id: number, name: string): OwnerCustomer => ({ id, name, phone: `1380000000${id}`, productName: '云启CRM', pendingOrders: 0 });
const pageOf = (...rows: OwnerCustomer[]): PagedAnswer<OwnerCustomer> => ({ total: 25, pageIndex: 1, pageSize: 10, list: rows });

function open() {
  const onChange = vi.fn();
  renderUi(<TransferCustomerPicker owner="staff:2" selected={[]} onChange={onChange} />);
  return { user: userEvent.setup(), onChange };
}

describe('转移: choosing the customers', () => {
  it('shows the page asked for last, even when an earlier page answers after it', async () => {
    const { user } = open();
    await act(async () => calls[0].answer(pageOf(customer(1, '金华云帆'))));
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: '搜索客户' }), '源信{Enter}');
    expect(calls.map((call) => [call.keyword, call.page])).toEqual([
      ['', 1],
      ['', 2],
      ['源信', 1],
    ]);
    await act(async () => calls[2].answer(pageOf(customer(3, '源信文具'))));
    await act(async () => calls[1].answer(pageOf(customer(2, '第二页客户'))));
    expect(screen.getByText('源信文具')).toBeInTheDocument();
    expect(screen.queryByText('第二页客户')).toBeNull();
  });

  it('says why a page could not be read, and 重试 reads it again', async () => {
    const { user } = open();
    await act(async () => calls.at(-1)!.fail(new Error('网络连接失败，请检查网络后重试')));
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => calls.at(-1)!.answer(pageOf(customer(1, '金华云帆'))));
    expect(screen.getByText(/金华云帆/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
