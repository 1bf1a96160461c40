import type { Page } from '@playwright/test';
import { activeUrl, currentEntry, type TabsContext } from '../../machines/tabs.context.ts';
import { tabsMachine, type TabsEvent } from '../../machines/tabs.machine.ts';
import { tabsInputs, tabsPaths } from '../../machines/tabs.model.ts';
import { expect, test } from './fixtures.ts';
import { announceModel, replayOnOnePage, type UiModel } from './modelUi.ts';

// The model's own paths of the tab strip.
const paths = tabsPaths();

/**
 * Driven: the paths from a fresh shell on the home page whose event a person can cause there — a
 * notice link on the home page (NAVIGATE), 首页, 刷新页面, the disabled 后退/前进/关闭全部标签, and logging
 * out (END). The model's other pages (/page1…/page11, a foreign frame) and its ten restored tabs exist
 * only in the model: the shell restores tabs from its own storage and opens pages from the server's menu.
 */
const DRIVEN: Record<string, (event: TabsEvent) => boolean> = {
  NAVIGATE: (event) => (event as { url: string; tabId?: string }).url === '/noticeDetail?id=1' && !(event as { tabId?: string }).tabId,
  HOME: () => true,
  REFRESH: () => true,
  BACK: () => true,
  FORWARD: () => true,
  CLOSE_ALL: () => true,
  END: () => true,
};
const drivable = paths.filter((path) => path.input === tabsInputs.fresh && path.steps.slice(1).every((step) => DRIVEN[step.event.type]?.(step.event)));
const WHY = "they open the model's own pages (/page1…/page11, a foreign frame) or start from its ten restored tabs, which the shell only gets from its own storage and the server's menu";

interface World {
  page: Page;
}

const pressDisabled = async (page: Page, name: string) => {
  const control = page.getByRole('button', { name });
  await expect(control).toBeDisabled();
  await control.click({ force: true });
};

const ui: UiModel<TabsEvent, TabsContext, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    await standIn.signIn(page.context(), 'agent01');
    await page.goto('/homePage');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    return { page };
  },
  perform: {
    NAVIGATE: ({ world: { page } }) => page.locator('a[href="/noticeDetail?id=1"]').click(),
    HOME: ({ world: { page } }) => page.getByRole('button', { name: '首页' }).click(),
    REFRESH: ({ world: { page } }) => page.getByRole('button', { name: '刷新页面' }).click(),
    BACK: ({ world: { page } }) => pressDisabled(page, '后退'),
    FORWARD: ({ world: { page } }) => pressDisabled(page, '前进'),
    CLOSE_ALL: ({ world: { page } }) => pressDisabled(page, '关闭全部标签'),
    async END({ world: { page } }) {
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('dialog', { name: '确认要退出登录?' }).getByRole('button', { name: '是' }).click();
    },
  },
  see: {
    async home({ world: { page } }) {
      await expect(page).toHaveURL(/\/homePage$/);
      await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(0);
      await expect(page).toHaveTitle('首页 - 代理商后台');
    },
    async tab({ world: { page }, to }) {
      const active = to.context.tabs.find((tab) => tab.id === to.context.activeId)!;
      const title = currentEntry(active).title;
      await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`${activeUrl(to.context).replace(/[?]/g, '\\?')}$`));
      await expect(page).toHaveTitle(`${title} - 代理商后台`);
    },
    async ended({ world: { page } }) {
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('tab')).toHaveCount(0);
    },
  },
};

test.describe('tabs model paths in the browser @model', () => {
  announceModel('tabs', tabsMachine, paths, drivable, ui, WHY);
  replayOnOnePage('tabs', tabsMachine, drivable, ui, () => '首页');
});
