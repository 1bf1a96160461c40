import type { Page } from '@playwright/test';

/** The sales chart screen is drawn: a table cell matching `cell` is on show and its three charts have their canvases. */
export async function chartsDrawn(page: Page, cell: RegExp): Promise<void> {
  await page.getByRole('cell', { name: cell }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role=img] canvas').length >= 3);
}
