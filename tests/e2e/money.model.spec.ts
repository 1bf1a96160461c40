import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { balanceTransferMachine, type BalanceTransferContext, type BalanceTransferEvent } from '../../machines/balanceTransfer.machine.ts';
import { balanceTransferPaths, rechargePaths } from '../../machines/money.model.ts';
import { rechargeMachine, type RechargeContext, type RechargeEvent } from '../../machines/recharge.machine.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, runsFor, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// M2 and M15 replayed on /accountRecharge and /financeDetail, the server's answers held until the path says how they end.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

interface World {
  page: Page;
  standIn: StandIn;
  calls: HeldCalls;
  /** The bank-transfer calls (recharge only). */
  slipCalls?: HeldCalls;
}

const submitButton = (page: Page) => page.getByRole('button', { name: '立即充值' });

const rechargeUi: UiModel<RechargeEvent, RechargeContext, World> = {
  keepsPortal: true,
  // Each run of a walk starts from the seeded stand-in, as a single path does.
  async arrange(page, standIn) {
    await standIn.reset({ keepSessions: true });
    await standIn.signIn(page.context(), 'agent01');
    const calls = await HeldCalls.on(page, /\/orderapi\/Recharge\/Create/i);
    const slipCalls = await HeldCalls.on(page, /\/orderapi\/Recharge\/Transfer/i);
    await openInPortal(page, '/accountRecharge');
    return { page, standIn, calls, slipCalls };
  },
  perform: {
    SUBMIT: async ({ world: { page }, event }) => {
      if (event.type !== 'SUBMIT') return;
      await page.getByLabel('充值金额（元）').fill(String(event.request.amountFen / 100));
      await page.getByLabel('充值方式', { exact: true }).getByText(event.request.channel, { exact: true }).click();
      if (event.request.channel === '对公转账') await page.locator('input[type="file"]').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: PNG });
      await submitButton(page).click();
    },
    AGAIN: ({ world: { page } }) => page.getByRole('button', { name: '继续充值' }).click(),
    'xstate.done.actor.0.recharge.creating': ({ world }) => world.calls.pass(),
    'xstate.error.actor.0.recharge.creating': ({ world, event }) => world.calls.fail(apiFailure(fixtureMessage(event))),
    'xstate.done.actor.0.recharge.uploadingSlip': ({ world }) => world.slipCalls!.pass(),
    'xstate.error.actor.0.recharge.uploadingSlip': ({ world, event }) => world.slipCalls!.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async editing({ world: { page }, to }) {
      await expect(submitButton(page)).toBeEnabled();
      if (to.context.error) await expect(page.getByText(to.context.error, { exact: true })).toBeVisible();
    },
    async creating({ world: { page, calls } }) {
      await expect.poll(() => calls.inFlight).toBe(1);
      await expect(submitButton(page)).toBeDisabled();
    },
    async uploadingSlip({ world: { page, slipCalls } }) {
      await expect.poll(() => slipCalls!.inFlight).toBe(1);
      await expect(submitButton(page)).toBeDisabled();
    },
    async handOff({ world: { page }, to }) {
      await expect(page).toHaveURL(/\/payCenter\?rechargeNo=CZ\d+$/);
      // 支付中心 shows the code of the channel chosen here, without asking for the method again.
      await expect(page.getByRole('img', { name: `${to.context.request!.channel}支付二维码` })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: '支付方式' })).toHaveCount(0);
    },
    async submitted({ world: { page } }) {
      await expect(page.getByText('转账凭证已提交，审核中')).toBeVisible();
      await expect(page.locator('tbody tr').first()).toContainText('审核中');
    },
  },
};

const dialog = (page: Page) => page.getByRole('dialog', { name: '划拨给二级代理' });

const transferUi: UiModel<BalanceTransferEvent, BalanceTransferContext, World> = {
  keepsPortal: true,
  // Each run of a walk starts from the seeded balance and an unused code allowance, as a single path does.
  async arrange(page, standIn) {
    await standIn.reset({ keepSessions: true });
    await standIn.signIn(page.context(), 'agent01');
    const calls = await HeldCalls.on(page, /\/orderapi\/Account\/TransferToSubAgent/i);
    await openInPortal(page, '/financeDetail');
    await page.getByRole('button', { name: '划拨给二级代理' }).click();
    return { page, standIn, calls };
  },
  perform: {
    NEXT: async ({ world: { page } }) => {
      await dialog(page).getByRole('textbox', { name: '二级代理' }).click();
      await page.getByRole('option', { name: /（A10002）$/ }).click();
      await dialog(page).getByLabel('划拨金额（元）').fill('500');
      await dialog(page).getByRole('button', { name: '下一步' }).click();
    },
    BACK: ({ world: { page }, from }) => dialog(page).getByRole('button', { name: from!.value === 'failed' ? '返回修改' : '上一步' }).click(),
    CONFIRM: async ({ world: { page, standIn } }) => {
      await dialog(page).getByRole('button', { name: '获取验证码' }).click();
      await dialog(page).getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
      await dialog(page).getByRole('button', { name: '确认划拨' }).click();
    },
    RETRY: ({ world: { page } }) => dialog(page).getByRole('button', { name: '重试' }).click(),
    'xstate.done.actor.0.balanceTransfer.transferring': ({ world }) => world.calls.pass(),
    'xstate.error.actor.0.balanceTransfer.transferring': ({ world, event }) => world.calls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    amount: ({ world: { page } }) => expect(dialog(page).getByRole('button', { name: '下一步' })).toBeVisible(),
    confirm: ({ world: { page } }) => expect(dialog(page).getByText('（伍佰元整）')).toBeVisible(),
    async transferring({ world: { page, calls } }) {
      await expect(dialog(page).getByText('划拨中…')).toBeVisible();
      await expect.poll(() => calls.inFlight).toBe(1);
    },
    failed: ({ world: { page }, to }) => expect(dialog(page).getByText(to.context.error!, { exact: true })).toBeVisible(),
    done: ({ world: { page } }) => expect(dialog(page).getByText('划拨成功')).toBeVisible(),
  },
};

const start = () => 'agent01 的余额页';
const lastEvent = (path: ModelPath<EventObject>) => path.steps[path.steps.length - 1].event.type;
/** The browser budget (< 60 s) takes the runs that pass every screen state; the rest differ only in the server's answer. */
const WHY_NOT_ALL = '其余路径以被拒绝的答复结束：单元模型测试都走过，money.spec 在页面上检查拒绝';
const representative = <E extends EventObject>(paths: ModelPath<E>[], ends: string[]) => runsFor(paths).filter((path) => ends.includes(lastEvent(path)));

const rechargePathsAll = rechargePaths();
replayModel({
  machine: rechargeMachine,
  generated: rechargePathsAll,
  drivable: representative(rechargePathsAll, ['xstate.done.actor.0.recharge.creating', 'AGAIN']),
  ui: rechargeUi,
  whyNotAll: WHY_NOT_ALL,
  start: start,
});

const transferPathsAll = balanceTransferPaths();
replayModel({
  machine: balanceTransferMachine,
  generated: transferPathsAll,
  drivable: representative(transferPathsAll, ['xstate.done.actor.0.balanceTransfer.transferring', 'RETRY']),
  ui: transferUi,
  whyNotAll: WHY_NOT_ALL,
  start: start,
});
