import { expect, test } from './fixtures.ts';

test('on a desktop the frozen columns stay, and nothing scrolled under them shows through', async ({ page, standIn, context }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/customerInformationManage');
  await expect(page.getByText('共 10000 条')).toBeVisible();
  const frozen = page.locator('tbody td[data-field="expireAt"]').first();
  await expect(frozen).toHaveAttribute('data-column-pinned', 'right');
  await expect(frozen).toHaveCSS('opacity', '1');
  await expect(frozen).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});
