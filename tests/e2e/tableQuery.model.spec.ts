import type { Page } from '@playwright/test';
import { tableQueryMachine, type TableQueryContext, type TableQueryEvent } from '../../machines/tableQuery.machine.ts';
import { tableQueryPaths } from '../../machines/tableQuery.model.ts';
import { replayPath, type ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The model's paths on agent01's customer list: the pager's jumper and size, a column's sort button and
// status filter, 查询, a cell edit. Each load is held until the path answers it: the stand-in's own page, an
// empty answer (the rows went away) or a failure.
const LIST_URL = /\/api\/user\/UserPageList/;
const CONTACTS = ['赵敏', '钱峰'];

/**
 * The list has no refresh control of its own: a reload comes from a toolbar action after it changed
 * something, or from 重新加载 where a failed load left the table empty. Paths reloading elsewhere are not driven.
 */
const generated = tableQueryPaths();
const reloadsOnlyFromEmptyFailure = (path: ModelPath<TableQueryEvent>) =>
  path.steps.every((step, index) => {
    if (index === 0 || step.event.type !== 'RELOAD') return true;
    const before = replayPath(tableQueryMachine, { ...path, steps: path.steps.slice(0, index) }).getSnapshot();
    return before.value === 'failed' && before.context.rows.length === 0;
  });
const paths = generated.filter(reloadsOnlyFromEmptyFailure);

interface World {
  page: Page;
  calls: HeldCalls;
  /** Loads the page made up to the last one looked at. */
  seen: number;
  contact: string;
}

const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);
const pageSizeBox = (page: Page) => page.getByLabel('每页条数');

/** The load the state waits for is the newest; older ones still out were superseded, and their answers are ignored. */
async function newestLoadOut(world: World) {
  // The first load waits for the list's code to arrive, which takes long on a busy machine.
  await expect.poll(() => world.calls.made, { timeout: 30_000 }).toBeGreaterThan(world.seen);
  world.seen = world.calls.made;
  await expect.poll(() => world.calls.inFlight).toBeGreaterThan(0);
  while (world.calls.inFlight > 1) await world.calls.pass();
}

const ui: UiModel<TableQueryEvent, TableQueryContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const world = { page, calls: await HeldCalls.on(page, LIST_URL), seen: 0, contact: '' };
    await openInPortal(page, '/customerInformationManage');
    return world;
  },
  perform: {
    async PAGE({ world: { page }, event }) {
      await page.getByLabel('跳转页码').fill(String((event as { page: number }).page));
      await page.getByRole('button', { name: '跳转', exact: true }).click();
    },
    async PAGE_SIZE({ world: { page }, event }) {
      const size = String((event as { pageSize: number }).pageSize);
      // Choosing the size already shown changes nothing: choose another first.
      if ((await pageSizeBox(page).inputValue()) === size) await pageSizeBox(page).selectOption('30');
      await pageSizeBox(page).selectOption(size);
    },
    SORT: ({ world: { page } }) => page.getByRole('button', { name: /^按客户名称排序/ }).click(),
    async FILTER({ world: { page } }) {
      await page.getByRole('button', { name: /^筛选状态/ }).click();
      await page.getByRole('menuitem', { name: '试用' }).click();
    },
    // Every customer number holds KH: the same rows as without a keyword, searched for anew.
    async SEARCH({ world: { page }, event }) {
      const bar = page.getByRole('search', { name: '查询条件' });
      await bar.getByLabel('关键字').fill((event as { criteria: { keyword?: string } }).criteria.keyword ?? '');
      await bar.getByRole('button', { name: '查询' }).click();
    },
    RELOAD: ({ world: { page } }) => page.getByRole('button', { name: '重新加载' }).click(),
    async ROW_UPDATED({ world }) {
      world.contact = CONTACTS.find((name) => name !== world.contact)!;
      await cells(world.page, 'contact').first().dblclick();
      const editor = world.page.getByRole('textbox', { name: '编辑联系人' });
      await editor.fill(world.contact);
      await editor.press('Enter');
      await expect(editor).toBeHidden();
    },
    async 'xstate.done.actor.0.tableQuery.loading'({ world, event }) {
      const { total } = (event as unknown as { output: { total: number } }).output;
      if (total > 0) await world.calls.pass();
      else await world.calls.fail({ code: 200, msg: '', data: { list: [], total: 0 } });
    },
    'xstate.error.actor.0.tableQuery.loading': ({ world, event }) => world.calls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    loading: ({ world }) => newestLoadOut(world),
    async ready({ world, to }) {
      const { page } = world;
      const { query, total } = to.context;
      if (total === 0) return expect(page.getByText('暂无数据')).toBeVisible();
      await expect(cells(page, 'customerNo')).toHaveCount(query.pageSize);
      await expect(page.getByRole('button', { name: `第${query.page}页` })).toHaveAttribute('aria-current', 'page');
      if (world.contact) await expect(cells(page, 'contact').first()).toHaveText(world.contact);
    },
    failed: ({ world, to }) => expect(world.page.getByText(to.context.error!).first()).toBeVisible(),
  },
};

replayModel({
  machine: tableQueryMachine,
  generated,
  drivable: paths,
  ui,
  // A wide screen, where every column of the customer list has room (联系人, edited below, folds at 1366 px).
  viewport: { width: 1920, height: 1080 },
  whyNotAll: '列表没有自己的刷新按钮：这些路径在只有工具栏操作才会刷新的地方刷新',
  start: () => '客户列表',
  detail: (event) => (event.type.startsWith('xstate.done') ? `${(event as unknown as { output: { total: number } }).output.total} 行` : undefined),
});
