import type { Locator } from '@playwright/test';
import { expect, type StandIn } from './fixtures.ts';

const button = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

/**
 * Walks a dangerous operation's dialog as its user does: a name that differs is refused (输入的名称不一致),
 * the right one goes on, the code sent to the account's phone (13800000001, agent01) confirms, 完成 closes.
 */
export async function confirmDangerousOp(dialog: Locator, standIn: StandIn, name: { label: string; wrong: string; right: string }) {
  await dialog.getByLabel(name.label).fill(name.wrong);
  await button(dialog, '下一步').click();
  await expect(dialog.getByText('输入的名称不一致')).toBeVisible();
  await dialog.getByLabel(name.label).fill(name.right);
  await button(dialog, '下一步').click();
  await button(dialog, '获取验证码').click();
  await dialog.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
  await button(dialog, '确定').click();
  await expect(dialog.getByText('操作已完成')).toBeVisible();
  await button(dialog, '完成').click();
}
