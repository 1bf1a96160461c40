import type { Page } from '@playwright/test';
import { loginPictureCodeMachine, type PictureCodeContext, type PictureCodeEvent } from '../../machines/loginPictureCode.machine.ts';
import { loginPictureCodePaths } from '../../machines/loginPictureCode.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// The model's own paths of the picture code on the login page.
const paths = loginPictureCodePaths();

interface World {
  page: Page;
  pictureCalls: HeldCalls;
}

const field = (page: Page) => page.getByLabel('图形验证码', { exact: true });
const pictureButton = (page: Page) => page.getByRole('button', { name: '看不清，换一张' });

const ui: UiModel<PictureCodeEvent, PictureCodeContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    const pictureCalls = await HeldCalls.on(page, /\/api\/auth\/GetGphValidateCode/i);
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('agent01');
    await page.getByLabel('密码', { exact: true }).fill('Wrong@2026');
    await page.getByLabel('手机验证码').fill('000000');
    await page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).check();
    return { page, pictureCalls };
  },
  perform: {
    // The picture comes up after the third failed sign-in on this page.
    async SHOW({ world: { page } }) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await expect(page.getByText('账号、密码或验证码错误')).toBeVisible();
        if (attempt < 2) await page.getByLabel('密码', { exact: true }).fill('Wrong@2026');
      }
    },
    'xstate.done.actor.0.loginPictureCode.loading': ({ world }) => world.pictureCalls.pass(),
    'xstate.error.actor.0.loginPictureCode.loading': ({ world, event }) => world.pictureCalls.fail(apiFailure(fixtureMessage(event))),
    REFRESH: ({ world: { page } }) => pictureButton(page).click(),
  },
  see: {
    async idle({ world: { page } }) {
      await expect(field(page)).toHaveCount(0);
    },
    async loading({ world, to }) {
      await expect(field(world.page)).toBeVisible();
      // The picture button rests while a picture loads; the first load says so.
      await expect(pictureButton(world.page)).toBeDisabled();
      if (!to.context.picture && !to.context.error) await expect(pictureButton(world.page)).toContainText('加载中…');
      await expect.poll(() => world.pictureCalls.inFlight).toBe(1);
    },
    async shown({ world: { page } }) {
      await expect(page.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
      await expect(pictureButton(page)).toBeEnabled();
    },
    async failed({ world: { page }, to }) {
      await expect(pictureButton(page)).toContainText(to.context.error ?? '');
      await expect(page.getByRole('img', { name: '图形验证码图片' })).toHaveCount(0);
    },
  },
};

// Every generated path is drivable: three failed sign-ins bring the picture; its call is held and answered.
replayModel({ machine: loginPictureCodeMachine, generated: paths, drivable: paths, ui, start: () => '登录页' });
