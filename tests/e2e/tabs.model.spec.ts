import type { Page } from '@playwright/test';
import { activeUrl, currentEntry, type TabsContext } from '../../machines/tabs.context.ts';
import { tabsMachine, type TabsEvent } from '../../machines/tabs.machine.ts';
import { HOME_LINKS, tabsBrowserPaths, tabsPaths } from '../../machines/tabs.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import type { UiModel } from './modelUi.ts';

// The model's own paths of the tab strip, and those a person drives on a fresh shell in the browser.
const paths = tabsPaths();
const drivable = tabsBrowserPaths();
const WHY =
  '它们打开模型自己的页面（/page1…/page11、外部框架页）、从模型里恢复的十个标签开始，或带着偏好里固定的标签，而界面只从自己的存储、服务器的菜单和账号的偏好得到这些；浏览器里的路径（tabsBrowserPaths）从新打开的界面开始，由首页的链接打开标签';

interface World {
  page: Page;
}

const pressDisabled = async (page: Page, name: string) => {
  const control = page.getByRole('button', { name });
  await expect(control).toBeDisabled();
  await control.click({ force: true });
};

const tabOf = (page: Page, event: TabsEvent) => page.locator(`[role="tab"][data-tab-id="${(event as { tabId: string }).tabId}"]`);
async function fromTabMenu(page: Page, event: TabsEvent, item: string) {
  await tabOf(page, event).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}
const tabIn = (context: TabsContext, event: TabsEvent) => context.tabs.find((tab) => tab.id === (event as { tabId: string }).tabId)!;

/** The header and the menu are shown, or hidden by 最大化. */
async function seeView(page: Page, context: TabsContext) {
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible({ visible: !context.maximised });
  await expect(page.getByRole('button', { name: context.maximised ? '退出最大化' : '最大化' })).toBeVisible();
}

/** The strip shows the model's tabs in its order, the pinned ones marked. */
async function seeTabs(page: Page, context: TabsContext) {
  await expect(page.getByRole('tab')).toHaveText(context.tabs.map((tab) => currentEntry(tab).title));
  await expect(page.locator('[role="tab"][data-pinned]')).toHaveCount(context.tabs.filter((tab) => tab.pinned).length);
}

const ui: UiModel<TabsEvent, TabsContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    await standIn.signIn(page.context(), 'agent01');
    await page.goto('/homePage');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    return { page };
  },
  perform: {
    NAVIGATE: ({ world: { page }, event }) =>
      page.locator(`a[href="${HOME_LINKS.find((link) => link.url === (event as { url: string }).url)!.url}"]`).click(),
    HOME: ({ world: { page } }) => page.getByRole('button', { name: '首页' }).click(),
    REFRESH: ({ world: { page }, event }) =>
      'tabId' in event && event.tabId ? fromTabMenu(page, event, '重新加载此页') : page.getByRole('button', { name: '刷新页面' }).click(),
    BACK: ({ world: { page } }) => pressDisabled(page, '后退'),
    FORWARD: ({ world: { page } }) => pressDisabled(page, '前进'),
    CLOSE_ALL: ({ world: { page }, from }) => {
      const { tabs } = from!.context;
      if (tabs.some((tab) => !tab.pinned)) return page.getByRole('button', { name: '关闭全部标签' }).click();
      // Only pinned tabs: the strip's button has nothing to close and is disabled, while a tab's menu still
      // offers 关闭全部, which shows the home page as the machine says (docs/product.md#tabs).
      if (tabs.length > 0) return fromTabMenu(page, { type: 'ACTIVATE', tabId: tabs[0].id }, '关闭全部');
      return pressDisabled(page, '关闭全部标签');
    },
    MAXIMISE: async ({ world: { page }, from }) => {
      const button = page.getByRole('button', { name: '最大化', exact: true });
      // Maximised, the strip offers 退出最大化 in its place: a second 最大化 has nothing to press and changes nothing.
      if (from!.context.maximised) return expect(button).toHaveCount(0);
      await button.click();
    },
    UNMAXIMISE: ({ world: { page } }) => page.keyboard.press('Escape'),
    ACTIVATE: ({ world: { page }, event }) => tabOf(page, event).click(),
    async CLOSE({ world: { page }, event, from }) {
      if (!tabIn(from!.context, event).pinned) return tabOf(page, event).locator('[data-close-tab]').click();
      // A pinned tab has no close button, and its context menu offers 关闭 disabled.
      await expect(tabOf(page, event).locator('[data-close-tab]')).toHaveCount(0);
      await tabOf(page, event).click({ button: 'right' });
      await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toBeDisabled();
      await page.keyboard.press('Escape');
    },
    CLOSE_OTHERS: ({ world: { page }, event }) => fromTabMenu(page, event, '关闭其他'),
    PIN: ({ world: { page }, event }) => fromTabMenu(page, event, '固定'),
    UNPIN: ({ world: { page }, event }) => fromTabMenu(page, event, '取消固定'),
    async OPEN_WINDOW({ world: { page }, event, from }) {
      const opened = page.context().waitForEvent('page');
      await fromTabMenu(page, event, '在新窗口打开');
      const window = await opened;
      await expect(window).toHaveURL(new RegExp(`${currentEntry(tabIn(from!.context, event)).url.replace(/[?]/g, '\\?')}$`));
      await window.close();
    },
    async MOVE({ world: { page }, event, from }) {
      await tabOf(page, event).focus();
      const before = from!.context.tabs.findIndex((tab) => tab.id === (event as { tabId: string }).tabId);
      await page.keyboard.press((event as { to: number }).to < before ? 'Control+Shift+ArrowLeft' : 'Control+Shift+ArrowRight');
    },
    async END({ world: { page } }) {
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('dialog', { name: '确认要退出登录?' }).getByRole('button', { name: '是' }).click();
    },
  },
  see: {
    async home({ world: { page }, to }) {
      await expect(page).toHaveURL(/\/homePage$/);
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(0);
      await expect(page).toHaveTitle('首页 - 代理商后台');
      await seeTabs(page, to.context);
      await seeView(page, to.context);
    },
    async tab({ world: { page }, to }) {
      const active = to.context.tabs.find((tab) => tab.id === to.context.activeId)!;
      const title = currentEntry(active).title;
      await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`${activeUrl(to.context).replace(/[?]/g, '\\?')}$`));
      await expect(page).toHaveTitle(`${title} - 代理商后台`);
      await seeTabs(page, to.context);
      await seeView(page, to.context);
    },
    async ended({ world: { page } }) {
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('tab')).toHaveCount(0);
    },
  },
};

replayModel({ machine: tabsMachine, generated: paths, drivable, ui, whyNotAll: WHY, start: () => '首页', walk: { seed: 7, steps: 8 } });
