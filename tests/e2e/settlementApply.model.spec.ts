import type { Page } from '@playwright/test';
import { settlementApplyMachine, type SettlementApplyContext, type SettlementApplyEvent } from '../../machines/settlementApply.machine.ts';
import { settlementApplyPaths } from '../../machines/settlementApply.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, stateName, type UiModel } from './modelUi.ts';

// The settlement wizard's model replayed on the page; 提交申请 is held and answered as the path says.
const generated = settlementApplyPaths();
const lastEvent = (path: ModelPath<SettlementApplyEvent>) => path.steps[path.steps.length - 1].event as { type: string };
const ends = (path: ModelPath<SettlementApplyEvent>) => path.state as unknown as { value: unknown; context: SettlementApplyContext };
/** A new application: submitted (待审核), a refused submit, and a payee refused for its account number. */
const picks: Array<(path: ModelPath<SettlementApplyEvent>) => boolean> = [
  (path) => path.input === undefined && stateName(ends(path).value) === 'pending',
  (path) => path.input === undefined && lastEvent(path).type === 'xstate.error.actor.submit',
  (path) => path.input === undefined && lastEvent(path).type === 'NEXT' && ends(path).context.problem === '银行账号应为8–30位数字',
];
const fresh = settlementApplyPaths({ restoring: false });
const drivable = picks.map((pick) => fresh.find(pick)!);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

interface World {
  page: Page;
  submits: HeldCalls;
}

async function choosePeriod(page: Page) {
  await page.getByRole('textbox', { name: '结算周期' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('checkbox', { name: /^选择 / }).first()).toBeChecked();
}

const problemSeen = async (page: Page, problem: string | null) => {
  if (problem) await expect(page.getByRole('alert')).toHaveText(problem);
};

const ui: UiModel<SettlementApplyEvent, SettlementApplyContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    await standIn.signIn(page.context(), 'agent01');
    const submits = await HeldCalls.on(page, /\/api\/aiuu\/settlement\/Apply$/);
    await page.goto('/aiuuApplySettlementManagement');
    await expect(page.getByRole('textbox', { name: '结算周期' })).toBeVisible({ timeout: 30_000 });
    return { page, submits };
  },
  perform: {
    // A period ticks all its orders: the model's PERIOD starts with none, so they are unticked.
    async PERIOD({ world: { page } }) {
      await choosePeriod(page);
      for (const box of await page.getByRole('checkbox', { name: /^选择 / }).all()) await box.uncheck();
    },
    SELECT: ({ world }) => choosePeriod(world.page),
    async PAYEE({ world: { page }, event }) {
      const { payee } = event as { payee: SettlementApplyContext['payee'] };
      await page.getByLabel('户名').fill(payee.payeeName);
      await page.getByLabel('开户行').fill(payee.bankName);
      await page.getByLabel('银行账号').fill(payee.accountNo);
    },
    INVOICE: ({ world }) => world.page.locator('input[type="file"]').setInputFiles({ name: '佣金发票.png', mimeType: 'image/png', buffer: PNG }),
    NEXT: ({ world }) => world.page.getByRole('button', { name: '下一步' }).click(),
    BACK: ({ world }) => world.page.getByRole('button', { name: '上一步' }).click(),
    SUBMIT: ({ world }) => world.page.getByRole('button', { name: '提交申请' }).click(),
    'xstate.done.actor.submit': ({ world }) => world.submits.pass(),
    'xstate.error.actor.submit': ({ world, event }) => world.submits.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async selectOrders({ world: { page }, to }) {
      await expect(page.getByRole('textbox', { name: '结算周期' })).toBeVisible();
      await problemSeen(page, to.context.problem);
    },
    async payee({ world: { page }, to }) {
      await expect(page.getByLabel('银行账号')).toHaveValue(to.context.payee.accountNo);
      await problemSeen(page, to.context.problem);
    },
    async review({ world: { page }, to }) {
      await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
      await problemSeen(page, to.context.error);
    },
    submitting: ({ world }) => expect.poll(() => world.submits.inFlight).toBe(1),
    pending: ({ world }) => expect(world.page).toHaveURL(/\/aiuuSettlementManagement$/),
  },
};

replayModel({
  machine: settlementApplyMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；新申请的三条路径走过每一步，浏览器重放保持在一分钟内（之后的状态由 aiVideo.spec.ts 走）',
  start: () => '新的结算申请',
});
