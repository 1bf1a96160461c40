import type { Page } from '@playwright/test';
import { dataRecoveryMachine, POLL_MS, type DataRecoveryContext, type DataRecoveryEvent, type DataRecoveryInput } from '../../machines/dataRecovery.machine.ts';
import { EMPTY_CART } from '../../src/rules/dataRecovery.ts';
import { dataRecoveryPaths } from '../../machines/dataRecovery.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import type { RecoveryTask, RecoveryTaskStatus } from '../../src/contracts/dataRecovery.ts';
import { confirmBalancePayment } from './cashier.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';
import { pickNth, pickRecoverable } from './selects.ts';

// M8 as the agent meets it. From an empty cart: two backups added on /dataRecoveryCart, 去结算 to
// /dataRecoveryPayment, the order placed (held: the stand-in's order or the fixture's refusal), the cashier,
// then the task list (paid) or the task's drawer (cancelled). From a placed task: its 详情 drawer on
// /DataRecoveryManage, polled on the page's clock with the fixture's status as the server's answer.
const label = (event: DataRecoveryEvent) => {
  const { type } = event as { type: string };
  if (type === 'CART_CHANGED') return `CART_CHANGED:${(event as { itemCount: number }).itemCount}`;
  if (type === 'xstate.done.actor.fetchStatus') return `status:${(event as unknown as { output: string }).output}`;
  return type.replace(/^xstate\.after\.poll\..*$/, 'poll').replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$2:$1');
};
const eventsOf = (path: ModelPath<DataRecoveryEvent>) => path.steps.slice(1).map((step) => label(step.event)).join(' ');
const inputOf = (path: ModelPath<DataRecoveryEvent>) => (path.input as DataRecoveryInput).taskStatus ?? 'cart';
const generated = dataRecoveryPaths();
/** Together they enter every state either page shows; each runs alone within seconds. */
const chosen: Array<[string, string]> = [
  ['cart', 'CHECKOUT'],
  ['cart', 'CART_CHANGED:2 CHECKOUT BACK'],
  ['cart', 'CART_CHANGED:2 CHECKOUT PLACE placeOrder:error'],
  ['cart', 'CART_CHANGED:2 CHECKOUT PLACE placeOrder:done PAID'],
  ['cart', 'CART_CHANGED:2 CHECKOUT PLACE placeOrder:done CANCEL cancelTask:done'],
  ['进行中', 'poll status:排队中 CANCEL cancelTask:error'],
  ['进行中', 'poll status:失败 REPORT'],
  ['进行中', 'poll status:排队中 poll status:已完成'],
  ['进行中', 'poll fetchStatus:error'],
];
const drivable = chosen.map(([input, events]) => {
  const found = generated.find((path) => inputOf(path) === input && eventsOf(path) === events);
  if (!found) throw new Error(`dataRecovery: no generated path ${input}: ${events}`);
  return found;
});

interface World {
  page: Page;
  standIn: StandIn;
  checkouts: HeldCalls;
  polls: HeldCalls;
  cancels: HeldCalls;
  /** The task the drawer follows (as the stand-in placed it), once there is one. */
  task: RecoveryTask | null;
  orderNo: string;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: /^恢复任务/ });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cartRows = (page: Page) => page.getByRole('table', { name: '购物车' }).locator('tbody tr');

async function openDrawer(page: Page, keyword: string) {
  await openInPortal(page, `/DataRecoveryManage?keyword=${keyword}`);
  await page.getByRole('row').filter({ hasText: 'SJHF' }).first().getByRole('button', { name: '详情' }).click({ timeout: 30_000 });
  await expect(drawer(page)).toBeVisible();
}

