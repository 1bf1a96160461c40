import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAsk } from '../../../machines/invoiceAsk.machine.ts';
import { FULL_TITLE } from '../../../machines/invoiceAsk.model.ts';
import { keptValues } from '../../rules/keptDraft.ts';
import { PageMemoryContext, type PageMemory } from '../../ui/pageMemory.ts';
import { DRAFT_OFFERED } from '../../ui/resource/KeptOffer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { testPageMemory } from '../../ui/testing/testPageMemory.ts';
import { endAsk, runningAsk } from './askStore.ts';
import InvoiceAskAddrPage from './InvoiceAskAddrPage.tsx';
import type { InvoiceSource, InvoiceTitle } from './invoicesApi.ts';
import { askChoices, INVOICE_WIZARD } from './keptAsk.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const source = (no: string, amountFen: number): InvoiceSource => ({ kind: 'order', no, name: '云启CRM', amountFen, time: 0 });
const TITLE: InvoiceTitle = { ...FULL_TITLE, isDefault: true };
const server = vi.hoisted(() => ({ open: [] as InvoiceSource[], titles: [] as InvoiceTitle[], addressLists: 0 }));
vi.mock('./invoicesApi.ts', () => ({
  invoiceSources: async () => server.open,
  invoiceSourcePages: { fetchPage: async () => ({ rows: [], total: 0 }) },
  titles: { list: async () => server.titles },
  addresses: {
    list: async () => {
      server.addressLists += 1;
      return [];
    },
  },
  submitInvoice: vi.fn(),
}));

const KEY = `wizard:${INVOICE_WIZARD}`;
const delivery = { email: 'zw@example.com', phone: '13800000001', addressId: null };

/** The address page's memory as a reload leaves it: the request kept on its review, and no wizard running. */
function reloadedOnReview(): PageMemory & { kept: Map<string, unknown> } {
  const memory = testPageMemory();
  const request = emptyAsk({ sources: [source('DD1', 10_000), source('DD2', 2_000)], title: TITLE, remark: '请尽快开具', delivery });
  memory.write(KEY, { step: 3, values: keptValues(askChoices(3, request)) });
  endAsk();
  return memory;
}

const mount = (memory: PageMemory) =>
  renderUi(
    <PageMemoryContext.Provider value={memory}>
      <InvoiceAskAddrPage />
    </PageMemoryContext.Provider>,
    { at: invoicesScreens.invoiceAskAddr.path },
  );

describe('收票信息 after a reload', () => {
  beforeEach(() => {
    server.open = [source('DD1', 10_000), source('DD2', 2_000)];
    server.titles = [TITLE];
    server.addressLists = 0;
  });

  it('offers the request back; 恢复 shows its review with the orders, and it is kept again from here', async () => {
    const memory = reloadedOnReview();
    const { user } = mount(memory);
    expect(await screen.findByText(DRAFT_OFFERED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByRole('heading', { name: '确认提交' })).toBeInTheDocument();
    expect(screen.getByText('开票订单：').parentElement).toHaveTextContent('开票订单：DD1、DD2');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByRole('textbox', { name: /接收邮箱/ })).toHaveValue('zw@example.com');
    expect(memory.kept.get(KEY)).toMatchObject({ step: 2, values: { remark: '请尽快开具', delivery } });
  });

  it('sends a request whose title was deleted since to /invoiceAsk with the rest, to choose the title again', async () => {
    server.titles = [];
    const memory = reloadedOnReview();
    const { user, location } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(location.history.at(-1)).toBe(invoicesScreens.invoiceAsk.path);
    expect(memory.kept.has(KEY)).toBe(false);
    const { value, context } = runningAsk()!.getSnapshot();
    expect([value, context.title, context.problem]).toEqual(['title', null, '上次选择的发票抬头已删除，请重新选择']);
    expect(context.sources.map((kept) => kept.no)).toEqual(['DD1', 'DD2']);
    // This page does not show the steps it sent away: it asks for no addresses.
    expect(server.addressLists).toBe(0);
  });

  it('放弃 forgets the request and opens a fresh one on /invoiceAsk', async () => {
    const memory = reloadedOnReview();
    const { user, location } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '放弃' }));
    expect(memory.kept.size).toBe(0);
    expect(location.history.at(-1)).toBe(invoicesScreens.invoiceAsk.path);
    expect(runningAsk()).toBeNull();
  });
});
