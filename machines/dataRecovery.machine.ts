import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import type { RecoveryTaskStatus } from '../src/contracts/dataRecovery.ts';
import { errorText } from '../src/rules/errorText.ts';
import { EMPTY_CART } from '../src/rules/dataRecovery.ts';

// M8 dataRecovery: cart → checkout → M1 (the order handed over to /pay) → queued → restoring (polled)
// → done | failed → a work order about it. A queued task may still be cancelled.
export const POLL_MS = 10_000;

export interface DataRecoveryContext {
  itemCount: number;
  orderNo: string | null;
  taskStatus: RecoveryTaskStatus | null;
  error: string | null;
}

export interface DataRecoveryInput {
  itemCount: number;
  /** A task already placed (its list row): the flow starts where the task is. */
  taskStatus?: RecoveryTaskStatus;
}

export type DataRecoveryEvent =
  | { type: 'CART_CHANGED'; itemCount: number }
  | { type: 'CHECKOUT' }
  | { type: 'BACK' }
  | { type: 'PLACE' }
  | { type: 'PAID' }
  | { type: 'CANCEL' }
  | { type: 'REPORT' };


export const dataRecoveryMachine = setup({
  types: { context: {} as DataRecoveryContext, input: {} as DataRecoveryInput, events: {} as DataRecoveryEvent },
  actors: {
    // Replaced by the screens: the order placed from the cart, a task's status now, its cancelling.
    placeOrder: fromPromise<string>(notProvided('placeOrder')),
    fetchStatus: fromPromise<RecoveryTaskStatus>(notProvided('fetchStatus')),
    cancelTask: fromPromise<unknown>(notProvided('cancelTask')),
  },
  actions: {
    // Provided by the payment page: the order placed goes to the cashier.
    handedOff: () => undefined,
  },
  delays: { poll: POLL_MS },
  guards: {
    hasItems: ({ context }) => context.itemCount > 0,
    placed: ({ context }) => context.taskStatus !== null,
    status: ({ context }, status: RecoveryTaskStatus) => context.taskStatus === status,
  },
}).createMachine({
  id: 'dataRecovery',
  description: '数据恢复',
  meta: {
    rule: { section: 'flows', says: 'M8 dataRecovery' },
    events: { CART_CHANGED: '购物车变化', CHECKOUT: '去结算', BACK: '返回购物车', PLACE: '提交订单', PAID: '已支付', CANCEL: '取消任务', REPORT: '反馈问题' },
    actors: { placeOrder: '下单', fetchStatus: '刷新任务状态', cancelTask: '取消任务' },
    delays: { poll: '轮询间隔到' },
    guards: { status: '任务状态为', placed: '已下单', hasItems: '购物车有恢复点' },
  },
  context: ({ input }) => ({ itemCount: input.itemCount, orderNo: null, taskStatus: input.taskStatus ?? null, error: null }),
  initial: 'route',
  states: {
    route: {
      description: '读取任务状态',
      always: [
        { guard: { type: 'status', params: '待支付' }, target: 'handedOver' },
        { guard: { type: 'status', params: '排队中' }, target: 'queued' },
        { guard: { type: 'status', params: '进行中' }, target: 'restoring' },
        { guard: { type: 'status', params: '已完成' }, target: 'done' },
        { guard: { type: 'status', params: '失败' }, target: 'failed' },
        { guard: 'placed', target: 'cancelled' },
        { target: 'cart' },
      ],
    },
    cart: {
      description: '恢复购物车',
      meta: { rule: { section: 'flows', says: 'The recovery cart lists each' } },
      on: {
        CART_CHANGED: { actions: assign({ itemCount: ({ event }) => event.itemCount, error: null }) },
        CHECKOUT: [{ guard: 'hasItems', target: 'checkout' }, { actions: assign({ error: EMPTY_CART }) }],
      },
    },
    checkout: { description: '结算', on: { BACK: 'cart', PLACE: 'placing' } },
    placing: {
      description: '下单中',
      entry: assign({ error: null }),
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        onDone: { target: 'handedOver', actions: [assign({ orderNo: ({ event }) => event.output, taskStatus: '待支付' }), 'handedOff'] },
        onError: { target: 'checkout', actions: assign({ error: ({ event }) => errorText(event.error, '下单失败') }) },
      },
    },
    // The order is at the cashier (M1); leaving keeps it 待支付, payable from the task list.
    handedOver: { description: '待支付', on: { PAID: { target: 'queued', actions: assign({ taskStatus: '排队中' }) }, CANCEL: 'cancelling' } },
    queued: {
      description: '排队中',
      meta: { rule: { section: 'statuses', says: '任务 (recovery, migration, import, transfer): 排队中 · 进行中 · 已完成 · 部分失败 · 失败 · 已取消' } },
      on: { CANCEL: 'cancelling' },
      after: { poll: 'polling' },
    },
    restoring: { description: '进行中', meta: { rule: { section: 'statuses', says: '任务 (recovery, migration, import, transfer): 排队中 · 进行中 · 已完成 · 部分失败 · 失败 · 已取消' } }, after: { poll: 'polling' } },
    polling: {
      description: '刷新状态中',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'route', actions: assign({ taskStatus: ({ event }) => event.output, error: null }) },
        // A failed poll tries again at the next interval.
        onError: { target: 'route', actions: assign({ error: ({ event }) => errorText(event.error, '刷新失败') }) },
      },
    },
    cancelling: {
      description: '取消中',
      invoke: {
        id: 'cancelTask',
        src: 'cancelTask',
        onDone: { target: 'cancelled', actions: assign({ taskStatus: '已取消' }) },
        onError: { target: 'route', actions: assign({ error: ({ event }) => errorText(event.error, '取消失败') }) },
      },
    },
    failed: { description: '恢复失败', meta: { rule: { section: 'flows', says: 'A paid recovery task that fails is refunded' } }, on: { REPORT: 'reporting' } },
    reporting: { description: '已反馈', type: 'final' },
    done: { description: '已完成', type: 'final' },
    cancelled: { description: '已取消', type: 'final' },
  },
});
