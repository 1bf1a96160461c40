import type { Page } from '@playwright/test';
import { sendSmsMachine, type SendCheck, type SendResult, type SendSmsContext, type SendSmsEvent } from '../../machines/sendSms.machine.ts';
import { sendSmsPaths } from '../../machines/sendSms.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// Four of the model's paths on /sendSms, which together enter every state the page shows: a refused
// check tried again, a check beyond what remains tried again, a failed send taken back and checked
// again, a send to the end and another batch. The check's and the send's answers are the fixtures'
// (held and fulfilled), so nothing is sent. The form always holds the fixtures' numbers (two, one of them twice).
const paths = sendSmsPaths();
const CHECK_DONE = 'xstate.done.actor.0.sendSms.checking';
const SEND_DONE = 'xstate.done.actor.0.sendSms.sending';

const eventLabel = (event: SendSmsEvent) => {
  const { type, output } = event as unknown as { type: string; output?: SendCheck };
  if (type === CHECK_DONE) return output!.valid.length === 0 ? 'check:empty' : output!.cost > output!.remaining ? 'check:short' : 'check:good';
  return type.replace(/^xstate\.(done|error)\.actor\.0\.sendSms\.(checking|sending)$/, (_, kind: string, state: string) => `${state === 'checking' ? 'check' : 'send'}:${kind}`);
};
const WANTED = ['CHECK,check:error,CHECK', 'CHECK,check:short,CHECK', 'CHECK,check:good,SEND,send:error,BACK,CHECK', 'CHECK,check:good,SEND,send:done,AGAIN'];
const drivable = paths.filter((path) => WANTED.includes(path.steps.slice(1).map((step) => eventLabel(step.event)).join(',')));

const OVERVIEW_URL = /\/api\/sms\/Overview/;
const SEND_URL = /\/api\/sms\/Send$/;
const ok = (data: unknown) => ({ code: 200, msg: '', data });

interface World {
  page: Page;
  checkCalls: HeldCalls;
  sendCalls: HeldCalls;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const confirmBox = (page: Page) => page.getByRole('alert').filter({ hasText: '有效号码' });

async function seeError(page: Page, context: SendSmsContext) {
  if (context.error) await expect(page.getByRole('alert').filter({ hasText: context.error }).first()).toBeVisible();
}

/** The batch every path sends: an approved signature, its text, and the fixtures' numbers. */
async function fillBatch(page: Page) {
  await page.getByRole('textbox', { name: '签名', exact: true }).click({ timeout: 45_000 });
  await page.getByRole('option', { name: '云启科技' }).click();
  await page.getByLabel('短信内容').fill('明天上午十点开会，请准时参加。');
  await page.getByLabel('接收号码').fill('13800000001\n13800000002\n13800000001');
}

const ui: UiModel<SendSmsEvent, SendSmsContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const world = { page, checkCalls: await HeldCalls.on(page, OVERVIEW_URL), sendCalls: await HeldCalls.on(page, SEND_URL) };
    await openInPortal(page, '/sendSms');
    await fillBatch(page);
    // The page asks what remains when it opens, for the count shown as the form is typed.
    await world.checkCalls.fail(ok({ remaining: 100 }));
    await expect(page.getByLabel('计费预估')).toHaveText('有效号码 2 个（重复 1 个，无效 0 个），每条 1 条，共计费 2 条；当前剩余 100 条');
    return world;
  },
  perform: {
    CHECK: ({ world: { page }, from }) => button(page, from!.value === 'insufficient' ? '重新检查' : '发送').click(),
    SEND: ({ world: { page } }) => button(page, '确认发送').click(),
    BACK: ({ world: { page } }) => button(page, '返回修改').click(),
    async AGAIN({ world: { page } }) {
      // Another batch starts from an empty form, which the user fills in again.
      await button(page, '再发一批').click();
      await expect(page.getByLabel('接收号码')).toHaveValue('');
      await fillBatch(page);
    },
    [CHECK_DONE]: ({ world, event }) => world.checkCalls.fail(ok({ remaining: (event as unknown as { output: SendCheck }).output.remaining })),
    'xstate.error.actor.0.sendSms.checking': ({ world, event }) => world.checkCalls.fail(apiFailure(fixtureMessage(event))),
    [SEND_DONE]: ({ world, event }) => world.sendCalls.fail(ok({ batchNo: 'FS000001', results: (event as unknown as { output: SendResult[] }).output, remaining: 98 })),
    'xstate.error.actor.0.sendSms.sending': ({ world, event }) => world.sendCalls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async composing({ world: { page }, to }) {
      await expect(button(page, '发送')).toBeEnabled();
      await expect(page.getByLabel('接收号码')).toBeEnabled();
      await seeError(page, to.context);
    },
    async checking({ world }) {
      await expect(button(world.page, '发送')).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.checkCalls.inFlight).toBe(1);
    },
    async confirming({ world: { page }, to }) {
      await expect(confirmBox(page).getByText(`有效号码 ${to.context.check!.valid.length} 个，每条 1 条，共计费 ${to.context.check!.cost} 条；当前剩余 100 条`)).toBeVisible();
      await expect(confirmBox(page).getByText('已去除重复号码 1 个')).toBeVisible();
      await expect(button(page, '确认发送')).toBeEnabled();
      await expect(page.getByLabel('接收号码')).toBeDisabled();
      await seeError(page, to.context);
    },
    async insufficient({ world: { page } }) {
      await expect(page.getByRole('alert').filter({ hasText: '当前剩余 1 条' }).getByText('短信余量不足，请先购买短信')).toBeVisible();
      await expect(button(page, '去购买')).toBeVisible();
    },
    async sending({ world }) {
      await expect(button(world.page, '确认发送')).toHaveAttribute('data-loading', 'true');
      await expect(button(world.page, '返回修改')).toBeDisabled();
      await expect.poll(() => world.sendCalls.inFlight).toBe(1);
    },
    async sent({ world: { page }, to }) {
      const results = page.getByLabel('发送结果');
      await expect(results.getByText('已提交发送，批次号 FS000001')).toBeVisible();
      await expect(results.getByRole('row')).toHaveCount(to.context.results.length + 1);
    },
  },
};

replayModel({
  machine: sendSmsMachine,
  generated: paths,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每条路径；这四条走过页面的每个状态，检查结果为空是表单自己的号码问题，由 sms.spec.ts 检查',
  start: () => '发送短信页',
  detail: (event) => ({ 'check:empty': '没有有效号码', 'check:short': '余量不足', 'check:good': '余量足够' })[eventLabel(event)],
});
