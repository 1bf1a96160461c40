import type { Page } from '@playwright/test';
import { registrationMachine, type RegistrationContext, type RegistrationEvent } from '../../machines/registration.machine.ts';
import { registrationPaths } from '../../machines/registration.model.ts';
import { SUBMIT_LOCK_MS } from '../../src/rules/registration.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, pressDisabled, type UiModel } from './modelUi.ts';

// The model's paths on /register. The code check and the registration are held and answered with the
// path's fixtures, so nothing is created; a valid press has the form filled in and the agreement ticked,
// an invalid one the agreement unticked. The draft keeps the form between paths (never the codes).
const paths = registrationPaths();
const CHECK_URL = /\/api\/account\/CheckRegisterValidCode/;
const REGISTER_URL = /\/api\/user\/UserRegisterTry/;
const trial = {
  customerNo: 'KH00010001',
  customerName: '杭州恒发贸易有限公司',
  productName: '云启CRM',
  versionName: '专业版',
  regionName: '华东二区（上海）',
  host: null,
  userCount: 10,
  trialDays: 30,
  expireAt: '2026-12-31T00:00:00',
  account: '13712340001',
  defaultPassword: true,
  loginUrl: 'https://crm.yqcloud.example',
};

interface World {
  page: Page;
  checkCalls: HeldCalls;
  registerCalls: HeldCalls;
}

const submit = (page: Page) => page.getByRole('button', { name: '提交注册' });
const agreement = (page: Page) => page.getByRole('checkbox', { name: /我已阅读并同意/ });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A fresh /register (a fresh machine) with a form that validates but for the agreement. */
async function openForm(page: Page) {
  let answer = '';
  const pictureServed = page.waitForResponse((response) => response.url().includes('/GetRegisterGphValidateCode'));
  await page.goto('/register?AgentNumber=A10001');
  answer = ((await (await pictureServed).json()) as { data: { item2: string } }).data.item2;
  if ((await page.getByLabel('客户名称').inputValue()) === '') {
    await page.getByLabel('客户名称').fill(trial.customerName);
    await choose(page, '产品', trial.productName);
    await choose(page, '版本', trial.versionName);
    await choose(page, '服务器区域', trial.regionName);
    await page.getByLabel('手机号').fill(trial.account);
  }
  await page.getByLabel('图形验证码').fill(answer);
  await page.getByLabel('手机验证码').fill('123456');
  await agreement(page).setChecked(false);
}

async function seeForm(world: World, context: RegistrationContext, locked: boolean) {
  if (locked) await expect(submit(world.page)).toBeDisabled();
  else await expect(submit(world.page)).toBeEnabled();
  await expect(submit(world.page)).not.toHaveAttribute('data-loading');
  if (context.error) await expect(world.page.getByText(context.error, { exact: true })).toBeVisible();
}

async function seeSending(world: World) {
  await expect(submit(world.page)).toHaveAttribute('data-loading', 'true');
  await expect.poll(() => world.checkCalls.inFlight).toBe(1);
}

const ui: UiModel<RegistrationEvent, RegistrationContext, World> = {
  async arrange(page) {
    const world = { page, checkCalls: await HeldCalls.on(page, CHECK_URL), registerCalls: await HeldCalls.on(page, REGISTER_URL) };
    await openForm(page);
    return world;
  },
  perform: {
    async SUBMIT({ world, event, from }) {
      // After registering there is no form left to submit.
      if (from!.value === 'registered') return expect(submit(world.page)).toHaveCount(0);
      const valid = (event as { request: unknown }).request !== null;
      await agreement(world.page).setChecked(valid);
      // Locked, or loading while the request is out: the press goes nowhere.
      const { lock, request } = (from!.value as { filling: { lock: string; request: string } }).filling;
      if (lock === 'locked' || request === 'sending') await pressDisabled(submit(world.page), world.checkCalls);
      else await submit(world.page).click();
    },
    BACK_TO_LOGIN: ({ world }) => world.page.getByRole('button', { name: '返回登录' }).click(),
    async 'xstate.done.actor.registerTrial'({ world }) {
      await world.checkCalls.fail({ code: 200, msg: '', data: true });
      await world.registerCalls.fail({ code: 200, msg: '', data: trial });
    },
    'xstate.error.actor.registerTrial': ({ world, event }) => world.checkCalls.fail(apiFailure(fixtureMessage(event))),
    async 'xstate.after.submitLock.registration.filling.lock.locked'({ world, from }) {
      // While the request is in flight the button shows it loading: the lock ends unseen.
      if ((from!.value as { filling: { request: string } }).filling.request === 'sending') await world.page.waitForTimeout(SUBMIT_LOCK_MS);
      else await expect(submit(world.page)).toBeEnabled({ timeout: SUBMIT_LOCK_MS + 1000 });
    },
  },
  see: {
    async 'filling.lock.open,request.idle'({ world, to }) {
      await seeForm(world, to.context, false);
    },
    async 'filling.lock.locked,request.idle'({ world, event, to }) {
      await seeForm(world, to.context, true);
      if (event.type === 'SUBMIT' && !(event as { request: unknown }).request) {
        await expect(world.page.getByText('请阅读并同意用户协议及隐私政策')).toBeVisible();
      }
    },
    async 'filling.lock.locked,request.sending'({ world }) {
      await seeSending(world);
    },
    async 'filling.lock.open,request.sending'({ world }) {
      await seeSending(world);
    },
    async registered({ world }) {
      await expect(world.page.getByRole('heading', { name: '注册成功' })).toBeVisible();
      await expect(world.page.getByRole('table', { name: '开通信息' }).getByRole('cell', { name: trial.customerNo })).toBeVisible();
    },
    // 返回登录 leaves the page whatever the form's state: the login page is what the user then sees.
    left: ({ world }) => expect(world.page).toHaveURL(/\/login$/),
  },
};


// Every generated path is drivable.
replayModel({ machine: registrationMachine, generated: paths, drivable: paths, ui, start: () => '试用注册页', detail: (event) => (event.type === 'SUBMIT' ? (event.request ? '表单有效' : '表单有误') : undefined) });
