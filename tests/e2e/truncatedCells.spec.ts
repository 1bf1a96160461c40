import { expect, test } from './fixtures.ts';

// No column under the frozen 操作 column, and no identifier, phone, date, amount, status or title cut, is checked
// on every route by the route sweep (routeSweep.spec.ts).
test('at 1366 px long text is cut to its column and shows in full on hover and focus; text columns without room fold into the column menu, which says so', async ({ page, context, standIn }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await standIn.signIn(context, 'agent01');
  await page.goto('/customerInformationManage');
  const cut = page.locator('tbody td[data-field="name"] [data-cut]').first();
  await expect(cut).toBeVisible({ timeout: 30_000 });
  const text = (await cut.textContent())!;
  expect(await cut.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(text);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(text);

  // The phone numbers stay whole; 联系人 and the other text columns without room are folded, and the toolbar says which.
  await expect(page.locator('tbody td[data-field="phone"]').first()).toHaveText(/^1\d{10}$/);
  await expect(page.locator('tbody td[data-field="phone"] [data-cut]')).toHaveCount(0);
  const folded = page.getByRole('status').filter({ hasText: '列宽不足，已收起' });
  await expect(folded).toContainText('联系人');
  await expect(page.locator('thead th[data-field="contact"]')).toHaveCount(0);
  await expect(page.locator('.mrt-table-container')).toHaveJSProperty('scrollLeft', 0);
  expect(await page.locator('.mrt-table-container').evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);

  // Shown again from the column menu, it stays (the table scrolls sideways for it); 重置列设置 folds it again.
  await page.getByRole('button', { name: '显示/隐藏列' }).click();
  const contact = page.getByRole('group', { name: '显示的列' }).getByRole('checkbox', { name: '联系人' });
  await expect(contact).not.toBeChecked();
  await contact.check();
  await page.keyboard.press('Escape');
  await expect(page.locator('thead th[data-field="contact"]')).toBeVisible();
  await expect(folded).not.toContainText('联系人');
  await page.getByRole('button', { name: '重置列设置' }).click();
  await expect(page.locator('thead th[data-field="contact"]')).toHaveCount(0);
  await expect(folded).toContainText('联系人');
});
