import type { Page } from '@playwright/test';
import { loginMachine, pictureShown, type LoginContext, type LoginEvent } from '../../machines/login.machine.ts';
import { loginFormErrors, type FieldErrors, type LoginField } from '../../src/rules/login.ts';
import { loginInputs, loginPaths } from '../../machines/login.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// The model's own paths of the login form.
const paths = loginPaths();

/**
 * Driven: a fresh page, the form sent as typed (empty, without the agreement, complete) and the
 * server's answers (a token, wrong password, busy, slider demanded), and typing into a flagged field.
 * Left out, and why: the weak-password prompt and password dialog have their own replays
 * (weakPassword); the slider's pass and the phone code's send are the slider's and phoneCode's own
 * replays; a page starting with three counted failures would mean writing the browser's cookie.
 */
const DRIVEN_EVENTS = new Set(['SUBMIT', 'FIELD_EDITED', 'xstate.done.actor.0.login.submitting', 'xstate.error.actor.0.login.submitting']);
const weakAnswer = (event: LoginEvent) => JSON.stringify(event).includes('samleLoginNum');
const candidates = paths.filter(
  (path) =>
    path.input === loginInputs.fresh &&
    path.steps.length <= 3 &&
    path.steps.slice(1).every((step) => DRIVEN_EVENTS.has(step.event.type) && !weakAnswer(step.event)),
);
const WHY =
  '它们经过弱密码提示、滑块通过或发送手机验证码（各由自己的状态机重放）、从浏览器 cookie 里已记下三次失败开始、' +
  '重复页面分辨不出的路径（没显示图形码时输入的图形码），或失败后再次提交（为整套测试的时间省去）';

interface World {
  page: Page;
  standIn: StandIn;
  signInCalls: HeldCalls;
  /** What the replay has typed into each field. */
  typed: Record<TypedField, string>;
  /**
   * Messages the model still holds that the page has dropped: typing into a flagged field clears its
   * message (FIELD_EDITED), and a SUBMIT that types a new form into flagged fields does that on the way.
   */
  cleared: FieldErrors;
}

const TYPED_FIELDS = ['account', 'password', 'authorCode'] as const;
type TypedField = (typeof TYPED_FIELDS)[number];
const FIELD_LABELS: Record<TypedField, string> = { account: '账号', password: '密码', authorCode: '手机验证码' };

async function typeField(world: World, field: TypedField, value: string, shown: FieldErrors) {
  if (world.typed[field] !== value && shown[field]) world.cleared[field] = shown[field];
  await world.page.getByLabel(FIELD_LABELS[field], { exact: true }).fill(value);
  world.typed[field] = value;
}

/** The messages the page shows in a state: the model's, less those typing has cleared. */
const shownErrors = (world: World, context: LoginContext) =>
  Object.entries(context.fieldErrors).filter(([field, message]) => !!message && world.cleared[field as LoginField] !== message);

/** A message the model has set anew (a refused form, a server's answer) is on show again. */
function forgetCleared(world: World, from: LoginContext, to: LoginContext, refusedForm: boolean) {
  if (refusedForm) world.cleared = {};
  for (const field of Object.keys(to.fieldErrors) as LoginField[]) if (to.fieldErrors[field] !== from.fieldErrors[field]) delete world.cleared[field];
}

const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });
type Submit = Extract<LoginEvent, { type: 'SUBMIT' }>;

async function validToken(world: World): Promise<string> {
  const answer = await world.page.request.post(`${world.standIn.url}/api/__dev/session`, { data: { account: 'agent01' } });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const ui: UiModel<LoginEvent, LoginContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    const signInCalls = await HeldCalls.on(page, /\/api\/Auth\/Login$/i);
    await page.goto('/login');
    return { page, standIn, signInCalls, typed: { account: '', password: '', authorCode: '' }, cleared: {} };
  },
  perform: {
    async SUBMIT({ world, event, from, to }) {
      const { form, agreed, pictureAnswer } = event as Submit;
      const shown = Object.fromEntries(shownErrors(world, from!.context));
      for (const field of TYPED_FIELDS) await typeField(world, field, form[field], shown);
      await world.page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).setChecked(agreed);
      await loginButton(world.page).click();
      const refused = Object.keys(loginFormErrors(form, pictureShown(from!.context) ? (pictureAnswer ?? '') : null)).length > 0;
      forgetCleared(world, from!.context, to.context, refused);
    },
    FIELD_EDITED: ({ world }) => typeField(world, 'password', 'Agent@2026x', {}),
    // The server's answer is the fixture's: a token the stand-in knows, or its refusal.
    'xstate.done.actor.0.login.submitting': async ({ world }) => world.signInCalls.fail({ code: 200, msg: '', data: { token: await validToken(world) } }),
    async 'xstate.error.actor.0.login.submitting'({ world, event, from, to }) {
      await world.signInCalls.fail(apiFailure(fixtureMessage(event)));
      forgetCleared(world, from!.context, to.context, false);
    },
  },
  see: {
    async editing({ world, to, event, from }) {
      const { page } = world;
      await expect(loginButton(page)).toBeVisible();
      await expect(loginButton(page)).not.toHaveAttribute('data-loading', 'true');
      const shown = shownErrors(world, to.context);
      for (const [, message] of shown) await expect(page.getByText(message!, { exact: true }).first()).toBeVisible();
      if (from && event.type === 'SUBMIT' && !(event as Submit).agreed && shown.length === 0) {
        await expect(page.getByText('请阅读并同意用户协议及隐私政策')).toBeVisible();
      }
      if (to.context.sliderRequired) await expect(page.getByRole('group', { name: '滑动验证' })).toBeVisible();
      if ((event.type as string) === 'xstate.error.actor.0.login.submitting' && fixtureMessage(event) === '系统繁忙') await expect(page.getByText('系统繁忙')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    },
    async submitting({ world }) {
      await expect(loginButton(world.page)).toHaveAttribute('data-loading', 'true');
      await expect.poll(() => world.signInCalls.inFlight).toBe(1);
    },
    async succeeded({ world: { page } }) {
      await expect(page).toHaveURL(/\/homePage$/);
      await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    },
  },
};

/** What tells an event from its siblings: how the form was filled, what the server said. */
function described(event: LoginEvent): string | undefined {
  if (event.type === 'SUBMIT') {
    const { form, agreed } = event as Submit;
    return form.account === '' ? '空表单' : !agreed ? '未勾选协议' : form.pictureCode === 'zzzz' ? '完整，图形码zzzz' : '完整';
  }
  if ((event.type as string) === 'xstate.error.actor.0.login.submitting') return fixtureMessage(event);
  if (event.type === 'FIELD_EDITED') return { account: '账号', password: '密码', authorCode: '手机验证码', pictureCode: '图形验证码' }[event.field];
  return undefined;
}

// With no picture shown the page sends the same form whatever picture code the event carries: one path each.
const sameOnPage = (path: (typeof paths)[number]) => path.steps.slice(1).map((step) => `${step.event.type}(${described(step.event)?.replace('，图形码zzzz', '')})`).join(' ');
const drivable = candidates.filter((path, index) => candidates.findIndex((other) => sameOnPage(other) === sameOnPage(path)) === index);

replayModel({ machine: loginMachine, generated: paths, drivable, ui, whyNotAll: WHY, start: () => '登录页', detail: described });
