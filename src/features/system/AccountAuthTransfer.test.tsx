import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthItem } from '../../contracts/staff.ts';
import { AccountAuthTransfer } from './AccountAuthTransfer.tsx';
import type { AuthEndpoints } from './staffApi.ts';
import { formatCount } from '../../rules/numbers.ts';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { systemScreens } from '../../contracts/screens/system.ts';

vi.mock('./staffApi.ts', () => ({
  staffAccountDetail: async (id: number) => ({ id, accountName: 'sales01', name: '孙丽', roleName: '普通员工' }),
}));
vi.mock('../../ui/message.ts', () => ({ message: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const customer = (id: number): AuthItem => ({ id, name: `客户${id}`, phone: `1380000${String(id).padStart(4, '0')}` });
const LIMIT = 20;

describe('authorisation page', { timeout: 30_000 }, () => {
  it('moves its counts as the user moves customers, before saving', async () => {
    const endpoints: AuthEndpoints = {
      left: async () => ({ list: Array.from({ length: LIMIT }, (_, index) => customer(index + 10)), total: 9000, limit: LIMIT }),
      right: async () => ({ list: [customer(1), customer(2), customer(3)], total: 3, limit: LIMIT }),
      save: vi.fn(async () => true),
    };
    const location = memoryLocation({ path: systemScreens.userInfoAuth.href({ id: '5' }) });
    renderUi(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AccountAuthTransfer title={systemScreens.userInfoAuth.title} noun="客户" endpoints={endpoints} saveAction="auth" hint="" />
      </Router>,
    );
    const user = userEvent.setup();
    const counts = (authorised: number, unauthorised: number) => {
      expect(screen.getByText(`已授权客户共 ${formatCount(authorised)} 条`)).toBeVisible();
      expect(screen.getByText(`未授权客户共 ${formatCount(unauthorised)} 条匹配，仅显示前 ${LIMIT} 条，请搜索名称或手机缩小范围`)).toBeVisible();
    };
    const move = async (from: string, to: string, names: string[]) => {
      const side = within(screen.getByRole('group', { name: from }));
      for (const name of names) await user.click(side.getByRole('checkbox', { name: new RegExp(`^${name} `) }));
      await user.click(screen.getByRole('button', { name: `移到${to}` }));
    };
    await screen.findByText('已授权客户共 3 条');
    counts(3, 9000);
    await move('未授权客户', '已授权客户', ['客户10', '客户11']);
    counts(5, 8998);
    await move('已授权客户', '未授权客户', ['客户1', '客户10']);
    counts(3, 9000);
    expect(screen.getByText('待保存：新增授权 1 个，取消授权 1 个')).toBeVisible();
    expect(endpoints.save).not.toHaveBeenCalled();
  });
});
