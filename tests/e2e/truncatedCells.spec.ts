import { expect, test } from './fixtures.ts';

// No column under the frozen 操作 column is checked on every route by the route sweep (routeSweep.spec.ts).
test('long cell text is cut to its column and shows in full on hover and on keyboard focus', async ({ page, context, standIn }) => {
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
});
