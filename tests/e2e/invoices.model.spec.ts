import type { Page } from '@playwright/test';
import { invoiceAskMachine, type AskTitle, type InvoiceAskContext, type InvoiceAskEvent } from '../../machines/invoiceAsk.machine.ts';
import { invoiceAskPaths } from '../../machines/invoiceAsk.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { FULL_TITLE_NEEDED } from '../../src/rules/invoices.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, stateName, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The invoice wizard's model replayed on the page; 提交申请 is held and answered as the path says.
const generated = invoiceAskPaths();
const lastEvent = (path: ModelPath<InvoiceAskEvent>) => path.steps[path.steps.length - 1].event as { type: string };
const ends = (path: ModelPath<InvoiceAskEvent>) => path.state as unknown as { value: unknown; context: InvoiceAskContext };
/** Three paths entering every step: submitted, a refused submit, and 专票 refused for an incomplete title. */
const picks: Array<(path: ModelPath<InvoiceAskEvent>) => boolean> = [
  (path) => stateName(ends(path).value) === 'submitted',
  (path) => lastEvent(path).type === 'xstate.error.actor.submit',
  (path) => lastEvent(path).type === 'NEXT' && ends(path).context.problem === FULL_TITLE_NEEDED,
];
// Picked among wizards opened afresh: a wizard kept from before a reload is driven in sessionWizard.spec.ts.
const fresh = invoiceAskPaths({ restoring: false });
const drivable = picks.map((pick) => fresh.find(pick)!);

interface World {
  page: Page;
  submits: HeldCalls;
}

const problemSeen = async (page: Page, problem: string | null) => {
  if (problem) await expect(page.getByRole('alert')).toHaveText(problem);
};

const ui: UiModel<InvoiceAskEvent, InvoiceAskContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const submits = await HeldCalls.on(page, /\/api\/Invoice\/Submit$/i);
    await openInPortal(page, '/invoiceAsk');
    // The open orders load first (slower while other suites share the machine).
    await expect(page.getByRole('checkbox', { name: /^选择 / }).first()).toBeVisible({ timeout: 30_000 });
    return { page, submits };
  },
  perform: {
    SOURCES: ({ world }) => world.page.getByRole('checkbox', { name: /^选择 / }).first().check(),
    async TITLE({ world: { page }, event }) {
      await page.getByRole('textbox', { name: '发票抬头' }).click();
      await page.getByRole('option', { name: new RegExp((event as { title: AskTitle }).title.titleName) }).click();
    },
    KIND: ({ world }) => world.page.getByText('增值税专用发票').click(),
    REMARK: ({ world, event }) => world.page.getByLabel('备注').fill((event as { remark: string }).remark),
    async DELIVERY({ world: { page } }) {
      await page.getByLabel('接收邮箱').fill('zw@example.com');
      await page.getByLabel('接收手机').fill('13800000001');
    },
    NEXT: ({ world }) => world.page.getByRole('button', { name: '下一步' }).click(),
    BACK: ({ world }) => world.page.getByRole('button', { name: '上一步' }).click(),
    SUBMIT: ({ world }) => world.page.getByRole('button', { name: '提交申请' }).click(),
    RETRY: ({ world }) => world.page.getByRole('button', { name: '重试' }).click(),
    'xstate.done.actor.submit': ({ world }) => world.submits.pass(),
    'xstate.error.actor.submit': ({ world, event }) => world.submits.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async selectSources({ world: { page }, to }) {
      await expect(page.getByRole('checkbox', { name: /^选择 / }).first()).toBeVisible();
      await problemSeen(page, to.context.problem);
    },
    async title({ world: { page }, to }) {
      await expect(page.getByRole('textbox', { name: '发票抬头' })).toHaveValue(new RegExp(to.context.title?.titleName ?? ''));
      await problemSeen(page, to.context.problem);
    },
    async delivery({ world: { page }, to }) {
      await expect(page.getByLabel('接收邮箱')).toHaveValue(to.context.delivery.email);
      await problemSeen(page, to.context.problem);
    },
    review: ({ world }) => expect(world.page.getByRole('button', { name: '提交申请' })).toBeVisible(),
    submitting: ({ world }) => expect.poll(() => world.submits.inFlight).toBe(1),
    error: ({ world, to }) => expect(world.page.getByRole('alert')).toHaveText(to.context.error!),
    submitted: async ({ world }) => {
      await expect(world.page).toHaveURL(/\/invoiceList$/);
      await expect(world.page.getByRole('alert').filter({ hasText: '提交成功' })).toBeVisible();
    },
  },
};

replayModel({
  machine: invoiceAskMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；这三条路径走过每一步，浏览器重放保持在一分钟内',
  start: () => '默认抬头',
});
