import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';
import { newTab, windowAs } from './newTab.ts';

// A wide screen, where every column of the lists read here has room (at 1366 px their text columns without room
// fold into the column menu: truncatedCells.spec.ts).
test.use({ viewport: { width: 1920, height: 1080 } });

// A customer's detail, contact edit, follow-ups and yearly fee, as agent01 and staff01 meet them.
const LIST = '/customerInformationManage';
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

// One seed and one browser: agent01's steps first, each in a tab of its own (a new page of the same browser),
// then staff01's in a new window of its own session.
test('customer records: detail and contact edit, yearly fee, 跟进 from the detail, then staff01\'s follow-ups', async ({ page, context, standIn }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  await standIn.signIn(context, 'agent01');
  await test.step('opens a customer from the list, corrects its contact and finds it in the list', async () => {
    await page.goto(LIST);
    await expect(page.getByText('共 10,000 条')).toBeVisible();
    const name = (await cells(page, 'name').first().textContent())!.trim();

    await page.getByRole('button', { name: '详情' }).first().click();
    await expect(page).toHaveURL(/customerDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // The newest customer may be agent01's own or a sub-agent's (the seed is dated from its instant): either shows its agent.
    await expect(page.getByText(/^\S+（A1\d{4}）$/)).toBeVisible();

    await page.getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog', { name: '编辑客户信息' });
    await drawer.getByLabel('联系人').fill('赵敏敏');
    await drawer.getByLabel('手机号').fill('139');
    await drawer.getByLabel('邮箱').focus();
    await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
    await drawer.getByLabel('手机号').fill('13911112222');
    await drawer.getByLabel('邮箱').fill('zhao@example.com');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByText('zhao@example.com')).toBeVisible();

    await openInPortal(page, `${LIST}?keyword=13911112222`, { alone: true });
    await expect(cells(page, 'contact').first()).toHaveText('赵敏敏');
    await expect(cells(page, 'name').first()).toHaveText(name);
    await page.close();
  });

  await test.step('agent01 changes a yearly fee showing the amount in words', async () => {
    const fees = await newTab(context);
    await fees.goto(`${LIST}/customerAnnualFee`);
    await fees.getByRole('button', { name: '修改年费' }).first().click();
    const modal = fees.getByRole('dialog', { name: '修改年费' });
    await expect(modal.getByText(/^原年费：¥/)).toBeVisible();
    await modal.getByLabel('新年费（元）').fill('1280.5');
    await expect(modal.getByText('大写：壹仟贰佰捌拾元伍角')).toBeVisible();
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(fees.getByText('保存成功')).toBeVisible();
    await expect(cells(fees, 'annualFee').first()).toHaveText('1,280.50');
    await expect(cells(fees, 'modifier').first()).toHaveText('张伟');
    await fees.close();
  });

  await test.step('跟进 on a customer detail opens the follow-up form for that customer', async () => {
    const detail = await newTab(context);
    await detail.goto(`${LIST}/customerDetail?id=10000`);
    await detail.getByRole('button', { name: '跟进', exact: true }).click({ timeout: 30_000 });
    await expect(detail).toHaveURL(/customerTrack\?userId=10000&add=1$/);
    await expect(detail.getByRole('dialog', { name: '新增跟进' })).toBeVisible();
    await detail.close();
  });

  await test.step('staff01 adds a follow-up, continues its thread, and sees yearly fees without 修改年费', async () => {
    const staff = await windowAs(context, standIn, 'staff01');
    await staff.goto(`${LIST}/customerTrack?userId=10000`);
    await staff.getByRole('button', { name: '新增' }).click();
    const drawer = staff.getByRole('dialog', { name: '新增跟进' });
    await expect(drawer.getByRole('textbox', { name: '客户' })).toHaveValue(/KH00010000/);
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('请填写跟进内容')).toBeVisible();
    await drawer.getByText('上门', { exact: true }).click();
    await drawer.getByLabel('跟进内容').fill('上门演示新版报表，约定下周回访');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(staff.getByText('保存成功')).toBeVisible();
    await expect(cells(staff, 'content').first()).toHaveText('上门演示新版报表，约定下周回访');
    await expect(cells(staff, 'trackWay').first()).toHaveText('上门');
    // staff01 may add but not delete.
    await expect(staff.getByRole('button', { name: '删除' })).toHaveCount(0);

    await staff.getByRole('button', { name: '查看' }).first().click();
    await expect(staff).toHaveURL(/customerTrackDetail\?id=\d+$/);
    const newest = staff.locator('[aria-label^="跟进 "]').first();
    await expect(newest).toContainText('上门演示新版报表');
    await expect(newest.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(staff.getByRole('button', { name: '追加跟进' })).toBeVisible();

    await staff.goto(`${LIST}/customerAnnualFee`);
    await expect(cells(staff, 'annualFee')).toHaveCount(10);
    await expect(staff.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(staff.getByRole('button', { name: '修改年费' })).toHaveCount(0);
  });
});
