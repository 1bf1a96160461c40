import type { Page } from '@playwright/test';
import { quoteMachine, type QuoteContext, type QuoteEvent } from '../../machines/quote.machine.ts';
import { FIXTURE_QUOTE, quotePaths } from '../../machines/quote.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The model's own paths of the quote (M3) on /placeOrder: renewing customer 10000, a flow that selects once the
// customer is in. A flow started with its choice (新购) takes the same states after its start.
const generated = quotePaths();
const paths = generated.filter((path) => path.input === undefined);

interface World {
  page: Page;
  customerCalls: HeldCalls;
  quoteCalls: HeldCalls;
  createCalls: HeldCalls;
}

const panel = (page: Page) => page.getByRole('region', { name: '订单报价' });
const submit = (page: Page) => page.getByRole('button', { name: '提交订单' });

async function pending({ world }: { world: World }) {
  await expect(panel(world.page).getByText('报价中…')).toBeVisible();
}

const ui: UiModel<QuoteEvent, QuoteContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const customerCalls = await HeldCalls.on(page, /\/api\/user\/GetUserBasicInfo/);
    const quoteCalls = await HeldCalls.on(page, /\/orderapi\/Order\/Quote/);
    const createCalls = await HeldCalls.on(page, /\/orderapi\/Order\/Create/);
    await openInPortal(page, '/placeOrder?orderType=renew&userId=10000');
    return { page, customerCalls, quoteCalls, createCalls };
  },
  perform: {
    SELECT: ({ world }) => world.customerCalls.pass(),
    async CHANGE({ world, from, to }) {
      await world.page.getByText(`${String(to.context.request?.years)}年`, { exact: true }).click();
      // A quote still on its way is of no use any more: the network drops it.
      if (from?.value === 'quoting') await world.quoteCalls.abort();
    },
    'xstate.after.debounce.quote.options': async () => undefined,
    'xstate.done.actor.0.quote.quoting': ({ world }) => world.quoteCalls.fail({ code: 200, msg: '', data: FIXTURE_QUOTE }),
    'xstate.error.actor.0.quote.quoting': ({ world, event }) => world.quoteCalls.fail(apiFailure(fixtureMessage(event))),
    RETRY: ({ world }) => panel(world.page).getByRole('button', { name: '重试' }).click(),
    SUBMIT: ({ world }) => submit(world.page).click(),
    'xstate.done.actor.0.quote.creatingOrder': ({ world }) => world.createCalls.fail({ code: 200, msg: '', data: { orderNo: 'DD20261123000001' } }),
    'xstate.error.actor.0.quote.creatingOrder': ({ world, event }) => world.createCalls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    selecting: ({ world }) => expect(world.page.getByText('加载中…')).toBeVisible(),
    options: pending,
    async quoting({ world }) {
      await pending({ world });
      await expect.poll(() => world.quoteCalls.inFlight).toBe(1);
    },
    async ready({ world: { page }, to }) {
      await expect(page.getByLabel('应付金额')).toHaveText('应付金额¥1,666.00');
      await expect(panel(page).getByText('大写：壹仟陆佰陆拾陆元整')).toBeVisible();
      if (to.context.error) await expect(panel(page).getByText(to.context.error)).toBeVisible();
    },
    async error({ world: { page }, to }) {
      await expect(panel(page).getByText(to.context.error ?? '')).toBeVisible();
      await expect(submit(page)).toBeDisabled();
    },
    async creatingOrder({ world }) {
      await expect.poll(() => world.createCalls.inFlight).toBe(1);
    },
    done: ({ world }) => expect(world.page).toHaveURL(/\/pay\?orderNo=DD20261123000001$/),
  },
};

// Every generated path is drivable: choices are clicks, the calls are held and answered by the fixtures.
replayModel({
  machine: quoteMachine,
  generated,
  drivable: paths,
  ui,
  whyNotAll: '带着选择开始的流程是购买产品（orderEntry.spec 买一个产品）；单元模型测试走过它的路径',
  start: () => '续费',
});
