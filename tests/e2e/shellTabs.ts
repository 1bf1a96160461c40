import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The shell's side menu and its tab strip, as the tab journeys reach them. */
export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Opens a menu entry (unfolding its group when the entry is not shown) and waits for its tab to be the active one. */
export async function open(page: Page, group: string, entry: string) {
  const item = menu(page).getByRole('button', { name: entry, exact: true }).last();
  if (!(await item.isVisible())) await menu(page).getByRole('button', { name: group, exact: true }).first().click();
  await item.click();
  await expect(tab(page, entry)).toHaveAttribute('aria-selected', 'true');
}
