import type { Page } from '@playwright/test';
import { wechatLoginMachine, type WechatLoginContext, type WechatLoginEvent } from '../../machines/wechatLogin.machine.ts';
import { wechatInputs, wechatLoginPaths } from '../../machines/wechatLogin.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import type { UiModel } from './modelUi.ts';

// The model's own paths of WeChat QR login on the login page.
const paths = wechatLoginPaths();

// The page opened plainly, and a redirect whose state the page never issued, are opened as such. A redirect
// carrying the state the page issued only comes from a scan through the stand-in's phone page; those paths
// are left to login.spec's two QR sign-ins (bound and unbound).
const drivable = paths.filter((path) => path.input !== wechatInputs.redirected);
const WHY = '它们从带着页面发出的 state 的回跳开始，只有在模拟服务的手机页上扫码才有（login.spec 用扫码登录，已绑定和未绑定）';

interface World {
  page: Page;
  forged: boolean;
}

const accountField = (page: Page) => page.getByLabel('账号', { exact: true });
const qrFrame = (page: Page) => page.locator('iframe[title="微信扫码登录"]');

const ui: UiModel<WechatLoginEvent, WechatLoginContext, World> = {
  async arrange(page, standIn, input) {
    await standIn.reset();
    const forged = input === wechatInputs.forged;
    await page.goto(forged ? '/wxLogin?code=c&state=forged' : '/login');
    return { page, forged };
  },
  perform: {
    SHOW_QR: ({ world: { page } }) => page.getByText('微信扫码登录', { exact: true }).click(),
    SHOW_ACCOUNT_FORM: ({ world: { page } }) => page.getByText('账号登录', { exact: true }).click(),
  },
  see: {
    async accountForm({ world: { page, forged }, from }) {
      await expect(accountField(page)).toBeVisible();
      await expect(qrFrame(page)).toHaveCount(0);
      // A forged redirect is refused when the page opens, and says so.
      if (forged && from === null) await expect(page.getByText('登录状态校验失败，请重新扫码')).toBeVisible();
      await expect(page).toHaveURL(/\/(login|wxLogin)/);
    },
    async qrShown({ world: { page } }) {
      await expect(qrFrame(page)).toBeVisible();
      await expect(page.frameLocator('iframe[title="微信扫码登录"]').getByRole('img', { name: '登录二维码' })).toBeVisible();
      await expect(accountField(page)).toHaveCount(0);
    },
  },
};

const startsFrom = (input: unknown) => (input === wechatInputs.forged ? '伪造的回跳' : '登录页');

replayModel({ machine: wechatLoginMachine, generated: paths, drivable, ui, whyNotAll: WHY, start: startsFrom });
