import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TEMPLATE_HEADERS } from '../../src/rules/tiktokOrderRow.ts';
import { PENDING_ORDER_LIFETIME_MS } from '../../mocks/modules/system/transfers.ts';
import { SEEDED_ORDER_NOS } from '../../mocks/modules/system/tiktokImports.ts';

// 用户转移 (M9) and 抖店订单导入 (M10) as the main account uses them; a staff account only reads.

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function sheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

test('a transfer moves the free customer with the phone code and 重试失败 the blocked one; an import with bad rows reports matching counts, the error sheet and the failures', async ({ page, context, standIn }) => {
  // The longest journey of the file: five wizard steps, a detail page and a second wizard.
  test.setTimeout(90_000);
  await standIn.signIn(context, 'agent01');
  await test.step('a transfer moves the free customer with the phone code, and 重试失败 moves the blocked one once its order closes', async () => {
    await page.goto('/userTransfer');
    await page.getByRole('button', { name: '新建转移' }).click();

    await choose(page, '转出方', /^李娜（staff01）/);
    await page.getByRole('button', { name: '下一步' }).click();
    const boxes = page.getByRole('checkbox', { name: /^选择 / });
    await expect(boxes).toHaveCount(10);
    const blockedName = (await boxes.nth(0).getAttribute('aria-label'))!.replace('选择 ', '');
    const freeName = (await boxes.nth(3).getAttribute('aria-label'))!.replace('选择 ', '');
    await expect(page.getByRole('row', { name: new RegExp(blockedName) }).getByText('有待支付订单')).toBeVisible();
    await boxes.nth(0).check();
    await boxes.nth(3).check();
    await expect(page.getByText('已选 2 个客户')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();

    // The source is never offered as the target.
    await page.getByRole('textbox', { name: '转入方' }).click();
    await expect(page.getByRole('option', { name: /^宁波甬信（二级代理）/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^李娜（staff01）/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Back and forth keeps the customers chosen.
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page.getByText('已选 2 个客户')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await choose(page, '转入方', /^宁波甬信（二级代理）/);
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page.getByText('可转移 1 个客户')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${blockedName}.*存在待支付订单`) })).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
    await page.getByRole('button', { name: '确认转移 1 个客户' }).click();
    await expect(page.getByRole('dialog', { name: '新建转移' }).getByText('部分失败')).toBeVisible();
    await expect(page.getByText(/成功 1 个，失败 1 个/)).toBeVisible();

    await page.getByRole('button', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/userTransferDetail\?id=\d+$/);
    await expect(page.getByRole('row', { name: new RegExp(`${blockedName}.*失败.*存在待支付订单`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${freeName}.*成功`) })).toBeVisible();
    // The unpaid order closes after its time; the retry then moves the customer.
    await page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: PENDING_ORDER_LIFETIME_MS } });
    await page.getByRole('button', { name: '重试失败' }).click();
    await expect(page.getByText('重试完成，1 个客户已转移')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${blockedName}.*成功`) })).toBeVisible();

    // Both customers are now the sub-agent's: they are listed as its customers.
    await page.goBack();
    await expect(page).toHaveURL(/\/userTransfer$/);
    await expect(page.getByRole('cell', { name: '宁波甬信（二级代理）' })).toBeVisible();
    await page.getByRole('button', { name: '新建转移' }).click();
    await choose(page, '转出方', /^宁波甬信（二级代理）/);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('搜索客户').fill(freeName);
    await page.getByLabel('搜索客户').press('Enter');
    await expect(page.getByRole('checkbox', { name: `选择 ${freeName}` })).toBeVisible();
  });

  await test.step('an import with bad rows reports counts that match, offers the error sheet and lists the failures', async () => {
    await page.goto('/tiktokStoreOrdersIntoMana');

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    expect((await sheetRows(await template))[0]).toEqual([...TEMPLATE_HEADERS]);

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: '订单.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await expect(page.getByText('请上传.xlsx格式的文件')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('抖店订单');
    sheet.addRow([...TEMPLATE_HEADERS]);
    sheet.addRow(['6912345678901234561', '夏季T恤', '13800000001', '59.90', '2026-11-20 10:30:00']);
    sheet.addRow(['6912345678901234562', '运动鞋', '13800000002', '199', '2026-11-21']);
    sheet.addRow(['6912345678901234563', '帽子', '1380000', '19.9', '2026-11-21']);
    sheet.addRow([SEEDED_ORDER_NOS[0], '夏季T恤', '13800000004', '59.90', '2026-11-20']);
    sheet.addRow(['12345', '袜子', '13800000005', '0', '2026-02-30']);
    await fileInput.setInputFiles({ name: '十一月订单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });

    // The file is read in a worker that loads its own spreadsheet library: slow on a busy machine.
    await expect(page.getByText('共 5 行，可导入 3 行，有问题 2 行')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('138****0001').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '请输入正确的手机号' })).toBeVisible();
    await page.getByRole('button', { name: '开始导入' }).click();
    await expect(page.getByText(/共 5 行，成功 2 行，失败 3 行/)).toBeVisible();

    const errorSheet = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载失败行' }).click();
    const errors = await sheetRows(await errorSheet);
    // The template's columns (so the fixed sheet imports again), then why, and the row in the file sent.
    expect(errors[0]).toEqual([...TEMPLATE_HEADERS, '失败原因', '原表行号']);
    expect(errors.slice(1).map((row) => [row[0], row[2], row[6]])).toEqual([
      ['6912345678901234563', '1380000', '4'],
      [SEEDED_ORDER_NOS[0], '13800000004', '5'],
      ['12345', '13800000005', '6'],
    ]);
    expect(errors[2][5]).toBe('订单号已导入');

    await page.getByRole('button', { name: '查看明细' }).click();
    await expect(page).toHaveURL(/\/tiktokStoreOrdersIntoManaDetail\?batchNo=DR\d+$/);
    await expect(page.getByRole('row', { name: /6912345678901234563.*1380000.*失败.*请输入正确的手机号/ })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${SEEDED_ORDER_NOS[0]}.*重复.*订单号已导入`) })).toBeVisible();
    await expect(page.getByRole('row', { name: /6912345678901234561.*138\*\*\*\*0001.*成功/ })).toBeVisible();
  });
});

test('a staff account has neither 新建转移 nor 导入', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await page.goto('/tiktokStoreOrdersIntoMana');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '导入', exact: true })).toHaveCount(0);
  await page.goto('/userTransfer');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '新建转移' })).toHaveCount(0);
});
