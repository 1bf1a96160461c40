import type { Page } from '@playwright/test';
import { workOrderMachine, type WorkOrderContext, type WorkOrderEvent, type WorkOrderView } from '../../machines/workOrder.machine.ts';
import { SOON, VIEWS, workOrderPaths } from '../../machines/workOrder.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// M12 on the real detail page: a resolved work order of agent01 confirmed, reopened and rated. The server's
// answers to the actions are the fixtures' (held and fulfilled), and the detail reads them back.
const generated = workOrderPaths();
const ANSWERS = new Set(['xstate.done.actor.act', 'xstate.error.actor.act']);
/** One action on a resolved order (确认解决, 重新打开, 评价) and each answer the server may give it. */
const drivable = generated.filter(
  (path) => (path.input as { view: unknown }).view === VIEWS.resolved && path.steps.length === 3 && ANSWERS.has(path.steps[2].event.type),
);
const ACTION_URL = /\/api\/workorder\/(Confirm|Reopen|Rate)$/;
const DETAIL_URL = /\/api\/workorder\/Detail\?/;

interface World {
  page: Page;
  actions: HeldCalls;
  /** What the detail answers: the real order with the model's view laid over it. */
  current: Record<string, unknown>;
}

async function newResolvedOrder(page: Page, standIn: StandIn, token: string): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${token}` };
  const customers = await page.request.post(`${standIn.url}/api/user/UserPageList`, { headers, data: { pageIndex: 1, pageSize: 1 } });
  const userId = ((await customers.json()) as { data: { list: Array<{ id: number }> } }).data.list[0].id;
  const created = await page.request.post(`${standIn.url}/api/workorder/Create`, { headers, data: { woType: '故障', userId, title: '模型工单', content: '打印错位' } });
  const { woNo } = ((await created.json()) as { data: { woNo: string } }).data;
  await page.request.post(`${standIn.url}/api/__dev/workOrder`, { data: { woNo, content: '已处理', status: '已解决' } });
  const detail = await page.request.get(`${standIn.url}/api/workorder/Detail?woNo=${woNo}`, { headers });
  return ((await detail.json()) as { data: Record<string, unknown> }).data;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const answer = (world: World, view: WorkOrderView) => {
  world.current = { ...world.current, ...view };
  return { code: 200, msg: '', data: world.current };
};

async function rate(page: Page, stars: number) {
  const dialog = page.getByRole('dialog', { name: '评价工单' });
  const star = dialog.getByLabel(`${stars}星`);
  await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await dialog.getByRole('button', { name: '提交评价' }).click();
}

async function seeError(world: World, context: WorkOrderContext) {
  if (context.error) await expect(world.page.getByText(context.error).first()).toBeVisible();
}

let token = '';
const ui: UiModel<WorkOrderEvent, WorkOrderContext, World> = {
  // Signed in once: each path makes a resolved order of its own.
  continuesOnPage: true,
  async arrange(page, standIn, input) {
    if (!token) {
      await standIn.reset();
      token = await standIn.signIn(page.context(), 'agent01');
    }
    const real = await newResolvedOrder(page, standIn, token);
    const world: World = { page, actions: await HeldCalls.on(page, ACTION_URL), current: { ...real, ...(input as { view: WorkOrderView }).view } };
    await page.unroute(DETAIL_URL);
    await page.route(DETAIL_URL, (route) => route.fulfill({ json: { code: 200, msg: '', data: world.current } }));
    // 重新打开 is offered only within 7 days of the model's resolution: the page's time starts there.
    await page.clock.setFixedTime(SOON);
    await page.goto(`/workOrderDetail?woNo=${String(real.woNo)}`);
    return world;
  },
  perform: {
    // 确认解决 leads into the rating prompt; the rating goes with the confirmation.
    async CONFIRM({ world, event }) {
      await button(world.page, '确认解决').click();
      await rate(world.page, (event as { rating: number }).rating);
    },
    async REOPEN({ world, event }) {
      await world.page.clock.setFixedTime((event as { now: number }).now);
      await button(world.page, '重新打开').click();
    },
    async RATE({ world, event }) {
      await button(world.page, '评价').click();
      await rate(world.page, (event as { rating: number }).rating);
    },
    'xstate.done.actor.act': ({ world, event }) => world.actions.fail(answer(world, (event as unknown as { output: WorkOrderView }).output)),
    'xstate.error.actor.act': ({ world, event }) => world.actions.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async 'open.resolved'({ world, to }) {
      await expect(button(world.page, '确认解决')).toBeVisible({ timeout: 30_000 });
      await seeError(world, to.context);
    },
    async 'open.closed'({ world, to }) {
      await expect(button(world.page, '重新打开')).toBeVisible();
      await expect(button(world.page, '确认解决')).toBeHidden();
      await expect(button(world.page, '评价')).toHaveCount(to.context.view?.rating === null ? 1 : 0);
    },
    async 'open.processing'({ world }) {
      await expect(button(world.page, '发送回复')).toBeVisible();
    },
    async acting({ world }) {
      await expect.poll(() => world.actions.inFlight).toBe(1);
    },
  },
};

replayModel({
  machine: workOrderMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '其他起始视图和更长的路径按的是同样的按钮；浏览器时间只用在已解决工单的单个操作上',
  start: () => '已解决的工单',
  detail: (event) => ('rating' in event && event.rating !== undefined ? `${event.rating} 星` : undefined),
});
