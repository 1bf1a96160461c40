import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerPicker } from './CustomerPicker.tsx';
import { CustomerSourceContext, type CustomerChoice, type CustomerSource } from './customerSource.ts';
import { renderUi } from '../testing/renderUi.tsx';

const QIYUN: CustomerChoice = { id: 7, customerNo: 'KH00000007', name: '杭州云启贸易有限公司', contact: '周杰', phone: '13712345678' };
const YONGXIN: CustomerChoice = { id: 8, customerNo: 'KH00000008', name: '宁波甬信软件有限公司', contact: '李娜', phone: '13811112222' };

function source(overrides: Partial<CustomerSource> = {}): CustomerSource {
  return {
    // Nothing typed yet offers the first customer only.
    search: vi.fn(async (keyword: string) => (keyword ? [QIYUN, YONGXIN].filter((customer) => customer.name.includes(keyword)) : [QIYUN])),
    byId: vi.fn(async (id: number) => [QIYUN, YONGXIN].find((customer) => customer.id === id)!),
    ...overrides,
  };
}

function Harness({ initial, onChange }: { initial: string | null; onChange(value: string | null, customer: CustomerChoice | null): void }) {
  const [value, setValue] = useState(initial);
  return (
    <CustomerPicker
      value={value}
      onChange={(next, customer) => {
        setValue(next);
        onChange(next, customer);
      }}
    />
  );
}

function show(customers: CustomerSource, initial: string | null = null, onChange = vi.fn()) {
  renderUi(
    <CustomerSourceContext.Provider value={customers}>
      <Harness initial={initial} onChange={onChange} />
    </CustomerSourceContext.Provider>,
  );
  return onChange;
}

const box = () => screen.getByRole('textbox', { name: '客户' });
// The search waits for typing to pause; a busy machine may take a while to answer.
const LATER = { timeout: 5000 };

describe('customer picker', () => {
  it('shows the name and number of a customer set from outside', async () => {
    const customers = source({ search: vi.fn(async () => []) });
    show(customers, '8');
    await vi.waitFor(() => expect(box()).toHaveValue('宁波甬信软件有限公司（KH00000008）'), LATER);
    expect(customers.byId).toHaveBeenCalledWith(8);
  });

  it('searches what is typed and offers 名称（客户编号）', async () => {
    const customers = source();
    show(customers);
    await userEvent.type(box(), '甬信');
    expect(await screen.findByRole('option', { name: '宁波甬信软件有限公司（KH00000008）' }, LATER)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /杭州云启/ })).not.toBeInTheDocument();
    expect(customers.search).toHaveBeenLastCalledWith('甬信', expect.any(AbortSignal));
  });

  it('says why a search failed instead of showing an empty list', async () => {
    show(source({ search: vi.fn(async () => Promise.reject(new Error('网络异常，请稍后重试'))) }));
    await userEvent.click(box());
    expect(await screen.findByText('搜索失败：网络异常，请稍后重试', undefined, LATER)).toBeInTheDocument();
    expect(screen.queryByText('没有找到客户')).not.toBeInTheDocument();
  });

  it('hands over the chosen id with the customer, and keeps showing it', async () => {
    const customers = source();
    const onChange = show(customers);
    await userEvent.click(box());
    await userEvent.click(await screen.findByRole('option', { name: '杭州云启贸易有限公司（KH00000007）' }, LATER));
    expect(onChange).toHaveBeenCalledWith('7', QIYUN);
    expect(box()).toHaveValue('杭州云启贸易有限公司（KH00000007）');
    // A customer the search offered needs no lookup.
    expect(customers.byId).not.toHaveBeenCalled();
  });

  it('cancels a search a newer keyword replaces, and never shows its answer', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: (found: CustomerChoice[]) => void = () => {};
    const customers = source({
      search: vi.fn((keyword: string, signal?: AbortSignal) => {
        signals.push(signal!);
        // The search for 甬 is slow: it answers only after 甬信's search did.
        if (keyword === '甬') return new Promise<CustomerChoice[]>((resolve) => (answerFirst = resolve));
        return Promise.resolve(keyword ? [YONGXIN] : [QIYUN]);
      }),
    });
    show(customers);
    await userEvent.type(box(), '甬');
    await vi.waitFor(() => expect(customers.search).toHaveBeenCalledWith('甬', expect.any(AbortSignal)), LATER);
    await userEvent.type(box(), '信');
    await vi.waitFor(() => expect(customers.search).toHaveBeenCalledWith('甬信', expect.any(AbortSignal)), LATER);
    expect(signals.at(-2)!.aborted).toBe(true);
    expect(signals.at(-1)!.aborted).toBe(false);
    answerFirst([QIYUN]);
    await vi.waitFor(() => expect(screen.getByRole('option', { name: '宁波甬信软件有限公司（KH00000008）' })).toBeInTheDocument(), LATER);
    expect(screen.queryByRole('option', { name: /杭州云启/ })).not.toBeInTheDocument();
  });
});
