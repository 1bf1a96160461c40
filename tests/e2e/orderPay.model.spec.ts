import type { Page } from '@playwright/test';
import { orderPayMachine, type LoadOutput, type OrderPayContext, type OrderPayEvent } from '../../machines/orderPay.machine.ts';
import { ORDER_INPUT, orderPayPaths } from '../../machines/orderPay.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, stateName, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// Each path pays its own new order (no balance moves), so the stand-in needs no reseeding between them.
// A representative set of the model's paths on the 收银台: choosing a method, the balance modal opened and
// closed, cancel confirmed or not (the server agreeing or refusing), and a QR code created or refused and retried.
const generated = orderPayPaths();

interface World {
  page: Page;
  cancelCalls: HeldCalls;
  qrCalls: HeldCalls;
}

const DRIVEN = new Set([
  'CHOOSE_BALANCE',
  'CHOOSE_QR',
  'BACK',
  'CANCEL',
  'CONFIRM',
  'RETRY',
  'xstate.done.actor.cancelOrder',
  'xstate.error.actor.cancelOrder',
  'xstate.done.actor.createQr',
  'xstate.error.actor.createQr',
]);
const plainLoad = (event: OrderPayEvent) => {
  const output = (event as unknown as { output?: LoadOutput }).output;
  return (event.type as string) === 'xstate.done.actor.loadTarget' && output?.target.payable === true && output.payment === null;
};
/** Order paths whose every event moves the machine and is one a user or the held calls above can make. */
const drivable = (path: ModelPath<OrderPayEvent>) =>
  path.input === ORDER_INPUT &&
  path.steps.slice(1).every((step, index) => {
    const moved = stateName((step.state as { value: unknown }).value) !== stateName((path.steps[index].state as { value: unknown }).value);
    return moved && (DRIVEN.has(step.event.type) || plainLoad(step.event));
  });
const paths = generated.filter(drivable).filter((path) => path.steps.length <= 5);

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const ui: UiModel<OrderPayEvent, OrderPayContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn: StandIn) {
    await standIn.signIn(page.context(), 'agent01');
    const response = await page.request.post(`${standIn.url}/api/__dev/order`, { data: { account: 'agent01', amountFen: 4_200 } });
    const { orderNo } = ((await response.json()) as { data: { orderNo: string } }).data;
    const world = { page, cancelCalls: await HeldCalls.on(page, /\/orderapi\/Order\/Cancel/), qrCalls: await HeldCalls.on(page, /\/orderapi\/Pay\/CreateQr/) };
    await openInPortal(page, `/pay?orderNo=${orderNo}`);
    return world;
  },
  perform: {
    'xstate.done.actor.loadTarget': async () => undefined,
    CHOOSE_BALANCE: ({ world: { page } }) => page.getByRole('button', { name: '余额支付' }).click(),
    async CHOOSE_QR({ world: { page } }) {
      await page.getByLabel('支付宝').check();
      await page.getByRole('button', { name: '立即支付' }).click();
    },
    async BACK({ world: { page }, from }) {
      if (from!.value === 'balanceConfirm') await dialog(page, '余额支付').getByRole('button', { name: '取消' }).click();
      else if (from!.value === 'cancelConfirm') await dialog(page, '取消订单').getByRole('button', { name: '再想想' }).click();
      else await page.getByRole('button', { name: '更换支付方式' }).click();
    },
    CANCEL: ({ world: { page } }) => page.getByRole('button', { name: '取消订单' }).click(),
    CONFIRM: ({ world: { page } }) => dialog(page, '取消订单').getByRole('button', { name: '确定取消' }).click(),
    RETRY: ({ world: { page } }) => page.getByRole('button', { name: '重试' }).click(),
    'xstate.done.actor.cancelOrder': ({ world }) => world.cancelCalls.pass(),
    'xstate.error.actor.cancelOrder': ({ world, event }) => world.cancelCalls.fail(apiFailure(fixtureMessage(event))),
    'xstate.done.actor.createQr': ({ world }) => world.qrCalls.pass(),
    'xstate.error.actor.createQr': ({ world, event }) => world.qrCalls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    loading: ({ world: { page } }) => expect(page.getByRole('heading', { name: '收银台' })).toBeVisible(),
    async choosingMethod({ world: { page }, to }) {
      await expect(page.getByRole('radiogroup', { name: '支付方式' })).toBeVisible();
      if (to.context.error) await expect(page.getByText(to.context.error).first()).toBeVisible();
    },
    balanceConfirm: ({ world: { page } }) => expect(dialog(page, '余额支付').getByText('支付后余额：¥28,608.00')).toBeVisible(),
    cancelConfirm: ({ world: { page } }) => expect(dialog(page, '取消订单')).toBeVisible(),
    cancelling: ({ world }) => expect.poll(() => world.cancelCalls.inFlight).toBe(1),
    cancelled: ({ world: { page } }) => expect(page.getByText('订单已取消')).toBeVisible(),
    async loadingQr({ world }) {
      await expect(world.page.getByText('正在生成二维码…')).toBeVisible();
      await expect.poll(() => world.qrCalls.inFlight).toBe(1);
    },
    'scanning.waiting': ({ world: { page } }) => expect(page.getByRole('img', { name: '支付宝支付二维码' })).toBeVisible(),
    failed: ({ world: { page }, to }) => expect(page.getByRole('alert').filter({ hasText: to.context.error ?? '' }).first()).toBeVisible(),
  },
};

replayModel({
  machine: orderPayMachine,
  generated,
  drivable: paths,
  ui,
  whyNotAll: '浏览器走订单最多四步的路径：选择支付方式、余额支付弹窗、取消订单、生成二维码；轮询、过期、重新加载和支付由 payments.spec.ts 与单元模型测试走',
  start: () => '待支付订单',
});
