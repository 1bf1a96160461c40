import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newTab } from './newTab.ts';

const LIST = '/customerInformationManage';

const column = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);
const header = (page: Page, field: string) => page.locator(`thead th[data-field="${field}"]`);
const headerOrder = (page: Page) => page.locator('thead th[data-field]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByText('共 10,000 条')).toBeVisible();
  await expect(column(page, 'customerNo')).toHaveCount(10);
}

// A wide screen, where every column of the customer list has room (at 1366 px its text columns without room fold
// into the column menu: truncatedCells.spec.ts).
test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeEach(async ({ standIn, context }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
});

// The generic table on the customer list, one facet after another in one browser. A step that begins with
// openList loads the list again; the others go on from where the step before left it.
test('the customer list: code loaded with it, frozen columns, sort, filter, keys, cell edit, column settings, export, paging', async ({ page, context, standIn }) => {
  test.setTimeout(10 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('the DataTable code is not loaded with the login page, only with the first list', async () => {
    // Every script the page asks for (the page's resource timing keeps only its first 250 entries).
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) requested.add(request.url());
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // The scripts the page loaded, read one after another (a burst of parallel reads can be reset by a busy preview server).
    const scriptsOf = async () => {
      const urls = [...requested];
      const texts: string[] = [];
      for (const url of urls) texts.push(await (await page.request.get(url)).text());
      return texts;
    };
    const loginScripts = await scriptsOf();
    expect(loginScripts.some((code) => code.includes('mrt-row-numbers'))).toBe(false);
    // Opening the login page signs out (docs/product.md#routes): once it has, sign in again.
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await standIn.signIn(context, 'agent01');
    await openList(page);
    const listScripts = await scriptsOf();
    expect(listScripts.some((code) => code.includes('mrt-row-numbers'))).toBe(true);
    // The spreadsheet library waits for the first export.
    expect(listScripts.some((code) => code.includes('ExcelJS'))).toBe(false);
  });

  await test.step('on a desktop the frozen columns stay, and nothing scrolled under them shows through', async () => {
    const frozen = page.locator('tbody td[data-field="expireAt"]').first();
    await expect(frozen).toHaveAttribute('data-column-pinned', 'right');
    await expect(frozen).toHaveCSS('opacity', '1');
    await expect(frozen).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  await test.step('sorts one column through none → ascending → descending → none', async () => {
    await expect(header(page, 'createdAt')).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: '按用户数排序（未排序）' }).click();
    await expect(header(page, 'userCount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'createdAt')).toHaveAttribute('aria-sort', 'none');
    await expect(column(page, 'userCount').first()).toHaveText('3');
    await page.getByRole('button', { name: '按用户数排序（升序）' }).click();
    await expect(header(page, 'userCount')).toHaveAttribute('aria-sort', 'descending');
    await expect(column(page, 'userCount').first()).toHaveText('99');
    await page.getByRole('button', { name: '按用户数排序（降序）' }).click();
    await expect(header(page, 'userCount')).toHaveAttribute('aria-sort', 'none');
    await expect(page.getByRole('button', { name: '按用户数排序（未排序）' })).toBeVisible();
  });

  await test.step('filters a column and shows everything again with 全部', async () => {
    await page.getByRole('button', { name: '筛选状态（全部）' }).click();
    await page.getByRole('menuitem', { name: '试用' }).click();
    await expect(page.getByText('共 10,000 条')).toBeHidden();
    await expect(column(page, 'status')).toHaveText(Array(10).fill('试用'));
    await page.getByRole('button', { name: '筛选状态（试用）' }).click();
    await page.getByRole('menuitem', { name: '全部' }).click();
    await expect(page.getByText('共 10,000 条')).toBeVisible();
  });

  await test.step('Alt+S searches and Alt+X clears the customer list', async () => {
    const firstName = await column(page, 'name').first().innerText();
    await page.getByRole('textbox', { name: '关键字' }).fill(firstName);
    await page.keyboard.press('Alt+s');
    await expect(page.getByText('共 10,000 条')).toBeHidden();
    await expect(column(page, 'name').first()).toHaveText(firstName);
    await page.keyboard.press('Alt+x');
    await expect(page.getByRole('textbox', { name: '关键字' })).toHaveValue('');
    await expect(page.getByText('共 10,000 条')).toBeVisible();
  });

  await test.step('edits a cell: a bad value is refused with the rule message and kept, a good one is saved', async () => {
    // Afresh: in the default order (newest first) the edited row stays first after the save.
    await openList(page);
    await column(page, 'contact').first().dblclick();
    const editor = page.getByRole('textbox', { name: '编辑联系人' });
    await editor.fill('   ');
    await editor.press('Enter');
    await expect(page.getByText('请填写联系人')).toBeVisible();
    await expect(editor).toHaveValue('   ');
    await editor.fill('赵敏');
    await editor.press('Enter');
    await expect(editor).toBeHidden();
    await expect(column(page, 'contact').first()).toHaveText('赵敏');
    await page.reload();
    await expect(column(page, 'contact').first()).toHaveText('赵敏');
  });

  await test.step('column colour, order and width are kept after a reload, and reset restores them', async () => {
    await page.getByRole('button', { name: '联系人列样式' }).click();
    await page.getByRole('textbox', { name: '字体颜色' }).fill('#ff0000');
    await page.getByRole('button', { name: '右移' }).click();
    await page.keyboard.press('Escape');
    await expect(column(page, 'contact').first()).toHaveCSS('color', 'rgb(255, 0, 0)');
    const order = await headerOrder(page);
    expect(order.indexOf('contact')).toBe(order.indexOf('phone') + 1);

    const contactHeader = header(page, 'contact');
    const before = (await contactHeader.boundingBox())!;
    const handle = contactHeader.getByRole('separator');
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 80, grip.y + grip.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await contactHeader.boundingBox())!.width).toBeGreaterThan(before.width + 60);
    const widened = (await contactHeader.boundingBox())!.width;

    await page.reload();
    await expect(column(page, 'contact').first()).toHaveCSS('color', 'rgb(255, 0, 0)');
    // The widened 联系人 may leave too little room for the last declared text column, which then folds into the
    // column menu as the table is laid out again; every column shown keeps its place.
    const shownAfter = await headerOrder(page);
    expect(shownAfter).toEqual(order.filter((field) => shownAfter.includes(field)));
    expect(order.length - shownAfter.length).toBeLessThanOrEqual(1);
    expect(Math.abs((await header(page, 'contact').boundingBox())!.width - widened)).toBeLessThan(2);

    await page.getByRole('button', { name: '重置列设置' }).click();
    await expect(column(page, 'contact').first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    const reset = await headerOrder(page);
    expect(reset.indexOf('contact')).toBe(reset.indexOf('phone') - 1);
  });

  await test.step('exports the rows the filters match to an .xlsx file that reads back', async () => {
    const firstName = await column(page, 'name').first().innerText();
    await page.getByRole('textbox', { name: '关键字' }).fill(firstName);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 10,000 条')).toBeHidden();
    const matched = Number((await page.getByText(/^共 [\d,]+ 条$/).innerText()).replace(/\D/g, ''));
    const firstNo = await column(page, 'customerNo').first().innerText();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('客户信息管理.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(matched + 1);
    expect(sheet.getRow(1).values).toContain('客户编号');
    expect(sheet.getRow(2).values).toContain(firstNo);
    expect(sheet.getRow(2).values).toContainEqual(expect.stringMatching(/^(试用|正式|已到期|已停用)$/));
  });

  await test.step('the jumper clamps a page beyond the last; a size change goes back to page 1', async () => {
    // A new tab: the list's tab in this one keeps the export's keyword, and a bare address would reopen it.
    const fresh = await newTab(context);
    await openList(fresh);
    const jumper = fresh.getByRole('textbox', { name: '跳转页码' });
    await jumper.fill('99999');
    await jumper.press('Enter');
    await expect(fresh.getByRole('button', { name: '第1000页' })).toHaveAttribute('aria-current', 'page');
    await expect(fresh.locator('tbody td').first()).toHaveText('9991');
    await fresh.getByRole('combobox', { name: '每页条数' }).selectOption('30');
    await expect(fresh.getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page');
    await expect(column(fresh, 'customerNo')).toHaveCount(30);
  });

  await test.step('the widget catalogue is not part of the production build', async () => {
    await page.goto('/__widgets');
    await expect(page.getByRole('heading', { name: '组件目录' })).toBeHidden();
    await expect(page.getByText('页面不存在')).toBeVisible();
  });
});
