import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { WorkOrderDetail } from '../../contracts/workOrders.ts';
import { PermissionSourceContext, type PermissionSource } from '../../ui/permissions/permissionContext.ts';
import { WorkOrderConversation } from './WorkOrderConversation.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

const calls = vi.hoisted(() => ({ confirm: vi.fn(), rate: vi.fn(), reopen: vi.fn(), reply: vi.fn() }));
vi.mock('./workOrdersApi.ts', () => ({
  confirmWorkOrder: calls.confirm,
  rateWorkOrder: calls.rate,
  reopenWorkOrder: calls.reopen,
  closeWorkOrder: vi.fn(),
  getWorkOrder: vi.fn(),
  replyWorkOrder: calls.reply,
  urgeWorkOrder: vi.fn(),
}));
vi.mock('../../ui/message.ts', () => ({ message: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const DAY = 86_400_000;
const order = (resolvedAt: number): WorkOrderDetail => ({
  woNo: 'GD202611200001',
  title: '打印错位',
  woType: '故障',
  userId: 10000,
  userName: '云启科技',
  productName: '云进销存',
  priority: '普通',
  status: '已解决',
  createTime: resolvedAt - DAY,
  lastReply: resolvedAt,
  lastUrgedAt: null,
  resolvedAt,
  rating: null,
  content: '销售单打印错位',
  tel: '',
  files: [],
  replies: [],
  acceptedAt: resolvedAt - DAY,
  closedAt: null,
});

const HELD = ['rate', 'urge', 'close'];
const permissions: PermissionSource = { known: () => HELD, load: async () => HELD, subscribe: () => () => undefined };

function show(item: WorkOrderDetail) {
  const location = memoryLocation({ path: workOrdersScreens.workOrderDetail.path, record: true });
  renderUi(
    <PermissionSourceContext.Provider value={permissions}>
      <Router hook={location.hook}>
        <WorkOrderConversation item={item} onChanged={() => undefined} />
      </Router>
    </PermissionSourceContext.Provider>,
  );
  return { location, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());

describe('a resolved work order', () => {
  it('确认解决 opens the rating prompt instead of closing it; cancelling leaves it resolved with 评价 still offered', async () => {
    const { user } = show(order(Date.now() - DAY));
    await user.click(screen.getByRole('button', { name: '确认解决' }));
    expect(await screen.findByRole('dialog', { name: '评价工单' })).toBeInTheDocument();
    expect(calls.confirm).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '评价工单' })).toBeNull());
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '确认解决' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '评价' })).toBeInTheDocument();
  });

  it('confirms with the rating chosen in the prompt, in one call', async () => {
    const item = order(Date.now() - DAY);
    calls.confirm.mockResolvedValue({ ...item, status: '已关闭', closedAt: Date.now(), rating: 4 });
    const { user } = show(item);
    await user.click(screen.getByRole('button', { name: '确认解决' }));
    const dialog = await screen.findByRole('dialog', { name: '评价工单' });
    // The star is a visually hidden radio: its label is what a person clicks.
    fireEvent.click(document.querySelector(`label[for="${within(dialog).getByLabelText('4星').id}"]`)!);
    expect(within(dialog).getByText('很棒')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledWith(item.woNo, 4));
    expect(calls.rate).not.toHaveBeenCalled();
  });

  it('offers 重新打开 within 7 days of the resolution', () => {
    show(order(Date.now() - 6 * DAY));
    expect(screen.getByRole('button', { name: '重新打开' })).toBeInTheDocument();
  });

  it('past 7 days hides 重新打开, says why, and 提交新工单 opens a prefilled form', async () => {
    const { user, location } = show(order(Date.now() - 8 * DAY));
    expect(screen.queryByRole('button', { name: '重新打开' })).toBeNull();
    expect(screen.getByText('已超过7天，不能重新打开；如仍有问题请提交新工单')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交新工单' }));
    const opened = new URL(location.history!.at(-1)!, 'http://portal');
    expect(opened.pathname).toBe(workOrdersScreens.myWorkOrder.path);
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({ new: '1', userId: '10000', title: '打印错位', woType: '故障' });
    expect(calls.reopen).not.toHaveBeenCalled();
  });
});

describe('a work order waiting to be accepted (待受理)', () => {
  it('takes a reply: what the agent adds before support picks it up goes with it', async () => {
    const pending: WorkOrderDetail = { ...order(0), status: '待受理', resolvedAt: null, acceptedAt: null, createTime: Date.now() };
    calls.reply.mockResolvedValue({ ...pending, replies: [{ id: 1, createTime: Date.now(), author: 'agent01', fromSupport: false, content: '打印机型号 LQ-630K', files: [] }] });
    const { user } = show(pending);
    await user.type(screen.getByRole('textbox', { name: '回复' }), '打印机型号 LQ-630K');
    await user.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(calls.reply).toHaveBeenCalledWith(pending.woNo, '打印机型号 LQ-630K', []));
  });
});
