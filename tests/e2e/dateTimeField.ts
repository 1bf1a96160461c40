import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The China wall-clock day (YYYY-MM-DD) and minute (HH:mm) of `time`. */
export function chinaWall(time: number): { day: string; minute: string } {
  const iso = new Date(time + 8 * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), minute: iso.slice(11, 16) };
}

/**
 * Picks `time` (China time, to the minute) on a DateTimeField as a person does: opens it, moves month by
 * month to the day and clicks it, types the hour and minute, 确定.
 */
export async function pickDateTime(scope: Page | Locator, page: Page, label: string, time: number) {
  const { day, minute } = chinaWall(time);
  await scope.getByLabel(label, { exact: true }).click();
  const timeBox = page.getByLabel(`${label}（时分）`);
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: timeBox });
  await expect(dropdown).toBeVisible();
  const dayButton = dropdown.getByRole('button', { name: day, exact: true });
  for (let months = 0; months < 24 && !(await dayButton.isVisible()); months += 1) await dropdown.getByRole('button', { name: '下个月' }).click();
  await dayButton.click();
  await timeBox.fill(minute);
  await dropdown.getByRole('button', { name: '确定', exact: true }).click();
  await expect(dropdown).toBeHidden();
}
