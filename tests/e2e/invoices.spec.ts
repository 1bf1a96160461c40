import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// Requesting, issuing, downloading and refunding invoices, as agent01 and staff01 meet them.
// Visible ones only: a list left open in another tab keeps its (seeded) rows in the page.
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]:visible`);

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

async function api<T>(request: APIRequestContext, url: string, path: string, token: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = data === undefined ? await request.get(`${url}${path}`, { headers }) : await request.post(`${url}${path}`, { headers, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.msg).toBe('成功');
  return body.data;
}
const review = (request: APIRequestContext, url: string, path: string, data: object) => request.post(`${url}${path}`, { data });

test('an electronic 普票 is requested, issued and downloaded; an issued invoice is refunded and its order opens again', async ({ page, context, standIn, request }) => {
  test.setTimeout(3 * 60_000); // the two flows' own budgets
  const token = await standIn.signIn(context, 'agent01');
  await test.step('requests an electronic 普票 for two paid orders (none chosen is refused), sees it issued and downloads it', async () => {
    await page.goto('/invoiceList');
    await page.getByRole('button', { name: '申请开票' }).click();
    await expect(page).toHaveURL(/\/invoiceAsk$/);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert')).toHaveText('请选择要开票的订单或充值');
    const boxes = page.getByRole('checkbox', { name: /^选择 DD/ });
    // The open orders and recharges come a page at a time, as every list does.
    await expect(page.getByRole('checkbox', { name: /^选择 / })).toHaveCount(10);
    await expect(page.getByText(/^共 \d[\d,]{2,} 条$/)).toBeVisible();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const amount = (await page.getByTestId('invoice-amount').textContent())!.split('（')[0];
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('textbox', { name: '发票抬头' })).toHaveValue(/杭州云启软件有限公司/);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/\/invoiceAsk\/addrInfo$/);
    await page.getByLabel('接收邮箱').fill('zw@example');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入正确的邮箱');
    await page.getByLabel('接收邮箱').fill('zw@example.com');
    await page.getByLabel('接收手机').fill('13800000001');
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page).toHaveURL(/\/invoiceAsk$/);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByLabel('接收邮箱')).toHaveValue('zw@example.com');
    await expect(page).toHaveTitle('收票信息 - 代理商后台');
    await page.getByRole('button', { name: '下一步' }).click();
    // 确认提交 shows where the electronic invoice goes: the e-mail and mobile typed, not the default postal address.
    await expect(page.getByRole('heading', { name: '确认提交' })).toBeVisible();
    await expect(page.getByText('接收邮箱：').locator('..')).toHaveText('接收邮箱：zw@example.com');
    await expect(page.getByText('接收手机：').locator('..')).toHaveText('接收手机：13800000001');
    await expect(page.getByText('收票地址：')).toHaveCount(0);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/invoiceList$/);
    await expect(cells(page, 'status').first()).toHaveText('待审核');
    await expect(cells(page, 'amountFen').first()).toHaveText(amount);
    const applyNo = (await cells(page, 'applyNo').first().textContent())!.trim();

    for (const action of ['approve', 'issue']) await review(request, standIn.url, '/api/__dev/invoice', { applyNo, action });
    await page.reload();
    await expect(cells(page, 'status').first()).toHaveText('已开票');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载', exact: true }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^电子发票_\d+\.pdf$/);
    const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The detail page previews the PDF in the page.
    await page.goto(`/invoiceDetail?applyNo=${applyNo}`);
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page.frameLocator('iframe[title$="预览"]').locator('body')).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('iframe[title$="预览"]')).toHaveAttribute('src', /^blob:/);
  });

  await test.step('refunds an issued invoice; once approved its order can be invoiced again', async () => {
    const source = (await api<Array<{ no: string; kind: string }>>(request, standIn.url, '/api/Invoice/Sources', token)).find((item) => item.kind === 'order')!;
    const titles = await api<Array<{ id: number }>>(request, standIn.url, '/api/Invoice/TitleList', token, {});
    const body = { idempotencyKey: 'e2e-refund-1', orderNos: [source.no], rechargeNos: [], titleId: titles[0].id, invoiceType: '普票', medium: '电子', email: 'zw@example.com', phone: '13800000001' };
    const { applyNo } = await api<{ applyNo: string }>(request, standIn.url, '/api/Invoice/Submit', token, body);
    for (const action of ['approve', 'issue']) await review(request, standIn.url, '/api/__dev/invoice', { applyNo, action });

    await page.goto('/invoiceList');
    await page.getByRole('button', { name: '退票', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/invoiceRefund\\?applyNo=${applyNo}$`));
    const drawer = page.getByRole('dialog', { name: '申请退票' });
    await drawer.getByRole('button', { name: '下一步' }).click();
    await drawer.getByLabel('说明').fill('抬头写错了');
    await drawer.getByRole('button', { name: '提交退票' }).click();
    await expect(page.getByText('退票申请已提交')).toBeVisible();
    const refundRow = page.locator('tbody tr').filter({ has: page.locator('td[data-field="refundNo"]') }).first();
    await expect(refundRow.locator('td[data-field="status"]')).toHaveText('退票审核中');
    await expect(refundRow.locator('td[data-field="reason"]')).toHaveText('抬头错误：抬头写错了');
    const refundNo = (await cells(page, 'refundNo').first().textContent())!.trim();

    await review(request, standIn.url, '/api/__dev/invoiceRefund', { refundNo, approve: true });
    const open = await api<Array<{ no: string }>>(request, standIn.url, '/api/Invoice/Sources', token);
    expect(open.map((item) => item.no)).toContain(source.no);
    // The invoice itself says 已退票 and offers no 退票 (nor 下载) any more.
    await page.goto(`/invoiceList?keyword=${applyNo}`);
    await expect(cells(page, 'applyNo')).toHaveText([applyNo], { timeout: 30_000 });
    await expect(cells(page, 'status')).toHaveText(['已退票']);
    await expect(page.getByRole('button', { name: '退票', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下载', exact: true })).toHaveCount(0);
  });
});

test('申请发票 left midway and its tab closed starts afresh when opened again; moving between its steps keeps every choice', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/invoiceAsk');
  const firstSource = page.getByRole('checkbox', { name: /^选择 / }).first();
  await firstSource.check({ timeout: 30_000 });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('textbox', { name: '发票抬头' })).toBeVisible();
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(firstSource, 'back on the first step, the source is still chosen').toBeChecked();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('textbox', { name: '发票抬头' })).toBeVisible();

  await page.getByRole('button', { name: '关闭全部标签' }).click();
  await openInPortal(page, '/invoiceAsk');
  await expect(firstSource, 'a new 申请发票 starts on its first step, nothing chosen').not.toBeChecked();
  await expect(page.getByRole('textbox', { name: '发票抬头' })).toHaveCount(0);
  await expect(page.getByText('有上次未保存的内容'), 'a closed tab keeps nothing to offer back').toHaveCount(0);
});