/** The drawer shows the status, the refusal or poll failure when there is one, and what can be done now. */
async function drawerShows(page: Page, status: RecoveryTaskStatus, context: DataRecoveryContext, actions: { cancel?: boolean; report?: boolean }) {
  const box = drawer(page);
  await expect(box.getByText(status, { exact: true })).toBeVisible();
  await expect(box.getByRole('progressbar', { name: '恢复进度' })).toHaveCount(status === '进行中' ? 1 : 0);
  await expect(box.getByRole('alert').filter({ hasText: context.error ?? '\u0000' })).toHaveCount(context.error ? 1 : 0);
  await expect(box.getByRole('button', { name: '取消任务' })).toHaveCount(actions.cancel ? 1 : 0);
  await expect(box.getByRole('button', { name: '提交工单' })).toHaveCount(actions.report ? 1 : 0);
}

const statusAnswer = (world: World, taskStatus: RecoveryTaskStatus) => ({
  code: 200,
  msg: '成功',
  data: { ...world.task!, taskStatus, progress: taskStatus === '进行中' ? 40 : taskStatus === '已完成' ? 100 : 0, failReason: taskStatus === '失败' ? '备份文件校验失败' : '', refundedFen: taskStatus === '失败' || taskStatus === '已取消' ? world.task!.priceFen : 0 },
});

