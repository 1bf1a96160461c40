import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportRowsAnswer, TiktokBatch, TiktokImportLine, TiktokOrderRow } from '../../../src/contracts/tiktokImports.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { ALREADY_IMPORTED, SEEDED_ORDER_NOS } from './tiktokImports.ts';

const standIn = freshStandInPerTest('tiktok-imports-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const row = (rowNo: number, storeOrderNo: string, extra: Partial<TiktokOrderRow> = {}): TiktokOrderRow => ({
  rowNo,
  storeOrderNo,
  goods: '夏季T恤',
  buyerPhone: '13800000001',
  paid: '59.90',
  orderTime: '2026-11-20 10:30',
  ...extra,
});
const orderNo = (n: number) => `69${String(n).padStart(17, '0')}`;
const importRows = (body: object, account = 'agent01') => callAs<ImportRowsAnswer>(account, '/api/tiktokImport/ImportRows', body);

describe('tiktok order imports (stand-in)', () => {
  it('checks each row, marks orders imported before as 重复 and records the batch', async () => {
    const first = await importRows({
      fileName: '订单.xlsx',
      total: 4,
      rows: [row(1, orderNo(1)), row(2, SEEDED_ORDER_NOS[0]), row(3, '123', { paid: '0' })],
    });
    expect(first.data.outcomes).toEqual([
      { rowNo: 1, result: '成功', reason: '' },
      { rowNo: 2, result: '重复', reason: ALREADY_IMPORTED },
      { rowNo: 3, result: '失败', reason: '抖店订单号应为19位数字；实付金额应大于0且最多两位小数' },
    ]);
    const { batchNo } = first.data;
    expect((await callAs<TiktokBatch>('agent01', `/api/tiktokImport/GetBatch?batchNo=${batchNo}`)).data.taskStatus).toBe('进行中');
    const second = await importRows({ batchNo, fileName: '订单.xlsx', total: 4, rows: [row(4, orderNo(1))] });
    expect(second.data.outcomes).toEqual([{ rowNo: 4, result: '重复', reason: '文件内订单号重复' }]);
    const batch = (await callAs<TiktokBatch>('agent01', `/api/tiktokImport/GetBatch?batchNo=${batchNo}`)).data;
    expect(batch).toMatchObject({ total: 4, okCount: 1, failCount: 3, taskStatus: '部分失败', operator: '张伟', fileName: '订单.xlsx' });
    const failed = await callAs<TiktokImportLine[]>('agent01', `/api/tiktokImport/FailedLines?batchNo=${batchNo}`);
    expect(failed.data.map((line) => line.rowNo)).toEqual([2, 3, 4]);
    const lines = await callAs<PagedAnswer<TiktokImportLine>>('agent01', '/api/tiktokImport/LinePageList', { filters: { batchNo, result: '成功' } });
    expect(lines.data.list.map((line) => line.storeOrderNo)).toEqual([orderNo(1)]);
  });

  it('answers a row sent again as the first time, and refuses rows for a finished or cancelled batch', async () => {
    const { batchNo } = (await importRows({ fileName: 'a.xlsx', total: 2, rows: [row(1, orderNo(5))] })).data;
    expect((await importRows({ batchNo, fileName: 'a.xlsx', total: 2, rows: [row(1, orderNo(5))] })).data.outcomes[0].result).toBe('成功');
    expect((await callAs<TiktokBatch>('agent01', '/api/tiktokImport/CancelImport', { batchNo })).data.taskStatus).toBe('已取消');
    expect((await importRows({ batchNo, fileName: 'a.xlsx', total: 2, rows: [row(2, orderNo(6))] })).msg).toBe('该批次已结束，请重新导入');
    expect((await callAs('agent01', '/api/tiktokImport/CancelImport', { batchNo })).msg).toBe('该批次已结束');
    const cancelled = await callAs<PagedAnswer<TiktokBatch>>('agent01', '/api/tiktokImport/BatchPageList', { filters: { taskStatus: '已取消' } });
    expect(cancelled.data.list.map((batch) => batch.batchNo)).toEqual([batchNo]);
    expect((await callAs<PagedAnswer<TiktokBatch>>('agent01', '/api/tiktokImport/BatchPageList', { filters: { taskStatus: '已完成' } })).data.total).toBe(1);
  });

  it('refuses malformed bodies with 400', async () => {
    const bad = [
      { fileName: 'a.xlsx', total: 1, rows: [] },
      { fileName: 'a.xlsx', total: 201, rows: Array.from({ length: 201 }, (_, i) => row(i + 1, orderNo(i))) },
      { fileName: 'a.xlsx', total: 5001, rows: [row(1, orderNo(1))] },
      { fileName: '', total: 1, rows: [row(1, orderNo(1))] },
      { fileName: 'a.xlsx', total: 1, rows: [row(2, orderNo(1))] },
      { fileName: 'a.xlsx', total: 1, rows: [{ ...row(1, orderNo(1)), goods: 'x'.repeat(501) }] },
      { fileName: 'a.xlsx', total: 1, rows: [{ ...row(1, orderNo(1)), paid: 59.9 }] },
      { fileName: 'a.xlsx', total: 1, rows: ['x'] },
      { fileName: 'a.xlsx', total: '1', rows: [row(1, orderNo(1))] },
    ];
    for (const body of bad) expect((await importRows(body)).status).toBe(400);
    expect((await callAs('agent01', '/api/tiktokImport/LinePageList', { filters: { batchNo: { __proto__: 1 } } })).status).toBe(400);
  });

  it('lets only the main account import, and shows each agent only its own batches', async () => {
    expect((await importRows({ fileName: 'a.xlsx', total: 1, rows: [row(1, orderNo(1))] }, 'staff01')).msg).toBe('无权导入订单');
    const staffList = await callAs<PagedAnswer<TiktokBatch>>('staff01', '/api/tiktokImport/BatchPageList', {});
    expect(staffList.data.total).toBe(1);
    const db = standIn().ctx.db;
    db.prepare(
      "INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)",
    ).run();
    expect((await callAs<PagedAnswer<TiktokBatch>>('sub02', '/api/tiktokImport/BatchPageList', {})).data.total).toBe(0);
    expect((await callAs('sub02', '/api/tiktokImport/GetBatch?batchNo=DR2026110100001')).msg).toBe('导入批次不存在');
    // A sub-agent's own orders are its own: the parent's imports do not make them 重复.
    const own = await importRows({ fileName: 'b.xlsx', total: 1, rows: [row(1, SEEDED_ORDER_NOS[0])] }, 'sub02');
    expect(own.data.outcomes[0].result).toBe('成功');
  });
});
