import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoleGrants, RoleOption } from '../../src/contracts/staff.ts';
import { expect, test } from './fixtures.ts';
import { keptMemoryKeys, keptSession } from './keptSession.ts';
import { launchProfile } from './persistentBrowser.ts';
import { menu, open, tab } from './shellTabs.ts';

// A session that comes back whole (docs/product.md#tabs) and rights that follow an open portal
// (docs/product.md#roles-and-scope), in one browser profile of staff01: five tabs, a reload, the browser closed and
// opened again, agent01 changing staff01's role meanwhile, and signing out.

const LIST = '/customerInformationManage';
const TRACK = `${LIST}/customerTrack?userId=10000`;
const detail = (id: number) => `${LIST}/customerDetail?id=${id}`;
const TABS = ['客户信息管理', '客户详情', '客户详情', '主机管理', '客户跟进'];
const TYPED = '回访：约定周五演示新版报表';

const launch = (profile: string, baseURL: string): Promise<BrowserContext> =>
  // Short enough that the list's page scrolls.
  launchProfile(profile, baseURL, { reducedMotion: 'reduce', serviceWorkers: 'block', viewport: { width: 1280, height: 560 } });

const keptKeys = (page: Page) => keptMemoryKeys(page, 'staff01');

/** Where the shown page's scrolled elements are scrolled to. */
const scrolled = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('main *')).filter((element) => element.scrollTop > 0 && element.checkVisibility()).map((element) => element.scrollTop));

const names = (page: Page) => page.locator('tbody td[data-field="name"]');
const trackDrawer = (page: Page) => page.getByRole('dialog', { name: '新增跟进' });

/** The five tabs come back: the list on page 3 where it was scrolled, and each customer. */
async function expectTabsBack(page: Page, seen: { firstRow: string; scroll: number[]; customers: string[] }) {
  await expect(page.getByRole('tab')).toHaveText(TABS);
  await tab(page, '客户信息管理').click();
  await expect(page).toHaveURL(/page=3/);
  await expect(names(page).first()).toHaveText(seen.firstRow);
  await expect.poll(() => scrolled(page)).toEqual(seen.scroll);
  for (const [index, customer] of seen.customers.entries()) {
    await page.getByRole('tab').filter({ hasText: '客户详情' }).nth(index).click();
    await expect(page.getByRole('heading', { name: customer })).toBeVisible();
  }
}

/** The follow-up form opens again by itself on its tab, empty, and offers back what was typed. */
async function expectFormOffered(page: Page) {
  await expect(trackDrawer(page).getByText('有上次未保存的内容')).toBeVisible();
  await expect(trackDrawer(page).getByLabel('跟进内容')).toHaveValue('');
  await trackDrawer(page).getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(trackDrawer(page).getByLabel('跟进内容')).toHaveValue(TYPED);
}

/** Types into a new follow-up and waits for it to be kept. */
async function halfFillForm(page: Page) {
  await page.getByRole('button', { name: '新增' }).click();
  await trackDrawer(page).getByLabel('跟进内容').fill(TYPED);
  await expect.poll(() => keptKeys(page)).toContain('draft:新增跟进');
}

/** 取消 and its confirmation: the drawer closes, what was typed is dropped. */
async function closeForm(page: Page) {
  await trackDrawer(page).getByRole('button', { name: '取消' }).click();
  await page.getByRole('dialog', { name: '请确认' }).getByRole('button', { name: '确定' }).click();
  await expect(trackDrawer(page)).toBeHidden();
}

