import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { confirmDangerousOp } from './dangerousOpDialog.ts';

// The customers' service screens: the renewal queue, hosts, clearing a service, and who may do what.
// Only the open screen's cells: a screen visited before stays mounted, hidden, in its tab.
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`).filter({ visible: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** Opens a screen and waits for its title (the shared test machine can be slow to serve the first page). */
async function open(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible({ timeout: 45_000 });
}

// Each flow has two minutes (the merged test below has one budget per flow it walks).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

// The main account's service screens, one after another in one signed-in browser.
test('the main account: expiry chips and batch renewal, a no-renew reason, a host prefix, clearing a trial, closing an idle account', async ({ page, context, standIn }) => {
  test.setTimeout(5 * 120_000);
  await standIn.signIn(context, 'agent01');
  await test.step('each expiry chip shows as many services as its list holds; checked rows renew together', async () => {
    await open(page, '/customerInformationManage/customerExpireInfo', '到期信息');
    for (const label of ['已到期', '7天内', '30天内']) {
      const label$ = page.getByText(new RegExp(`^${label}（[\\d,]+）$`));
      await expect(label$).toBeVisible({ timeout: 20_000 });
      // Written as the pager writes it (5,998).
      const count = (await label$.textContent())!.match(/（([\d,]+)）/)![1];
      await label$.click();
      await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
    }
    await expect(page).toHaveURL(/range=30/);
    const days = (await cells(page, 'remainDays').allTextContents()).map(Number);
    expect(days.every((day) => day >= 0 && day <= 30)).toBe(true);

    await page.getByLabel('选择此行').nth(0).check();
    await page.getByLabel('选择此行').nth(1).check();
    await button(page, '批量续费').click();
    await expect(page).toHaveURL(/\/placeOrder\?orderType=renew&userIds=\d+,\d+$/);
  });

  await test.step('a no-renew reason is checked, saved and shown in its row', async () => {
    await open(page, '/customerInformationManage/customerExpireInfo', '到期信息');
    await button(page, '不续费原因').first().click();
    const drawer = page.getByRole('dialog', { name: /^不续费原因/ });
    await button(drawer, '保存').click();
    await expect(drawer.getByText('请选择不续费原因')).toBeVisible();
    await drawer.getByLabel('说明').fill('贵'.repeat(201));
    await drawer.getByLabel('说明').press('Tab');
    await expect(drawer.getByText('说明最多200个字')).toBeVisible();
    await drawer.getByLabel('原因类型').click();
    await page.getByRole('option', { name: '功能不满足' }).click();
    await drawer.getByLabel('说明').fill('缺少批发功能');
    await button(drawer, '保存').click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(cells(page, 'noRenewReason').first()).toHaveText('功能不满足：缺少批发功能');
  });

  await test.step('a host prefix someone else holds is refused, and a bad one too', async () => {
    await open(page, '/hostManage/hostList', '主机管理');
    const taken = (await cells(page, 'host').nth(1).textContent())!.trim();
    await button(page, '修改域名').first().click();
    const dialog = page.getByRole('dialog', { name: '修改域名' });
    await expect(dialog.getByText('修改后原访问地址将失效')).toBeVisible();
    await dialog.getByLabel('新域名前缀').fill('abc1');
    await button(dialog, '确定').click();
    await expect(dialog.getByText('请输入纯字母域名')).toBeVisible();
    await dialog.getByLabel('新域名前缀').fill(taken);
    await button(dialog, '确定').click();
    await expect(dialog.getByText('产品域名已被占用')).toBeVisible();
    await expect(dialog.getByLabel('新域名前缀')).toHaveValue(taken);
    await dialog.getByLabel('新域名前缀').fill('zzqfresh');
    await button(dialog, '确定').click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(cells(page, 'host').first()).toHaveText('zzqfresh');
  });

  await test.step('a trial service is cleared with its name typed and a phone code, and shows in the history', async () => {
    await open(page, '/clearService', '清理服务');
    await button(page, '清除').click();
    await expect(page.getByText('请选择客户')).toBeVisible();
    await expect(page.getByText('请填写清除原因')).toBeVisible();

    await page.getByRole('textbox', { name: '客户' }).click();
    const option = page.getByRole('option', { name: /（试用中）$/ }).first();
    const name = (await option.textContent())!.replace(/（试用中）$/, '');
    await option.click();
    await page.getByRole('radio', { name: '整个服务' }).check();
    await page.getByLabel('清除原因').fill('试用结束未转正');
    await button(page, '清除').click();

    const dialog = page.getByRole('dialog', { name: '清除服务' });
    await expect(dialog.getByText('域名释放给他人使用')).toBeVisible();
    await confirmDangerousOp(dialog, standIn, { label: '确认客户名称', wrong: name.slice(0, -1), right: name });
    await expect(cells(page, 'userName').first()).toHaveText(name);
    await expect(cells(page, 'result').first()).toHaveText('成功');
    await expect(cells(page, 'operator').first()).toHaveText('张伟');
  });

  await test.step('the main account may close an idle account', async () => {
    await open(page, '/userBlankManage', '空白用户管理');
    await button(page, '注销').first().click();
    await expect(page.getByRole('dialog', { name: '注销空户' }).getByLabel('确认客户名称')).toBeVisible();
  });
});

// 清理服务 is not in a staff account's menu at all (routeAccess.spec).
test('a staff account may follow idle accounts up but not close them', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await open(page, '/userBlankManage', '空白用户管理');
  await expect(button(page, '跟进').first()).toBeVisible();
  await expect(button(page, '注销')).toHaveCount(0);
});
