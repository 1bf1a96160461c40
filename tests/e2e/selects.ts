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

interface Answer<T> {
  data: T;
}

/** The signed-in account's calls to the stand-in, as the page makes them (its token cookie as the bearer). */
async function asThePage<T>(page: Page, path: string, data?: object): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const options = { headers: { Authorization: `Bearer ${token}` }, ...(data && { data }) };
  const response = await (data ? page.request.post(path, options) : page.request.get(path, options));
  return ((await response.json()) as Answer<T>).data;
}

/**
 * On 数据恢复购物车: chooses a customer whose first 账套 has at least `points` restore points, leaving 客户 and 账套
 * chosen. Which customers have one depends on the clock (a 账套 has no nightly backup from before it existed) and on
 * what earlier tests added, so the stand-in is asked which, and the customer is then searched for and chosen as a user does.
 */
export async function pickRecoverable(page: Page, points = 2) {
  const customers = (await asThePage<{ list: Array<{ id: number; customerNo: string }> }>(page, '/api/user/UserPageList', { pageIndex: 1, pageSize: 100 })).list;
  let customerNo = '';
  for (const customer of customers) {
    const { dbsets } = await asThePage<{ dbsets: Array<{ restorePoints: unknown[] }> }>(page, `/api/DataRecovery/Options?userId=${customer.id}`);
    if ((dbsets[0]?.restorePoints.length ?? 0) >= points) {
      customerNo = customer.customerNo;
      break;
    }
  }
  if (!customerNo) throw new Error(`None of the agent's customers has a 账套 with ${points} restore points`);
  await page.getByRole('textbox', { name: '客户', exact: true }).fill(customerNo);
  await page.getByRole('option', { name: new RegExp(`（${customerNo}）`) }).click();
  await pickNth(page, '账套');
  const pointBox = page.getByRole('textbox', { name: '恢复时间点', exact: true });
  await expect(pointBox).toBeEnabled();
}
