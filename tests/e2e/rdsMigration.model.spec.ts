import type { Page } from '@playwright/test';
import { rdsMigrationMachine, type RdsMigrationContext, type RdsMigrationEvent } from '../../machines/rdsMigration.machine.ts';
import { GOOD_PLAN, rdsMigrationPaths } from '../../machines/rdsMigration.model.ts';
import { stateValueWords } from '../../machines/testing/modelNames.ts';
import { nextNightPlan } from '../../src/rules/rdsMigration.ts';
import { expect } from './fixtures.ts';
import { pickDateTime } from './dateTimeField.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// A few of the model's paths on the 新建迁移 drawer of /rdsMoveUser: a refused precheck, a migration
// followed to done and a rolled-back one retried. The server's answers are the fixtures' (held and
// fulfilled), so nothing changes on the stand-in.
const paths = rdsMigrationPaths();
/** The planned time as the drawer shows it (China time). */
const timeOfDay = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, hour: '2-digit', minute: '2-digit' });
const fresh = rdsMigrationPaths({ restoring: false }).filter((path) => JSON.stringify(path.input) === '{}');
const ending = (path: (typeof paths)[number]) => {
  const last = path.steps.at(-1)!.event as { type: string; output?: { phase: string } };
  return `${last.type}${last.output ? `:${last.output.phase}` : ''}`;
};
const WANTED = ['xstate.error.actor.schedule', 'xstate.done.actor.watch:done', 'xstate.done.actor.retry:scheduled'];
const drivable = WANTED.map((end) => fresh.filter((path) => ending(path) === end).sort((a, b) => a.steps.length - b.steps.length)[0]);

const ENDPOINTS = { schedule: /\/api\/rds\/CreateMigration/, watch: /\/api\/rds\/Migration\?/, cancel: /\/api\/rds\/CancelMigration/, retry: /\/api\/rds\/RetryMigration/ };
type Actor = keyof typeof ENDPOINTS;

interface World {
  page: Page;
  calls: Record<Actor, HeldCalls>;
  /** From the model's night (planned by the runner's clock) to the same night by the stand-in's: whole days. */
  shift: number;
}

const drawer = (page: Page) => page.getByRole('dialog', { name: '新建迁移' });
const button = (page: Page, name: string) => drawer(page).getByRole('button', { name, exact: true });
const status = (text: string) => async ({ world }: { world: World }) => expect(drawer(world.page).getByRole('status', { name: '迁移状态' })).toHaveText(text);
const loading = (name: string, actor: Actor) => async ({ world }: { world: World }) => {
  await expect(button(world.page, name)).toHaveAttribute('data-loading', 'true');
  await expect.poll(() => world.calls[actor].inFlight).toBe(1);
};

const answers = Object.fromEntries(
  (Object.keys(ENDPOINTS) as Actor[]).flatMap((actor) => [
    [`xstate.done.actor.${actor}`, ({ world, event }: { world: World; event: RdsMigrationEvent }) => world.calls[actor].fail({ code: 200, msg: '', data: (event as unknown as { output: unknown }).output })],
    [`xstate.error.actor.${actor}`, ({ world, event }: { world: World; event: RdsMigrationEvent }) => world.calls[actor].fail(apiFailure(fixtureMessage(event)))],
  ]),
);

const ui: UiModel<RdsMigrationEvent, RdsMigrationContext, World> = {
  // The drawer opens anew on the list each path leaves.
  continuesOnPage: true,
  async arrange(page, standIn) {
    if (!page.url().endsWith('/rdsMoveUser')) {
      await standIn.signIn(page.context(), 'agent01');
      await page.goto('/rdsMoveUser');
    }
    await expect(page.getByRole('heading', { name: '数据库迁移', level: 3 })).toBeVisible({ timeout: 45_000 });
    if (await drawer(page).isVisible()) await button(page, '关闭').or(button(page, '取消')).first().click();
    await expect(drawer(page)).toBeHidden();
    const calls = {} as Record<Actor, HeldCalls>;
    for (const [actor, url] of Object.entries(ENDPOINTS) as Array<[Actor, RegExp]>) calls[actor] = await HeldCalls.on(page, url);
    await page.getByRole('button', { name: '新建', exact: true }).click();
    return { page, calls, shift: nextNightPlan(await standIn.now()) - GOOD_PLAN };
  },
  perform: {
    async SERVICE({ world }) {
      await drawer(world.page).getByLabel('客户').click();
      await world.page.getByRole('listbox').getByRole('option').first().click();
    },
    async INSTANCE({ world }) {
      await drawer(world.page).getByLabel('目标实例').click();
      await world.page.getByRole('listbox').getByRole('option').filter({ hasText: /^杭州 RDS 01/ }).click();
    },
    PLAN: ({ world, event }) => pickDateTime(drawer(world.page), world.page, '计划时间', (event as { value: number }).value + world.shift),
    SUBMIT: ({ world }) => button(world.page, '预检并计划').click(),
    CANCEL: ({ world }) => button(world.page, '取消任务').click(),
    RETRY: ({ world }) => button(world.page, '重试').click(),
    ...answers,
  },
  see: {
    async select({ world, to }) {
      await expect(button(world.page, '预检并计划')).toBeEnabled();
      if (to.context.error) await expect(drawer(world.page).getByRole('alert')).toHaveText(to.context.error);
    },
    prechecking: loading('预检并计划', 'schedule'),
    scheduled: status('等待计划时间开始迁移'),
    cancelling: loading('取消任务', 'cancel'),
    migrating: status('正在迁移数据'),
    verifying: status('数据迁移完成，正在校验'),
    failed: status('迁移失败，正在回滚'),
    rolledBack: status('已回滚，服务仍在原服务器运行'),
    retrying: loading('重试', 'retry'),
    done: status('迁移完成'),
    cancelled: status('任务已取消'),
  },
};

replayModel({
  machine: rdsMigrationMachine,
  generated: paths,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每条路径；浏览器走向导的每种结果各一条',
  start: () => '新建迁移抽屉',
  detail: (event) => {
    // The plan's time of day, not its date: a path's title must read the same in the runner and in its workers, and
    // the date of the next night's plan changes at 02:00 (a run crossing it lost the tests it had listed).
    if (event.type === 'PLAN' && event.value !== null) return timeOfDay(event.value);
    const answered = (event as unknown as { output?: { phase?: string } }).output?.phase;
    return answered ? stateValueWords(rdsMigrationMachine, answered) : undefined;
  },
});