/** agent01, elsewhere (its own session, not the browser's), reads the grants of staff01's role. */
async function staffRoleAsAgent(request: APIRequestContext, url: string) {
  const session = (await (await request.post(`${url}/api/__dev/session`, { data: { account: 'agent01' } })).json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${session.data.token}` };
  const roles = (await (await request.get(`${url}/api/role/RoleOptions`, { headers })).json()) as { data: RoleOption[] };
  const roleId = roles.data.find((role) => role.roleName === '普通员工')!.id;
  const grants = (await (await request.get(`${url}/api/role/GetRoleGrants?roleId=${roleId}`, { headers })).json()) as { data: RoleGrants };
  return { roleId, grants: grants.data, headers };
}

test('a session comes back whole after a reload and a browser restart, follows a role change without F5, and goes at sign-out', async ({ standIn, baseURL, request }) => {
  test.setTimeout(3 * 60_000); // about 30 s on a quiet machine; a minute per flow when the cores are shared
  await standIn.reset();
  const profile = mkdtempSync(join(tmpdir(), 'session-profile-'));
  let browser = await launch(profile, baseURL!);
  try {
    await standIn.signIn(browser, 'staff01');
    let page = browser.pages()[0] ?? (await browser.newPage());
    const seen = { firstRow: '', scroll: [] as number[], customers: [] as string[] };

    await test.step('five tabs: a list on page 3 scrolled, two customers, 主机管理, a half-filled follow-up form', async () => {
      await page.goto(`${LIST}?page=3`);
      seen.firstRow = (await names(page).first().textContent())!.trim();
      await names(page).nth(8).hover();
      await page.mouse.wheel(0, 400);
      // The wheel scrolls the table to its end, then (chained) the page: read once both have come to rest.
      let last: number[] = [];
      await expect
        .poll(async () => {
          const now = await scrolled(page);
          const resting = now.length > 0 && now.join() === last.join();
          last = now;
          return resting;
        })
        .toBe(true);
      seen.scroll = last;
      await expect.poll(() => keptKeys(page)).toContain('scroll');
      for (const id of [10000, 9999]) {
        await page.goto(detail(id));
        const heading = page.getByRole('heading', { level: 3 }).first();
        await expect(heading).toHaveText(/\S/);
        seen.customers.push((await heading.textContent())!.trim());
      }
      await open(page, '客户管理', '主机管理');
      await page.goto(TRACK);
      await halfFillForm(page);
    });

    await test.step('a reload brings every tab back as it was, and the form is offered back', async () => {
      await page.reload();
      // The form's tab was the one shown: its drawer is open again, over the strip.
      await expect(page.getByRole('tab')).toHaveText(TABS);
      await expectFormOffered(page);
      await closeForm(page);
      await expectTabsBack(page, seen);
      await page.getByRole('tab').filter({ hasText: '客户跟进' }).click();
      await halfFillForm(page);
    });

    await test.step('so does closing the browser and opening it again on the same profile', async () => {
      await browser.close();
      browser = await launch(profile, baseURL!);
      page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/homePage');
      await expectTabsBack(page, seen);
      await page.getByRole('tab').filter({ hasText: '客户跟进' }).click();
      await expectFormOffered(page);
    });

    await test.step("agent01 takes 主机管理 and 新增跟进 from staff01's role: the open portal follows without a reload", async () => {
      await expect(page.getByRole('button', { name: '新增' })).toHaveCount(1);
      const { roleId, grants, headers } = await staffRoleAsAgent(request, standIn.url);
      const hostPage = grants.tree.flatMap((group) => group.children ?? []).find((page) => page.label === '主机管理')!;
      const hostMenu = hostPage.children?.[0].key ?? hostPage.key;
      const keys = grants.granted.filter((key) => key !== hostMenu && key !== 'b:khgz:add');
      await request.post(`${standIn.url}/api/role/SaveRoleGrants`, { headers, data: { roleId, keys } });
      // One question every 5 s (PERMISSION_POLL_MS): the change is followed within it, and the README says 10 s at most.
      await expect(page.getByText('权限已变更，已关闭：主机管理')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('tab')).toHaveText(TABS.filter((title) => title !== '主机管理'));
      await expect(menu(page).getByRole('button', { name: '主机管理', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
      // The form still open says which right its 保存 now needs.
      await trackDrawer(page).getByRole('button', { name: '保存' }).click();
      await expect(trackDrawer(page).getByRole('alert')).toHaveText('需要「客户跟进-新增」权限，请联系主账号');
    });

    await test.step('signing out deletes what was kept: the next sign-in starts with no tabs', async () => {
      await closeForm(page);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('dialog', { name: '确认要退出登录?' }).getByRole('button', { name: '是' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect.poll(() => keptSession(page, 'staff01')).toBeNull();
      // The login page ends whatever session its cookie names: it is closed before the next sign-in.
      await page.close();
      await standIn.signIn(browser, 'staff01');
      page = await browser.newPage();
      await page.goto('/homePage');
      await expect(menu(page)).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
