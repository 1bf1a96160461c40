import type { Page } from '@playwright/test';
import { invoiceRefundMachine, type InvoiceRefundContext, type InvoiceRefundEvent, type RefundInvoice } from '../../machines/invoiceRefund.machine.ts';
import { invoiceRefundPaths } from '../../machines/invoiceRefund.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The refund form's model on the 申请退票 drawer, over the seeded issued invoices (one paper, one
// electronic). 提交退票 is held and answered with the path's fixture, so no replay changes the data.
const generated = invoiceRefundPaths();
const eventsOf = (path: ModelPath<InvoiceRefundEvent>) =>
  path.steps
    .slice(1)
    .map(({ event }) => ('invoice' in event ? `${event.type}:${event.invoice.medium}` : event.type.replace(/^xstate\.(done|error)\.actor\.submit$/, '$1')))
    .join(' ');
/** Both media submitted, the paper express refused, a failed submit taken back: every state, within a minute. */
const chosen = [
  'PICK:纸质 NEXT REASON NEXT SUBMIT',
  'PICK:纸质 NEXT REASON NEXT EXPRESS SUBMIT done',
  'PICK:电子 NEXT REASON SUBMIT done',
  'PICK:电子 NEXT REASON SUBMIT error BACK',
];
const drivable = chosen.map((events) => generated.find((path) => eventsOf(path) === events)!);

interface World {
  page: Page;
  refunds: HeldCalls;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: '申请退票' });
const button = (page: Page, name: string) => drawer(page).getByRole('button', { name, exact: true });
const problemSeen = async (page: Page, problem: string | null) => {
  if (problem) await expect(drawer(page).getByRole('alert')).toHaveText(problem);
};

const ui: UiModel<InvoiceRefundEvent, InvoiceRefundContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const refunds = await HeldCalls.on(page, /\/api\/Invoice\/Refund$/i);
    await openInPortal(page, '/invoiceRefund');
    await expect(page.getByRole('heading', { name: '发票退票', exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '申请退票' }).click();
    return { page, refunds };
  },
  perform: {
    async PICK({ world: { page }, event }) {
      await drawer(page).getByRole('textbox', { name: '退票发票' }).click();
      await page.getByRole('option', { name: new RegExp(`· ${(event as { invoice: RefundInvoice }).invoice.medium}$`) }).click();
    },
    async REASON({ world: { page }, event }) {
      await drawer(page).getByRole('textbox', { name: '退票原因' }).click();
      await page.getByRole('option', { name: (event as { reason: string }).reason, exact: true }).click();
    },
    async EXPRESS({ world: { page }, event }) {
      const { expressCompany, expressNo } = event as { expressCompany: string; expressNo: string };
      await drawer(page).getByLabel('寄回快递公司').fill(expressCompany);
      await drawer(page).getByLabel('寄回快递单号').fill(expressNo);
    },
    NEXT: ({ world }) => button(world.page, '下一步').click(),
    BACK: ({ world }) => button(world.page, '上一步').click(),
    SUBMIT: ({ world }) => button(world.page, '提交退票').click(),
    RETRY: ({ world }) => button(world.page, '重试').click(),
    'xstate.done.actor.submit': ({ world }) => world.refunds.fail({ code: 200, msg: '成功', data: { refundNo: 'TP1' } }),
    'xstate.error.actor.submit': ({ world, event }) => world.refunds.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async pickInvoice({ world: { page }, to }) {
      const box = drawer(page).getByRole('textbox', { name: '退票发票' });
      await expect(box).toBeVisible();
      if (to.context.invoice) await expect(box).toHaveValue(new RegExp(`· ${to.context.invoice.medium}$`));
      await problemSeen(page, to.context.problem);
    },
    async reason({ world: { page }, to }) {
      await expect(drawer(page).getByRole('textbox', { name: '退票原因' })).toHaveValue(to.context.reason || '抬头错误');
      await expect(button(page, to.context.invoice?.medium === '纸质' ? '下一步' : '提交退票')).toBeVisible();
      await problemSeen(page, to.context.problem);
    },
    async returnExpress({ world: { page }, to }) {
      await expect(drawer(page).getByLabel('寄回快递公司')).toHaveValue(to.context.expressCompany);
      await expect(drawer(page).getByLabel('寄回快递单号')).toHaveValue(to.context.expressNo);
      await problemSeen(page, to.context.problem);
    },
    async submitting({ world }) {
      await expect(button(world.page, '提交退票')).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.refunds.inFlight).toBe(1);
    },
    error: ({ world, to }) => expect(drawer(world.page).getByRole('alert')).toHaveText(to.context.error!),
    async submitted({ world: { page } }) {
      await expect(page.getByText('退票申请已提交')).toBeVisible();
      await expect(drawer(page)).toBeHidden();
    },
  },
};

replayModel({
  machine: invoiceRefundMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；这四条路径走过每个状态，浏览器重放保持在一分钟内',
  start: () => '已开具的发票',
});
