import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthItem } from '../../api/contracts/staff.ts';
import { AccountAuthTransfer } from './AccountAuthTransfer.tsx';
import type { AuthEndpoints } from './staffApi.ts';

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
    const location = memoryLocation({ path: '/systemAccountManage/userInfoAuth?id=5' });
    render(
      <MantineProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AccountAuthTransfer title="客户授权" noun="客户" endpoints={endpoints} saveAction="save" hint="" />
        </Router>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('已授权客户共 3 条')).toBeVisible();
    expect(screen.getByText('未授权客户共 9000 条匹配，仅显示前 20 条，请搜索名称或手机缩小范围')).toBeVisible();

    const left = within(screen.getByRole('group', { name: '未授权客户' }));
    await user.click(left.getByRole('checkbox', { name: /^客户10 / }));
    await user.click(left.getByRole('checkbox', { name: /^客户11 / }));
    await user.click(screen.getByRole('button', { name: '移到已授权客户' }));
    expect(screen.getByText('已授权客户共 5 条')).toBeVisible();
    expect(screen.getByText('未授权客户共 8998 条匹配，仅显示前 20 条，请搜索名称或手机缩小范围')).toBeVisible();

    const right = within(screen.getByRole('group', { name: '已授权客户' }));
    await user.click(right.getByRole('checkbox', { name: /^客户1 / }));
    await user.click(right.getByRole('checkbox', { name: /^客户10 / }));
    await user.click(screen.getByRole('button', { name: '移到未授权客户' }));
    expect(screen.getByText('已授权客户共 3 条')).toBeVisible();
    expect(screen.getByText('未授权客户共 9000 条匹配，仅显示前 20 条，请搜索名称或手机缩小范围')).toBeVisible();
    expect(screen.getByText('待保存：新增授权 1 个，取消授权 1 个')).toBeVisible();
    expect(endpoints.save).not.toHaveBeenCalled();
  });
});
