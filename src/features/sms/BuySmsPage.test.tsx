import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import type { CloudSmsCustomer, SmsApp } from '../../contracts/sms.ts';
import BuySmsPage from './BuySmsPage.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

const app = { id: 5, appName: '门店通知' } as SmsApp;
const customer = { userId: 9, customerName: '源信文具' } as CloudSmsCustomer;
const calls = vi.hoisted(() => ({
  apps: vi.fn(async (..._: unknown[]) => ({ rows: [] as SmsApp[], total: 0 })),
  customers: vi.fn(async (..._: unknown[]) => ({ rows: [] as CloudSmsCustomer[], total: 0 })),
}));
vi.mock('./smsApi.ts', () => ({
  smsApps: { fetchPage: calls.apps },
  cloudCustomers: { fetchPage: calls.customers },
  getSmsApp: async (id: number) => (id === app.id ? app : Promise.reject(new Error('短信应用不存在'))),
  cloudCustomer: async () => customer,
  smsOverview: async () => ({ remaining: 5000 }),
}));

const open = (path: string) => renderUi(<BuySmsPage />, { at: path });

describe('购买短信: 充值对象', () => {
  it('shows the app the address names by its name, read by its id', async () => {
    open(smsScreens.buySms.href({ appId: '5' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '充值对象' })).toHaveValue('应用：门店通知'));
    expect(screen.getByLabelText('短信池剩余')).toHaveTextContent('代理商短信池剩余：5,000 条');
  });

  it('has the server search apps and cloud customers by what is typed, beyond any first page', async () => {
    calls.customers.mockImplementation(async (_query, criteria) => ({ rows: (criteria as { keyword?: string }).keyword === '源信' ? [customer] : [], total: 1 }));
    const { user, location } = open(smsScreens.buySms.path);
    const box = screen.getByRole('textbox', { name: '充值对象' });
    await waitFor(() => expect(box).toHaveValue('代理商短信池'));
    await user.clear(box);
    await user.type(box, '源信');
    await user.click(await screen.findByRole('option', { name: '云短信客户：源信文具' }, { timeout: 2000 }));
    expect(calls.apps).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), { keyword: '源信' }, expect.any(AbortSignal));
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(new URL(location.history!.at(-1)!, 'http://portal').searchParams.get('userId')).toBe('9');
  });
});
