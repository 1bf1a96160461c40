import { modelPaths } from './testing/modelCoverage.ts';
import { userTransferMachine, type UserTransferContext, type UserTransferEvent } from './userTransfer.machine.ts';
import type { TransferBatch, TransferPreview } from '../src/contracts/transfers.ts';

// The model of the transfer wizard, shared by its unit model test and the paths replayed in the browser.
export const MODEL_SOURCE = 'account:2';
export const MODEL_TARGET = 'agent:2';

const batch = (failCount: number): TransferBatch => ({
  id: 1,
  transferNo: 'ZY00000001',
  fromOwner: '李娜（staff01）',
  toOwner: '宁波甬信（二级代理）',
  count: 2,
  okCount: 2 - failCount,
  failCount,
  operator: '张伟',
  taskStatus: failCount ? '部分失败' : '已完成',
  createTime: 0,
});

const previewWith = (movable: number): TransferPreview => ({
  movable,
  conflicts: movable === 2 ? [] : [{ customerId: 1, customerName: '客户', reason: '存在待支付订单' }],
});

const restore = (step: number, source: string | null, customerIds: number[], target: string | null) => ({ type: 'RESTORE', step, source, customerIds, target });
/**
 * A kept wizard, offered to a wizard that has just opened: on the phone step (it comes back as the preview), on the
 * preview with the source as target (back to the target), on the customers, and without its source (it stays).
 */
const restores = [
  restore(4, MODEL_SOURCE, [1, 2], MODEL_TARGET),
  restore(3, MODEL_SOURCE, [1, 2], MODEL_SOURCE),
  restore(1, MODEL_SOURCE, [], null),
  restore(2, null, [1, 2], MODEL_TARGET),
];

type Snapshot = { value: unknown; context: unknown };
const top = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const eventsOf = (restoring: boolean) => ({ value, context }: Snapshot): UserTransferEvent[] => {
  const state = top(value);
  const opened = restoring && (context as UserTransferContext).source === null;
  const perState: Record<string, object[]> = {
    selectSource: [{ type: 'SOURCE', owner: MODEL_SOURCE }, { type: 'NEXT' }, ...(opened ? restores : [])],
    selectCustomers: [{ type: 'CUSTOMERS', ids: [1, 2] }, { type: 'NEXT' }, { type: 'BACK' }],
    selectTarget: [{ type: 'TARGET', owner: MODEL_SOURCE }, { type: 'TARGET', owner: MODEL_TARGET }, { type: 'NEXT' }, { type: 'BACK' }],
    '{"preview":"loading"}': [
      { type: 'xstate.done.actor.preview', output: previewWith(1) },
      { type: 'xstate.done.actor.preview', output: previewWith(0) },
      { type: 'xstate.error.actor.preview', error: new Error('网络异常，请稍后重试') },
      { type: 'BACK' },
    ],
    '{"preview":"ready"}': [{ type: 'NEXT' }, { type: 'BACK' }],
    '{"preview":"failed"}': [{ type: 'RETRY' }, { type: 'BACK' }],
    verifying: [{ type: 'CODE', code: '123456' }, { type: 'SUBMIT' }, { type: 'BACK' }],
    transferring: [
      { type: 'xstate.done.actor.transfer', output: batch(0) },
      { type: 'xstate.done.actor.transfer', output: batch(1) },
      { type: 'xstate.error.actor.transfer', error: new Error('手机验证码错误') },
    ],
  };
  return (perState[state] ?? []) as UserTransferEvent[];
};

/** The state value plus what the guards read, so a guarded edge is explored on both sides. */
const serializeState = ({ value, context }: Snapshot) => {
  const c = context as UserTransferContext;
  return JSON.stringify([value, c.source !== null, c.customerIds.length > 0, c.target !== null, (c.preview?.movable ?? 0) > 0, c.code !== '']);
};

/** `restoring: false` leaves out the wizards kept from before a reload (the browser replay opens wizards afresh). */
export const userTransferPaths = ({ restoring = true } = {}) => modelPaths(userTransferMachine, { events: eventsOf(restoring), serializeState });
