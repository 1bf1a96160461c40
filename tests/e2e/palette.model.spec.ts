import type { Page } from '@playwright/test';
import { paletteItems, paletteMachine, type PaletteContext, type PaletteEvent } from '../../machines/palette.machine.ts';
import { MODEL_CUSTOMER, palettePaths } from '../../machines/palette.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, stateName, type UiModel } from './modelUi.ts';

// The search box's model replayed on the page as agent01: screens are matched in the page (khxx finds
// 客户信息管理), the customer and order searches are held and answered with the model's fixtures.
const generated = palettePaths();

/** Events the page produces by itself, at once: the screen match, and the pause running out. */
const AUTOMATIC: Record<string, string> = {
  matching: 'xstate.done.actor.findScreens',
  waiting: 'xstate.after.debounce.palette.open.waiting',
};

/**
 * The page matches screens and starts the server search on its own: a path is drivable when it lets
 * those happen before anything else (typing on, moving or closing may come first), answers a held search before typing on, points at an item only
 * where there is one, and ends once an item is chosen. The screen match never fails in the page (its failure is the pinyin table
 * not loading).
 */
function drivablePath(path: ModelPath<PaletteEvent>): boolean {
  // A screen chosen is recent from then on, and the page's empty box lists it instead of the model's starters:
  // a path ends there.
  const chosen = path.steps.findIndex((step, index) => index > 0 && step.event.type === 'CHOOSE' && (step.state as unknown as { value: unknown }).value === 'closed');
  if (chosen > 0 && chosen < path.steps.length - 1) return false;
  return path.steps.slice(1).every((step, index) => {
    const before = path.steps[index].state as unknown as { value: unknown; context: PaletteContext };
    const inner = stateName(before.value).replace(/^open\./, '');
    const type = step.event.type as string;
    if (type === 'xstate.error.actor.findScreens') return false;
    // Typing on, moving or closing before the screen match lands is the same on the page as after it
    // (a new query starts afresh); choosing is not (the page already lists what the model has not yet).
    if (inner === 'matching' && ['INPUT', 'MOVE', 'CLOSE'].includes(type)) return true;
    if (AUTOMATIC[inner]) return type === AUTOMATIC[inner];
    if (inner === 'searching') return type.startsWith('xstate.') && type.endsWith('.searchRecords');
    if (type === 'HIGHLIGHT') return paletteItems(before.context).length > 0;
    return true;
  });
}
const drivable = generated.filter(drivablePath);

interface World {
  page: Page;
  customers: HeldCalls;
  orders: HeldCalls;
}

const CUSTOMERS_URL = /\/api\/search\/Customers\?/i;
const ORDERS_URL = /\/orderapi\/Order\/Search\?/i;
const ok = (data: unknown) => ({ code: 200, msg: '成功', data });
const box = (page: Page) => page.getByRole('combobox', { name: '搜索功能、客户、订单' });
const options = (page: Page) => page.getByRole('listbox', { name: '搜索结果' }).getByRole('option');
const searchingText = (page: Page) => page.getByRole('status').filter({ hasText: '正在搜索客户和订单…' });

async function seeOpen(page: Page, context: PaletteContext) {
  await expect(box(page)).toBeVisible();
  await expect(box(page)).toHaveValue(context.query);
}

const ui: UiModel<PaletteEvent, PaletteContext, World> = {
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const world = { page, customers: await HeldCalls.on(page, CUSTOMERS_URL), orders: await HeldCalls.on(page, ORDERS_URL) };
    await page.goto('/homePage');
    // No screens opened before (and none starred): the empty box offers the starter screens.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '客户管理', exact: true })).toBeVisible();
    return world;
  },
  perform: {
    OPEN: ({ world }) => world.page.keyboard.press('Control+K'),
    CLOSE: ({ world }) => world.page.keyboard.press('Escape'),
    INPUT: ({ world, event }) => box(world.page).fill((event as { query: string }).query),
    MOVE: ({ world, event }) => world.page.keyboard.press((event as { step: number }).step > 0 ? 'ArrowDown' : 'ArrowUp'),
    HIGHLIGHT: ({ world, event }) => options(world.page).nth((event as { index: number }).index).hover(),
    CHOOSE: ({ world }) => world.page.keyboard.press('Enter'),
    'xstate.done.actor.findScreens': async () => undefined,
    'xstate.after.debounce.palette.open.waiting': async () => undefined,
    async 'xstate.done.actor.searchRecords'({ world, event }) {
      const found = (event as unknown as { output: unknown[] }).output.length > 0;
      const hit = { id: 1, customerNo: 'KH000001', name: MODEL_CUSTOMER.label, phone: '13800000000' };
      await world.customers.fail(ok(found ? [hit] : []));
      await world.orders.fail(ok([]));
    },
    async 'xstate.error.actor.searchRecords'({ world }) {
      await world.customers.fail(apiFailure('服务器内部错误'));
      await world.orders.fail(apiFailure('服务器内部错误'));
    },
  },
  see: {
    async closed({ world, from, event }) {
      await expect(box(world.page)).toBeHidden();
      // A choice opened its item in a tab.
      if (event.type === 'CHOOSE' && from) {
        const chosen = paletteItems(from.context)[from.context.active];
        await expect(world.page.locator('[role="tab"][aria-selected="true"]')).toHaveAccessibleName(chosen.title);
      }
    },
    'open.matching': ({ world, to }) => seeOpen(world.page, to.context),
    'open.waiting': ({ world, to }) => seeOpen(world.page, to.context),
    async 'open.searching'({ world, to }) {
      await seeOpen(world.page, to.context);
      await expect(searchingText(world.page)).toBeVisible();
      await expect.poll(() => world.customers.inFlight + world.orders.inFlight).toBe(2);
    },
    async 'open.shown'({ world, to: { context } }) {
      await seeOpen(world.page, context);
      const items = paletteItems(context);
      await expect(options(world.page)).toHaveCount(items.length);
      if (items.length > 0) {
        await expect(options(world.page).nth(context.active)).toHaveAttribute('aria-selected', 'true');
        await expect(options(world.page).nth(context.active)).toHaveAccessibleName(new RegExp(`^${items[context.active].group} ${items[context.active].label}`));
      }
      if (context.recordsError) await expect(world.page.getByRole('status').filter({ hasText: context.recordsError })).toBeVisible();
    },
  },
};


replayModel({
  machine: paletteMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '页面自己匹配功能、自己开始服务器搜索，不能抢在它们之前操作；功能匹配在页面里不会失败',
  start: () => 'agent01 的首页',
});
