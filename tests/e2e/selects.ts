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
