import type { Page } from '@playwright/test';
import { knobOffset, sliderMachine, type SliderContext, type SliderEvent } from '../../machines/slider.machine.ts';
import { sliderPaths } from '../../machines/slider.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, type UiModel } from './modelUi.ts';

// The model's own paths of the slide challenge on the login page.
const paths = sliderPaths();

interface World {
  page: Page;
  sessionCalls: HeldCalls;
  verifyCalls: HeldCalls;
}

const knob = (page: Page) => page.getByRole('slider', { name: '拖动滑块完成验证' });
const hint = (page: Page, text: string) => page.getByRole('group', { name: '滑动验证' }).getByText(text, { exact: true });

/** Three wrong passwords make agent01's next sign-in ask for the slider; one more try brings it up. */
async function bringUpSlider(page: Page, standIn: StandIn) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.request.post(`${standIn.url}/api/Auth/Login`, { data: { Username: 'agent01', password: 'Wrong@2026', accountType: 2, authorCode: '000000' } });
  }
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill('agent01');
  await page.getByLabel('密码', { exact: true }).fill('Agent@2026');
  await page.getByLabel('手机验证码').fill('000000');
  await page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('group', { name: '滑动验证' })).toBeVisible();
}

const percentOf = (context: SliderContext) => String(Math.round((knobOffset(context) / 260) * 100));

const ui: UiModel<SliderEvent, SliderContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    const sessionCalls = await HeldCalls.on(page, /\/api\/hosted\/captcha\/session/);
    const verifyCalls = await HeldCalls.on(page, /\/api\/hosted\/captcha\/verify/);
    await bringUpSlider(page, standIn);
    return { page, sessionCalls, verifyCalls };
  },
  perform: {
    'xstate.done.actor.0.slider.starting': ({ world }) => world.sessionCalls.pass(),
    // The fixture's message is the one for a network that does not answer.
    'xstate.error.actor.0.slider.starting': ({ world }) => world.sessionCalls.abort(),
    async DRAG_START({ world: { page } }) {
      const box = (await knob(page).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
    },
    async DRAG_MOVE({ world: { page } }) {
      const box = (await knob(page).boundingBox())!;
      // Past the end of the track: the knob stops at the end.
      await page.mouse.move(box.x + box.width / 2 + 500, box.y + box.height / 2, { steps: 5 });
    },
    DRAG_END: ({ world: { page } }) => page.mouse.up(),
    // The provider's verdict on the drag is the fixture's: a pass, or its refusal.
    'xstate.done.actor.0.slider.verifying': ({ world }) => world.verifyCalls.fail({ code: 200, msg: '', data: { sessionId: 's', sig: 'g', token: 't' } }),
    'xstate.error.actor.0.slider.verifying': ({ world, event }) => world.verifyCalls.fail(apiFailure(fixtureMessage(event))),
    REFRESH: ({ world: { page } }) => page.getByRole('group', { name: '滑动验证' }).getByRole('button', { name: '刷新' }).click(),
  },
  see: {
    async starting({ world }) {
      await expect(hint(world.page, '加载中…')).toBeVisible();
      await expect(knob(world.page)).toHaveAttribute('aria-disabled', 'true');
      await expect.poll(() => world.sessionCalls.inFlight).toBe(1);
    },
    async ready({ world: { page } }) {
      await expect(hint(page, '请按住滑块，拖动到最右边')).toBeVisible();
      await expect(knob(page)).toHaveAttribute('aria-disabled', 'false');
      await expect(knob(page)).toHaveAttribute('aria-valuenow', '0');
    },
    async dragging({ world: { page }, to }) {
      await expect(knob(page)).toHaveAttribute('aria-valuenow', percentOf(to.context));
      await expect(hint(page, '请按住滑块，拖动到最右边')).toBeVisible();
    },
    async verifying({ world }) {
      await expect(hint(world.page, '验证中…')).toBeVisible();
      await expect.poll(() => world.verifyCalls.inFlight).toBe(1);
    },
    async passed({ world: { page } }) {
      await expect(hint(page, '验证通过')).toBeVisible();
      await expect(knob(page)).toHaveAttribute('aria-valuenow', '100');
    },
    async failed({ world: { page }, to }) {
      await expect(page.getByRole('alert').filter({ hasText: to.context.error ?? '' })).toBeVisible();
      await expect(page.getByRole('group', { name: '滑动验证' }).getByRole('button', { name: '刷新' })).toBeVisible();
    },
  },
};

// Every generated path is drivable: the pointer drags the knob; the provider's calls are held and answered.
replayModel({ machine: sliderMachine, generated: paths, drivable: paths, ui, start: () => '登录页' });
