import { ModalsProvider } from '@mantine/modals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DBSET_SERVICE_EXPIRED, type DbsetQuota } from '../../contracts/serviceMaintenance.ts';
import { AddDbsetDrawer } from './DbsetDrawers.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const calls = vi.hoisted(() => ({ quota: vi.fn<(serviceId: number) => Promise<DbsetQuota>>(), add: vi.fn() }));
vi.mock('./serviceMaintenanceApi.ts', () => ({ dbsetQuota: calls.quota, addDbset: calls.add, dbsetServices: vi.fn(), renameDbset: vi.fn() }));

const quota = (refusal: string | null): DbsetQuota => ({
  serviceId: 7,
  userName: '云启科技',
  productName: '云进销存',
  versonName: '标准版',
  dbsetCount: 1,
  included: 3,
  bought: 0,
  quota: 3,
  expireDate: Date.parse('2026-10-01T12:00:00+08:00'),
  refusal,
});

function open() {
  const location = memoryLocation({ path: serviceMaintenanceScreens.dbsetManage.href({ addTo: '7' }), record: true });
  renderUi(
    <ModalsProvider>
      <Router hook={location.hook}>
        <AddDbsetDrawer opened serviceId={7} onClose={() => undefined} onSaved={() => undefined} />
      </Router>
    </ModalsProvider>,
  );
  return { location, user: userEvent.setup() };
}

describe('新增账套 for a service', () => {
  it('on an expired service says why, disables 保存 and offers the renewal instead', async () => {
    calls.quota.mockResolvedValue(quota(DBSET_SERVICE_EXPIRED));
    const { location, user } = open();
    expect(await screen.findByText(/服务到期：2026-10-01。服务已到期，请先续费再新增账套/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    await user.type(screen.getByLabelText(/账套名称/), '分店账套');
    await user.keyboard('{Enter}');
    expect(calls.add).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '去续费' }));
    expect(location.history!.at(-1)).toBe(paymentsScreens.placeOrder.href({ orderType: 'renew', userId: '7' }));
  });

  it('on a running service shows the count and lets 保存 add', async () => {
    calls.quota.mockResolvedValue(quota(null));
    open();
    expect(await screen.findByLabelText('账套数')).toHaveTextContent('已有1个，可用3个');
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });
});
