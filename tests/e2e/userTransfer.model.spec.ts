import type { Page } from '@playwright/test';
import { userTransferMachine, type UserTransferContext, type UserTransferEvent } from '../../machines/userTransfer.machine.ts';
import { MODEL_SOURCE, userTransferPaths } from '../../machines/userTransfer.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, stateName, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The transfer wizard's model replayed on the page. The server's answers are the model's fixtures
// (held calls answered with the fixture's body), so no path changes the stand-in's data.
const generated = userTransferPaths();

/** The last event; its type as a string, since the paths also carry the fixtures' xstate.* events. */
const lastEvent = (path: ModelPath<UserTransferEvent>) => path.steps[path.steps.length - 1].event as { type: string };
const ends = (path: ModelPath<UserTransferEvent>) => stateName((path.state as { value: unknown }).value);
/**
 * Three paths that together enter every step of the wizard: the whole way to partial (answered with
 * a failure), a refused phone code, and a failed preview retried. (A refused target is part of the
 * transfer journey in systemImports.spec.ts.)
 */
const picks: Array<(path: ModelPath<UserTransferEvent>) => boolean> = [
  (path) => ends(path) === 'partial',
  (path) => lastEvent(path).type === 'xstate.error.actor.transfer',
  (path) => lastEvent(path).type === 'RETRY',
];
// Picked among wizards opened afresh: a wizard kept from before a reload is driven in sessionWizard.spec.ts.
const fresh = userTransferPaths({ restoring: false });
const drivable = picks.map((pick) => fresh.find(pick)!);

interface World {
  page: Page;
  previews: HeldCalls;
  transfers: HeldCalls;
}

const ownerName = (owner: string) => (owner === MODEL_SOURCE ? /^李娜（staff01）/ : /^宁波甬信（二级代理）/);
/** A successful answer of the main API carrying the fixture's data. */
const success = (data: unknown) => ({ code: 200, msg: '成功', data });

async function choose(page: Page, label: string, owner: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: ownerName(owner) }).click();
}

const sameState = (step: { from: { value: unknown } | null; to: { value: unknown } }) => stateName(step.from!.value) === stateName(step.to.value);

const ui: UiModel<UserTransferEvent, UserTransferContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const previews = await HeldCalls.on(page, /\/api\/userTransfer\/Preview$/i);
    const transfers = await HeldCalls.on(page, /\/api\/userTransfer\/Transfer$/i);
    await openInPortal(page, '/userTransfer');
    await page.getByRole('button', { name: '新建转移' }).click();
    return { page, previews, transfers };
  },
  perform: {
    SOURCE: ({ world, event }) => choose(world.page, '转出方', (event as { owner: string }).owner),
    TARGET: ({ world, event }) => choose(world.page, '转入方', (event as { owner: string }).owner),
    CUSTOMERS: async ({ world: { page } }) => {
      await page.getByRole('checkbox', { name: /^选择 / }).nth(0).check();
      await page.getByRole('checkbox', { name: /^选择 / }).nth(3).check();
    },
    NEXT: async (step) => {
      const next = step.world.page.getByRole('button', { name: '下一步' });
      // A step the guard refuses keeps 下一步 disabled.
      if (sameState(step)) await expect(next).toBeDisabled();
      else await next.click();
    },
    BACK: ({ world }) => world.page.getByRole('button', { name: '上一步' }).click(),
    RETRY: ({ world }) => world.page.getByRole('button', { name: '重试' }).click(),
    CODE: ({ world, event }) => world.page.getByLabel('手机验证码').fill((event as { code: string }).code),
    SUBMIT: ({ world }) => world.page.getByRole('button', { name: /^确认转移/ }).click(),
    'xstate.done.actor.preview': ({ world, event }) => world.previews.fail(success((event as unknown as { output: unknown }).output)),
    'xstate.error.actor.preview': ({ world, event }) => world.previews.fail(apiFailure(fixtureMessage(event))),
    'xstate.done.actor.transfer': ({ world, event }) => world.transfers.fail(success((event as unknown as { output: unknown }).output)),
    'xstate.error.actor.transfer': ({ world, event }) => world.transfers.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    selectSource: ({ world }) => expect(world.page.getByRole('textbox', { name: '转出方' })).toBeVisible(),
    selectCustomers: ({ world, to }) => expect(world.page.getByText(`已选 ${to.context.customerIds.length} 个客户`)).toBeVisible(),
    async selectTarget({ world: { page }, to }) {
      await expect(page.getByRole('textbox', { name: '转入方' })).toBeVisible();
      if (to.context.targetError) await expect(page.getByText(to.context.targetError)).toBeVisible();
    },
    'preview.loading': ({ world }) => expect.poll(() => world.previews.inFlight).toBe(1),
    'preview.ready': ({ world, to }) => expect(world.page.getByText(`可转移 ${to.context.preview!.movable} 个客户`)).toBeVisible(),
    'preview.failed': ({ world, to }) => expect(world.page.getByText(to.context.error!)).toBeVisible(),
    async verifying({ world: { page }, to }) {
      await expect(page.getByRole('button', { name: `确认转移 ${to.context.preview!.movable} 个客户` })).toBeEnabled();
      if (to.context.error) await expect(page.getByText(to.context.error)).toBeVisible();
    },
    transferring: ({ world }) => expect.poll(() => world.transfers.inFlight).toBe(1),
    done: ({ world }) => expect(world.page.getByText('转移完成')).toBeVisible(),
    partial: ({ world, to }) => expect(world.page.getByText(`成功 ${to.context.result!.okCount} 个，失败 ${to.context.result!.failCount} 个`, { exact: false })).toBeVisible(),
  },
};

replayModel({
  machine: userTransferMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；这三条路径走过每一步，浏览器重放保持在一分钟内',
  start: () => '新的客户转移向导',
});
