import { assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { canStillReopen, REOPEN_TOO_LATE, REOPEN_WINDOW_MS } from '../src/rules/workOrders.ts';
import { errorText } from '../src/rules/errorText.ts';

// M12 workOrder: new → submitting → 待受理 → 处理中 ⇄ 待补充 → 已解决 → 已关闭 (+ one rating), replies while open;
// reopened (处理中) within 7 days of being resolved or closed. The server moves the status; the
// machine follows what it answers and offers only the actions the status allows. 确认解决 carries the
// rating given in the same prompt (none for an account that may not rate).

export { REOPEN_TOO_LATE, REOPEN_WINDOW_MS };

/** What the machine needs of a work order as the server answers it. */
export interface WorkOrderView {
  status: '待受理' | '处理中' | '待补充' | '已解决' | '已关闭';
  resolvedAt: number | null;
  closedAt: number | null;
  rating: number | null;
}

/** An attachment already stored (its object-store key), sent with a reply. */
export interface StoredFile {
  fileName: string;
  filePath: string;
  objectStorageId: number;
  size: number;
}

export type WorkOrderRequest =
  | { action: 'reply'; content: string; files: readonly StoredFile[] }
  | { action: 'urge' }
  | { action: 'close' }
  | { action: 'confirm'; rating?: number }
  | { action: 'reopen' }
  | { action: 'rate'; rating: number };

export interface WorkOrderContext {
  view: WorkOrderView | null;
  request: WorkOrderRequest | null;
  error: string | null;
}

export type WorkOrderEvent =
  | { type: 'SUBMIT' }
  | { type: 'LOADED'; view: WorkOrderView }
  | { type: 'REPLY'; content: string; files: readonly StoredFile[] }
  | { type: 'URGE' }
  | { type: 'CLOSE' }
  | { type: 'CONFIRM'; rating?: number }
  | { type: 'REOPEN'; now: number }
  | { type: 'RATE'; rating: number };

/** Told to the screen whenever an action is refused (the text is also the context's error). */
export type WorkOrderEmitted = { type: 'refused'; text: string };


export const workOrderMachine = setup({
  types: { context: {} as WorkOrderContext, input: {} as { view: WorkOrderView | null }, events: {} as WorkOrderEvent, emitted: {} as WorkOrderEmitted },
  actors: {
    // Replaced by the screens: each answers the work order as the server now has it.
    submit: fromPromise<WorkOrderView>(notProvided('submit')),
    act: fromPromise<WorkOrderView, WorkOrderRequest>(notProvided('act')),
  },
  actions: {
    request: assign((_, params: WorkOrderRequest) => ({ request: params, error: null })),
    // Each refusal is told once, also when it repeats the one before (the context's error would not change).
    refused: emit(({ context }) => ({ type: 'refused' as const, text: context.error ?? '' })),
  },
  guards: {
    isNew: ({ context }) => context.view === null,
    is: ({ context }, status: WorkOrderView['status']) => context.view?.status === status,
    withinWeek: ({ context, event }) => event.type === 'REOPEN' && context.view !== null && canStillReopen(context.view, event.now),
    unrated: ({ context }) => context.view?.rating === null,
  },
}).createMachine({
  id: 'workOrder',
  description: '工单',
  meta: {
    rule: { section: 'flows', says: 'M12 workOrder (replies while 待受理, 处理中 or 待补充; reopen within 7 days)' },
    events: { SUBMIT: '提交工单', LOADED: '工单已刷新', REPLY: '发送回复', URGE: '催办', CLOSE: '关闭工单', CONFIRM: '确认解决', REOPEN: '重新打开', RATE: '评价' },
    actors: { submit: '提交工单', act: '处理请求' },
    guards: { isNew: '新工单', is: '状态为', withinWeek: '解决后 7 天内', unrated: '未评价' },
  },
  context: ({ input }) => ({ view: input.view, request: null, error: null }),
  initial: 'sync',
  states: {
    sync: {
      description: '读取状态',
      always: [
        { guard: 'isNew', target: 'new' },
        { guard: { type: 'is', params: '待受理' }, target: 'open.pending' },
        { guard: { type: 'is', params: '处理中' }, target: 'open.processing' },
        { guard: { type: 'is', params: '待补充' }, target: 'open.needInfo' },
        { guard: { type: 'is', params: '已解决' }, target: 'open.resolved' },
        { target: 'open.closed' },
      ],
    },
    new: { description: '新建工单', on: { SUBMIT: 'submitting' } },
    submitting: {
      description: '提交中',
      entry: assign({ error: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'sync', actions: assign({ view: ({ event }) => event.output }) },
        onError: { target: 'new', actions: [assign({ error: ({ event }) => errorText(event.error, '提交失败') }), 'refused'] },
      },
    },
    open: {
      description: '已提交',
      meta: { rule: { section: 'statuses', says: '工单: 待受理 · 处理中 · 待补充 · 已解决 · 已关闭' } },
      initial: 'pending',
      on: { LOADED: { target: 'sync', actions: assign({ view: ({ event }) => event.view }) } },
      states: {
        // 待受理 takes replies too: what the agent adds before support picks the order up is read with it.
        pending: {
          description: '待受理',
          on: {
            REPLY: { target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'reply', content: event.content, files: event.files }) } },
            URGE: { target: '#workOrder.acting', actions: { type: 'request', params: { action: 'urge' } } },
            CLOSE: { target: '#workOrder.acting', actions: { type: 'request', params: { action: 'close' } } },
          },
        },
        processing: {
          description: '处理中',
          on: {
            REPLY: { target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'reply', content: event.content, files: event.files }) } },
            URGE: { target: '#workOrder.acting', actions: { type: 'request', params: { action: 'urge' } } },
            CLOSE: { target: '#workOrder.acting', actions: { type: 'request', params: { action: 'close' } } },
          },
        },
        needInfo: {
          description: '待补充',
          on: {
            REPLY: { target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'reply', content: event.content, files: event.files }) } },
            CLOSE: { target: '#workOrder.acting', actions: { type: 'request', params: { action: 'close' } } },
          },
        },
        resolved: {
          description: '已解决',
          meta: { rule: { section: 'flows', says: '确认解决 opens the 评价 prompt and confirms with the rating' } },
          on: {
            CONFIRM: { target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'confirm', rating: event.rating }) } },
            REOPEN: [{ guard: 'withinWeek', target: '#workOrder.acting', actions: { type: 'request', params: { action: 'reopen' } } }, { actions: [assign({ error: REOPEN_TOO_LATE }), 'refused'] }],
            RATE: { guard: 'unrated', target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'rate', rating: event.rating }) } },
          },
        },
        closed: {
          description: '已关闭',
          meta: { rule: { section: 'flows', says: '重新打开 is offered within 7 days of the resolution only' } },
          on: {
            REOPEN: [{ guard: 'withinWeek', target: '#workOrder.acting', actions: { type: 'request', params: { action: 'reopen' } } }, { actions: [assign({ error: REOPEN_TOO_LATE }), 'refused'] }],
            RATE: { guard: 'unrated', target: '#workOrder.acting', actions: { type: 'request', params: ({ event }) => ({ action: 'rate', rating: event.rating }) } },
          },
        },
      },
    },
    acting: {
      description: '处理中请求',
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.request!,
        onDone: { target: 'sync', actions: assign({ view: ({ event }) => event.output, request: null }) },
        onError: { target: 'sync', actions: [assign({ error: ({ event }) => errorText(event.error, '操作失败'), request: null }), 'refused'] },
      },
    },
  },
});
