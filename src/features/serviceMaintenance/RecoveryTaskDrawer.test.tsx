import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RecoveryTask } from '../../contracts/dataRecovery.ts';
import { RecoveryTaskDrawer } from './RecoveryTaskDrawer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

const FAILED: RecoveryTask = {
  taskNo: 'HF202611270001',
  orderNo: 'DD202611270001',
  orderStatus: '已退款',
  userId: 10000,
  userName: '云启科技',
  dbsetName: '主账套',
  restorePoint: Date.parse('2026-11-26T02:00:00+08:00'),
  mode: '覆盖原账套',
  priceFen: 20_000,
  taskStatus: '失败',
  progress: 0,
  failReason: '备份文件校验失败',
  refundedFen: 20_000,
  createTime: Date.parse('2026-11-27T09:00:00+08:00'),
  finishTime: Date.parse('2026-11-27T09:05:00+08:00'),
};
vi.mock('./dataRecoveryApi.ts', () => ({
  getTask: vi.fn(async () => FAILED),
  taskLogs: vi.fn(async () => [{ time: FAILED.finishTime, text: '已退款 200.00 元至账户余额' }]),
  cancelTask: vi.fn(),
}));

describe('a paid recovery task that failed', () => {
  it('shows 失败 with its reason and the refund to the balance, and 提交工单 opens a work order about it', async () => {
    const location = memoryLocation({ path: serviceMaintenanceScreens.dataRecoveryManage.path, record: true });
    renderUi(
      <Router hook={location.hook}>
        <RecoveryTaskDrawer task={FAILED} onClose={() => undefined} onChanged={() => undefined} />
      </Router>,
    );
    const drawer = within(await screen.findByRole('dialog', { name: `恢复任务 ${FAILED.taskNo}` }));
    expect(drawer.getByText('失败原因：备份文件校验失败')).toBeInTheDocument();
    expect(drawer.getByText('已退款 ¥200.00 至账户余额，可提交工单说明情况')).toBeInTheDocument();
    expect(drawer.queryByText('已完成')).toBeNull();
    await userEvent.setup().click(drawer.getByRole('button', { name: '提交工单' }));
    const opened = new URL(location.history!.at(-1)!, 'http://portal');
    expect(opened.pathname).toBe(workOrdersScreens.myWorkOrder.path);
    expect(opened.searchParams.get('title')).toBe(`数据恢复失败：${FAILED.taskNo}`);
    expect(opened.searchParams.get('content')).toContain('失败原因：备份文件校验失败');
    expect(opened.searchParams.get('content')).toContain('已退款 ¥200.00');
  });
});