const ui: UiModel<DataRecoveryEvent, DataRecoveryContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn, input) {
    await standIn.reset({ keepSessions: true });
    await standIn.signIn(page.context(), 'agent01');
    const world: World = {
      page,
      standIn,
      checkouts: await HeldCalls.on(page, /\/api\/DataRecovery\/Checkout$/),
      polls: await HeldCalls.on(page, /\/api\/DataRecovery\/Task\?/),
      cancels: await HeldCalls.on(page, /\/api\/DataRecovery\/Cancel$/),
      task: null,
      orderNo: '',
    };
    const { taskStatus } = input as DataRecoveryInput;
    if (!taskStatus) {
      await openInPortal(page, '/dataRecoveryCart');
      await expect(page.getByRole('heading', { name: '数据恢复购物车' })).toBeVisible({ timeout: 30_000 });
      return world;
    }
    const placed = await page.request.post(`${standIn.url}/api/__dev/dataRecovery/task`, { data: { account: 'agent01', status: taskStatus } });
    world.task = ((await placed.json()) as { data: RecoveryTask }).data;
    await page.clock.install();
    await openDrawer(page, world.task.taskNo);
    return world;
  },
  perform: {
    async CART_CHANGED({ world: { page } }) {
      await pickRecoverable(page);
      for (const index of [0, 1]) {
        await pickNth(page, '恢复时间点', index);
        await button(page, '加入购物车').click();
        await expect(cartRows(page)).toHaveCount(index + 1);
      }
    },
    CHECKOUT: ({ world }) => button(world.page, '去结算').click(),
    BACK: ({ world }) => button(world.page, '返回购物车').click(),
    PLACE: ({ world }) => button(world.page, '提交订单并支付').click(),
    'xstate.done.actor.placeOrder': ({ world }) => world.checkouts.pass(),
    'xstate.error.actor.placeOrder': ({ world, event }) => world.checkouts.fail(apiFailure(fixtureMessage(event))),
    PAID: ({ world }) => confirmBalancePayment(world.page, world.standIn),
    async CANCEL({ world }) {
      if (world.orderNo) await openDrawer(world.page, world.orderNo);
      await drawer(world.page).getByRole('button', { name: '取消任务' }).click();
      await world.page.getByRole('dialog', { name: '请确认' }).getByRole('button', { name: '确定' }).click();
    },
    'xstate.done.actor.cancelTask': ({ world }) => world.cancels.pass(),
    'xstate.error.actor.cancelTask': ({ world, event }) => world.cancels.fail(apiFailure(fixtureMessage(event))),
    'xstate.after.poll.dataRecovery.queued': ({ world }) => world.page.clock.runFor(POLL_MS),
    'xstate.after.poll.dataRecovery.restoring': ({ world }) => world.page.clock.runFor(POLL_MS),
    'xstate.done.actor.fetchStatus': ({ world, event }) => world.polls.fail(statusAnswer(world, (event as unknown as { output: RecoveryTaskStatus }).output)),
    'xstate.error.actor.fetchStatus': ({ world, event }) => world.polls.fail(apiFailure(fixtureMessage(event))),
    REPORT: ({ world }) => drawer(world.page).getByRole('button', { name: '提交工单' }).click(),
  },
  see: {
    async cart({ world: { page }, to }) {
      await expect(page).toHaveURL(/\/dataRecoveryCart$/);
      await expect(cartRows(page)).toHaveCount(to.context.itemCount);
      await expect(page.getByRole('alert').filter({ hasText: EMPTY_CART })).toHaveCount(to.context.error ? 1 : 0);
    },
    async checkout({ world: { page }, to }) {
      await expect(page).toHaveURL(/\/dataRecoveryPayment$/);
      await expect(page.getByRole('table', { name: '恢复项' }).locator('tbody tr')).toHaveCount(to.context.itemCount);
      await expect(button(page, '提交订单并支付')).toBeEnabled();
      if (to.context.error) await expect(page.getByRole('alert')).toHaveText(to.context.error);
      else await expect(page.getByRole('alert')).toHaveCount(0);
    },
    async placing({ world }) {
      await expect(button(world.page, '提交订单并支付')).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.checkouts.inFlight).toBe(1);
    },
    async handedOver({ world }) {
      await expect(world.page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
      world.orderNo = new URL(world.page.url()).searchParams.get('orderNo')!;
      await expect(button(world.page, '余额支付')).toBeVisible({ timeout: 30_000 });
    },
    async queued({ world, to }) {
      if (world.task) return drawerShows(world.page, '排队中', to.context, { cancel: true });
      // Paid at the cashier: the task list opens on the order's tasks, queued.
      await expect(world.page).toHaveURL(`/DataRecoveryManage?keyword=${world.orderNo}`);
      await expect(world.page.getByRole('row').filter({ hasText: 'SJHF' }).filter({ hasText: '排队中' })).toHaveCount(to.context.itemCount, { timeout: 30_000 });
    },
    restoring: ({ world, to }) => drawerShows(world.page, '进行中', to.context, {}),
    async polling({ world }) {
      await expect(drawer(world.page).getByText('正在刷新…')).toBeVisible();
      await expect.poll(() => world.polls.inFlight).toBe(1);
    },
    async cancelling({ world }) {
      await expect(drawer(world.page).getByRole('button', { name: '取消任务' })).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.cancels.inFlight).toBe(1);
    },
    async failed({ world, to }) {
      await drawerShows(world.page, '失败', to.context, { report: true });
      await expect(drawer(world.page).getByText('失败原因：备份文件校验失败')).toBeVisible();
      await expect(drawer(world.page).getByText(/^已退款 ¥[\d.]+ 至账户余额/)).toBeVisible();
    },
    async reporting({ world }) {
      await expect(world.page).toHaveURL(/\/myWorkOrder\?new=1/);
      await expect(world.page.getByRole('textbox', { name: '标题' })).toHaveValue(`数据恢复失败：${world.task!.taskNo}`);
    },
    done: ({ world, to }) => drawerShows(world.page, '已完成', to.context, {}),
    async cancelled({ world, to }) {
      await drawerShows(world.page, '已取消', to.context, {});
      // Cancelling one unpaid task cancels its whole order: the list shows every task of it cancelled.
      if (world.orderNo) await expect(world.page.getByRole('row').filter({ hasText: 'SJHF' }).filter({ hasText: '已取消' })).toHaveCount(2);
    },
  },
};

replayModel({
  machine: dataRecoveryMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；这些路径走过购物车、支付页、收银台和任务抽屉显示的每个状态，其余的以别的轮询答复重复它们',
  start: (input) => (input as DataRecoveryInput).taskStatus ?? '空购物车',
  detail: (event) => (event.type === 'CART_CHANGED' ? `${event.itemCount} 项` : undefined),
});
