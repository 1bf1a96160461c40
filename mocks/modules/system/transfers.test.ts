import { beforeEach, describe, expect, it } from 'vitest';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import type { OwnerCustomer, TransferBatch, TransferLine, TransferOwner, TransferPreview } from '../../../src/contracts/transfers.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NOT_FROM_SOURCE_REASON, PENDING_ORDER_LIFETIME_MS, PENDING_ORDER_REASON } from './transfers.ts';

const standIn = freshStandInPerTest('transfers-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const customersOf = async (owner: string) =>
  (await callAs<PagedAnswer<OwnerCustomer>>('agent01', '/api/userTransfer/OwnerCustomers', { owner, pageSize: 100 })).data;

async function operationCode(): Promise<string> {
  expect((await callAs('agent01', '/api/safety/SendOperationCode', { purpose: 'userTransfer' })).code).toBe(200);
  return standIn().ctx.sms.list('13800000001')[0].code;
}

describe('customer transfers (stand-in)', () => {
  it('lists the owners of the network: the agent, its staff accounts and its sub-agents', async () => {
    const owners = (await callAs<TransferOwner[]>('agent01', '/api/userTransfer/Owners')).data;
    const subAgents = standIn().ctx.db.prepare('SELECT id FROM agents WHERE parent_id = 1 ORDER BY id').all() as Array<{ id: number }>;
    expect(owners.map((owner) => owner.key)).toEqual(['agent:1', 'account:2', 'account:3', ...subAgents.map(({ id }) => `agent:${id}`)]);
    expect(subAgents.slice(0, 2).map(({ id }) => id)).toEqual([2, 3]);
    expect(owners[1]).toMatchObject({ name: '李娜（staff01）', kind: 'account', customerCount: 60 });
    expect(owners[3].name).toBe('宁波甬信（二级代理）');
  });

  it('previews conflicts, moves the rest with the phone code, and retries the failed ones once paid', async () => {
    const staffCustomers = await customersOf('account:2');
    const blocked = staffCustomers.list.filter((customer) => customer.pendingOrders > 0).map((customer) => customer.id);
    const free = staffCustomers.list.filter((customer) => customer.pendingOrders === 0).slice(0, 2).map((customer) => customer.id);
    expect(blocked.length).toBe(3);
    const choice = { from: 'account:2', to: 'agent:2', customerIds: [...free, blocked[0]] };
    const preview = (await callAs<TransferPreview>('agent01', '/api/userTransfer/Preview', choice)).data;
    expect(preview.movable).toBe(2);
    expect(preview.conflicts).toEqual([expect.objectContaining({ customerId: blocked[0], reason: PENDING_ORDER_REASON })]);

    expect((await callAs('agent01', '/api/userTransfer/Transfer', { ...choice, code: '000000' })).msg).toBe('手机验证码错误');
    const batch = (await callAs<TransferBatch>('agent01', '/api/userTransfer/Transfer', { ...choice, code: await operationCode() })).data;
    expect(batch).toMatchObject({ count: 3, okCount: 2, failCount: 1, taskStatus: '部分失败', fromOwner: '李娜（staff01）', toOwner: '宁波甬信（二级代理）', operator: '张伟' });
    expect((await customersOf('agent:2')).list.map((customer) => customer.id)).toEqual(expect.arrayContaining(free));
    expect((await customersOf('account:2')).total).toBe(58);

    const lines = (await callAs<PagedAnswer<TransferLine>>('agent01', '/api/userTransfer/TransferLinePageList', { filters: { id: batch.id, result: '失败' } })).data;
    expect(lines.list).toEqual([expect.objectContaining({ customerId: blocked[0], result: '失败', reason: PENDING_ORDER_REASON })]);
    expect((await callAs<TransferBatch>('agent01', '/api/userTransfer/RetryFailed', { id: batch.id })).data.failCount).toBe(1);
    await callAs('agent01', '/api/__dev/transfers/payPendingOrders', { customerId: blocked[0] });
    expect((await callAs<TransferBatch>('agent01', '/api/userTransfer/RetryFailed', { id: batch.id })).data.taskStatus).toBe('已完成');
    expect((await callAs('agent01', '/api/userTransfer/RetryFailed', { id: batch.id })).msg).toBe('没有需要重试的客户');
    const done = await callAs<PagedAnswer<TransferBatch>>('agent01', '/api/userTransfer/TransferPageList', { filters: { taskStatus: '已完成' } });
    // Newest first, after the two seeded batches that completed; the seeded partly failed one stays so.
    expect(done.data.list.map((row) => row.id)).toEqual([batch.id, 2, 1]);
    const partial = (await callAs<PagedAnswer<TransferBatch>>('agent01', '/api/userTransfer/TransferPageList', { filters: { taskStatus: '部分失败' } })).data;
    expect(partial.list).toEqual([expect.objectContaining({ id: 3, okCount: 3, failCount: 1, fromOwner: '李娜（staff01）' })]);
  });

  it('lets unpaid orders block only until they close, and refuses customers the source no longer has', async () => {
    const blocked = (await customersOf('account:2')).list.find((customer) => customer.pendingOrders > 0)!.id;
    const other = (await customersOf('account:3')).list[0].id;
    const choice = { from: 'account:2', to: 'agent:1', customerIds: [blocked, other] };
    const preview = (await callAs<TransferPreview>('agent01', '/api/userTransfer/Preview', choice)).data;
    expect(preview.conflicts.map((conflict) => conflict.reason)).toEqual([PENDING_ORDER_REASON, NOT_FROM_SOURCE_REASON]);
    expect((await callAs('agent01', '/api/userTransfer/Transfer', { ...choice, code: '123456' })).msg).toBe('所选客户均不能转移');
    await callAs('agent01', '/api/__dev/clock', { advanceMs: PENDING_ORDER_LIFETIME_MS });
    expect((await callAs<TransferPreview>('agent01', '/api/userTransfer/Preview', choice)).data.movable).toBe(1);
  });

  it('narrows an owner\'s customers to the ones asked for: those of a kept choice it still has', async () => {
    const [first, second] = (await customersOf('account:2')).list;
    const other = (await customersOf('account:3')).list[0].id;
    const asked = { owner: 'account:2', customerIds: [first.id, other, second.id, 999_999] };
    const answer = (await callAs<PagedAnswer<OwnerCustomer>>('agent01', '/api/userTransfer/OwnerCustomers', asked)).data;
    expect(answer.total).toBe(2);
    expect(answer.list.map((customer) => customer.id)).toEqual([first.id, second.id]);
    expect((await callAs('agent01', '/api/userTransfer/OwnerCustomers', { owner: 'account:2', customerIds: ['1'] })).status).toBe(400);
  });

  it('refuses a target equal to the source, owners outside the network and staff callers', async () => {
    const customerIds = [(await customersOf('account:2')).list[5].id];
    expect((await callAs('agent01', '/api/userTransfer/Preview', { from: 'account:2', to: 'account:2', customerIds })).msg).toBe('转入方不能与转出方相同');
    expect((await callAs('agent01', '/api/userTransfer/Preview', { from: 'account:2', to: 'agent:99', customerIds })).msg).toBe('转入方不存在');
    expect((await callAs('agent01', '/api/userTransfer/OwnerCustomers', { owner: 'account:99' })).msg).toBe('转出方不存在');
    expect((await callAs('staff01', '/api/userTransfer/Preview', { from: 'account:2', to: 'agent:2', customerIds })).msg).toBe('无权进行用户转移');
    expect((await callAs('staff01', '/api/userTransfer/Owners')).msg).toBe('无权进行用户转移');
    const staffList = await callAs<PagedAnswer<TransferBatch>>('staff01', '/api/userTransfer/TransferPageList', {});
    expect(staffList.code).toBe(200);
    const db = standIn().ctx.db;
    db.prepare(
      "INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)",
    ).run();
    expect((await callAs('sub02', '/api/userTransfer/Preview', { from: 'agent:2', to: 'agent:1', customerIds })).msg).toBe('转入方不存在');
    expect((await callAs('sub02', '/api/userTransfer/OwnerCustomers', { owner: 'account:2' })).msg).toBe('转出方不存在');
  });

  it('refuses malformed bodies with 400', async () => {
    const bad = [
      { from: 'account:2', to: 'agent:2', customerIds: [] },
      { from: 'account:2', to: 'agent:2', customerIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      { from: 'account:2', to: 'agent:2', customerIds: [1, 1] },
      { from: 'account:2', to: 'agent:2', customerIds: [1.5] },
      { from: 'account:2', to: 'agent:2', customerIds: ['1'] },
      { from: 'x'.repeat(100), to: 'agent:2', customerIds: [1] },
      { from: 'constructor', to: 'agent:2', customerIds: [1] },
      { from: 'account:2', customerIds: [1] },
    ];
    for (const body of bad) expect((await callAs('agent01', '/api/userTransfer/Preview', body)).status).toBe(400);
    expect((await callAs('agent01', '/api/userTransfer/RetryFailed', { id: 'x' })).status).toBe(400);
    expect((await callAs('agent01', '/api/userTransfer/TransferLinePageList', { filters: {} })).status).toBe(400);
    expect((await callAs('agent01', '/api/userTransfer/GetTransfer?id=999')).msg).toBe('转移单不存在');
  });
});
