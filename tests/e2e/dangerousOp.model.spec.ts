import type { Page } from '@playwright/test';
import { dangerousOpMachine, type DangerousOpContext, type DangerousOpEvent } from '../../machines/dangerousOp.machine.ts';
import { OBJECT_NAME, WRONG_NAME, dangerousOpPaths } from '../../machines/dangerousOp.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// The model's paths on the real dialog: 注销 of the first idle account of agent01. The server's answers
// are the fixtures' (held and fulfilled), so the replays change nothing and share one page.
const paths = dangerousOpPaths();
const SEND_URL = /\/api\/safety\/SendOperationCode/;
const EXECUTE_URL = /\/api\/user\/CloseBlankUser/;
const ok = { code: 200, msg: '', data: true };

interface World {
  page: Page;
  /** The first row's customer: what the model calls OBJECT_NAME. */
  realName: string;
  sendCalls: HeldCalls;
  executeCalls: HeldCalls;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: '注销空户' });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const nameBox = (page: Page) => dialog(page).getByLabel('确认客户名称');
const codeBox = (page: Page) => dialog(page).getByLabel('手机验证码');
/** The model's names stand for the real customer's. */
const typed = (world: World, value: string) => (value === OBJECT_NAME ? world.realName : value === WRONG_NAME ? world.realName.slice(0, -2) : value);

/** The step's own messages: the name step shows the name's, the code step the code's and the last failure's. */
async function seeErrors(world: World, ...texts: Array<string | null>) {
  for (const text of texts) {
    if (text) await expect(dialog(world.page).getByText(text, { exact: true }).first()).toBeVisible();
  }
}

const ui: UiModel<DangerousOpEvent, DangerousOpContext, World> = {
  continuesOnPage: true,
  async arrange(page, standIn) {
    if (!page.url().endsWith('/userBlankManage')) {
      await standIn.signIn(page.context(), 'agent01');
      await page.goto('/userBlankManage');
    }
    await expect(page.getByRole('heading', { name: '空白用户管理', level: 3 })).toBeVisible({ timeout: 45_000 });
    // The previous path's dialog, whatever step it ended on.
    if (await dialog(page).isVisible()) await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const world = { page, realName: '', sendCalls: await HeldCalls.on(page, SEND_URL), executeCalls: await HeldCalls.on(page, EXECUTE_URL) };
    world.realName = (await page.locator('tbody td[data-field="userName"]').first().textContent())!.trim();
    await page.getByRole('button', { name: '注销', exact: true }).first().click();
    return world;
  },
  perform: {
    NAME: ({ world, event }) => nameBox(world.page).fill(typed(world, (event as { value: string }).value)),
    CONFIRM: ({ world }) => button(world.page, '下一步').click(),
    CODE: ({ world, event }) => codeBox(world.page).fill((event as { value: string }).value),
    SEND_CODE: ({ world }) => button(world.page, '获取验证码').click(),
    SUBMIT: ({ world }) => button(world.page, '确定').click(),
    BACK: ({ world }) => button(world.page, '上一步').click(),
    RETRY: ({ world }) => button(world.page, '重试').click(),
    'xstate.done.actor.sendCode': ({ world }) => world.sendCalls.fail(ok),
    'xstate.error.actor.sendCode': ({ world, event }) => world.sendCalls.fail(apiFailure(fixtureMessage(event))),
    'xstate.done.actor.execute': ({ world }) => world.executeCalls.fail(ok),
    'xstate.error.actor.execute': ({ world, event }) => world.executeCalls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async confirmName({ world, to }) {
      await expect(nameBox(world.page)).toHaveValue(typed(world, to.context.typedName));
      await seeErrors(world, to.context.nameError);
    },
    async 'phoneCode.waiting'({ world, to }) {
      await expect(codeBox(world.page)).toHaveValue(to.context.code);
      await expect(button(world.page, '确定')).toBeEnabled();
      await seeErrors(world, to.context.codeError, to.context.error);
    },
    async 'phoneCode.sending'({ world }) {
      await expect(button(world.page, '发送中')).toBeDisabled();
      await expect.poll(() => world.sendCalls.inFlight).toBe(1);
    },
    async executing({ world }) {
      await expect(button(world.page, '确定')).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.executeCalls.inFlight).toBe(1);
    },
    async failed({ world, to }) {
      await expect(button(world.page, '重试')).toBeVisible();
      await seeErrors(world, to.context.codeError, to.context.error);
    },
    async done({ world }) {
      await expect(dialog(world.page).getByText('操作已完成')).toBeVisible();
    },
  },
};

replayModel({ machine: dangerousOpMachine, generated: paths, drivable: paths, ui, start: () => '空白用户管理的注销对话框' });
