import type { Page } from '@playwright/test';

/** The shell's 关闭全部标签: there only while a signed-in portal runs on the page. */
export const closeAllTabs = (page: Page) => page.getByRole('button', { name: '关闭全部标签' });

/** Whether a signed-in portal runs on the page (its tab strip is there). */
export const portalRunsOn = async (page: Page) => page.url().startsWith('http') && (await closeAllTabs(page).isVisible());

/**
 * Opens a portal address as a link inside the portal does: pushed into the running portal, which opens it in a tab
 * (loading the portal again would cost a boot); loaded when no signed-in portal runs on the page. `alone`: the tabs
 * open before are closed first, as if the address were a bookmark opened on its own.
 */
export async function openInPortal(page: Page, address: string, { alone = false } = {}): Promise<void> {
  if (!(await portalRunsOn(page))) return void (await page.goto(address));
  if (alone && (await closeAllTabs(page).isEnabled())) await closeAllTabs(page).click();
  await page.evaluate((to) => history.pushState(null, '', to), address);
}
