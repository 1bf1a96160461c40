import { modelPaths } from './testing/modelCoverage.ts';
import { dataRecoveryMachine, type DataRecoveryContext, type DataRecoveryEvent } from './dataRecovery.machine.ts';

// The model of a recovery from the cart to its end, shared by the unit model test and the browser replay.
type Snapshot = { value: unknown; context: DataRecoveryContext };
const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const userEvents: Record<string, DataRecoveryEvent[]> = {
  cart: [{ type: 'CART_CHANGED', itemCount: 2 }, { type: 'CART_CHANGED', itemCount: 0 }, { type: 'CHECKOUT' }],
  checkout: [{ type: 'BACK' }, { type: 'PLACE' }],
  handedOver: [{ type: 'PAID' }, { type: 'CANCEL' }],
  queued: [{ type: 'CANCEL' }, { type: 'xstate.after.poll.dataRecovery.queued' } as never],
  restoring: [{ type: 'xstate.after.poll.dataRecovery.restoring' } as never],
  failed: [{ type: 'REPORT' }],
};
const fixtures: Record<string, object[]> = {
  placing: [
    { type: 'xstate.done.actor.placeOrder', output: 'DD20261123000001' },
    { type: 'xstate.error.actor.placeOrder', error: new Error('账户状态异常，暂不能下单') },
  ],
  polling: ['排队中', '进行中', '已完成', '失败', '已取消']
    .map((output) => ({ type: 'xstate.done.actor.fetchStatus', output }) as object)
    .concat({ type: 'xstate.error.actor.fetchStatus', error: new Error('网络异常') }),
  cancelling: [
    { type: 'xstate.done.actor.cancelTask', output: true },
    { type: 'xstate.error.actor.cancelTask', error: new Error('只能取消待支付或排队中的任务') },
  ],
};

const events = (snapshot: { value: unknown }) => [...(userEvents[key(snapshot.value)] ?? []), ...(fixtures[key(snapshot.value)] ?? [])] as DataRecoveryEvent[];

/** Where the flow is, whether the cart has items, and the task's status (not the texts). */
function serializeState(snapshot: { value: unknown; context: unknown }): string {
  const { value, context } = snapshot as Snapshot;
  return `${key(value)}|${context.itemCount > 0 ? 'items' : 'empty'}|${context.taskStatus ?? '-'}`;
}

export const dataRecoveryPaths = () =>
  modelPaths(dataRecoveryMachine, { events, serializeState, inputs: [{ itemCount: 0 }, { itemCount: 1, taskStatus: '进行中' }, { itemCount: 0, taskStatus: '已取消' }] });
