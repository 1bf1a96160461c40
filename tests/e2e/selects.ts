import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens the select (a click may close a dropdown that focus already opened) and takes the option at `index` (the first by default). */
export async function pickNth(page: Page, label: string, index = 0) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  const option = page.locator('[role=option]:visible').nth(index);
  await expect(async () => {
    if (!(await option.isVisible())) await box.click();
    await expect(option).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
}

/**
 * On 数据恢复购物车: chooses the first customer offered whose first 账套 has at least `points` restore points (the
 * newest services may have no 账套 yet, or none backed up since they opened), leaving 客户 and 账套 chosen.
 */
export async function pickRecoverable(page: Page, points = 2) {
  for (let index = 0; index < 15; index += 1) {
    await pickNth(page, '客户', index);
    await page.getByRole('textbox', { name: '账套', exact: true }).click();
    // The customer's options have come once the 账套 list shows one, or says it has none.
    const dbset = page.locator('[role=option]:visible').first();
    await expect(dbset.or(page.getByText('该服务还没有账套'))).toBeVisible({ timeout: 20_000 });
    if (!(await dbset.isVisible())) {
      await page.keyboard.press('Escape');
      continue;
    }
    await dbset.click();
    // The restore points came with the same options: a 账套 without any says so in its box, one with some lists them all at once.
    const pointBox = page.getByRole('textbox', { name: '恢复时间点', exact: true });
    await expect(pointBox).toBeEnabled();
    if ((await pointBox.getAttribute('placeholder')) === '该账套还没有备份') continue;
    await pointBox.click();
    await expect(page.locator('[role=option]:visible').first()).toBeVisible();
    const found = (await page.locator('[role=option]:visible').count()) >= points;
    await page.keyboard.press('Escape');
    if (found) return;
  }
  throw new Error(`None of the first fifteen customers has a 账套 with ${points} restore points`);
}
