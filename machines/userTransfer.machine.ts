import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import type { TransferBatch, TransferChoice, TransferPreview, TransferRequest } from '../src/contracts/transfers.ts';
import { errorText } from '../src/rules/errorText.ts';
import { OPERATION_CODE_PROBLEM, operationCodeProblem } from '../src/rules/operationCode.ts';
import { SAME_OWNER } from '../src/rules/transfers.ts';

export interface UserTransferContext {
  source: string | null;
  customerIds: number[];
  target: string | null;
  /** Why the last chosen target was refused. */
  targetError: string | null;
  preview: TransferPreview | null;
  code: string;
  /** The last failure: a preview that could not load, or a refused transfer (e.g. a wrong code). */
  error: string | null;
  result: TransferBatch | null;
}

export type UserTransferEvent =
  | { type: 'SOURCE'; owner: string }
  | { type: 'CUSTOMERS'; ids: number[] }
  | { type: 'TARGET'; owner: string }
  | { type: 'CODE'; code: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'SUBMIT' }
  /** The step (transferStep) and choices kept from before a reload, put back as far as they still hold together. */
  | { type: 'RESTORE'; step: number; source: string | null; customerIds: number[]; target: string | null };

type Restore = Extract<UserTransferEvent, { type: 'RESTORE' }>;
const restoring = (event: UserTransferEvent) => event as Restore;

const choice = ({ context }: { context: UserTransferContext }): TransferChoice => ({
  from: context.source ?? '',
  to: context.target ?? '',
  customerIds: context.customerIds,
});

const failure = (error: unknown) => errorText(error, '操作失败，请重试');

/**
 * M9: choose the source, its customers and the target, preview what blocks, confirm with a phone
 * code, transfer. Going back keeps every choice; a new source drops customers of the old one. RESTORE puts a
 * wizard kept from before a reload back on its step (docs/product.md#tabs); the phone step comes back as the preview.
 */
export const userTransferMachine = setup({
  types: { context: {} as UserTransferContext, events: {} as UserTransferEvent },
  actors: {
    loadPreview: fromPromise<TransferPreview, TransferChoice>(notProvided('loadPreview')),
    transfer: fromPromise<TransferBatch, TransferRequest>(notProvided('transfer')),
  },
  actions: {
    restore: assign(({ event }) => {
      const { source, customerIds, target } = restoring(event);
      return { source, customerIds: source === null ? [] : customerIds, target: target === source ? null : target };
    }),
  },
  guards: {
    hasSource: ({ context }) => context.source !== null,
    hasCustomers: ({ context }) => context.customerIds.length > 0,
    hasTarget: ({ context }) => context.target !== null,
    sameAsSource: ({ context, event }) => event.type === 'TARGET' && event.owner === context.source,
    hasMovable: ({ context }) => (context.preview?.movable ?? 0) > 0,
    codeComplete: ({ context }) => operationCodeProblem(context.code) === null,
    restoresPreview: ({ event }) => {
      const { step, source, customerIds, target } = restoring(event);
      return step >= 3 && source !== null && customerIds.length > 0 && target !== null && target !== source;
    },
    restoresTarget: ({ event }) => restoring(event).step >= 2 && restoring(event).source !== null && restoring(event).customerIds.length > 0,
    restoresCustomers: ({ event }) => restoring(event).step >= 1 && restoring(event).source !== null,
    allMoved: ({ event }) => (event as unknown as { output: TransferBatch }).output.failCount === 0,
  },
}).createMachine({
  id: 'userTransfer',
  description: '客户转移',
  meta: {
    rule: { section: 'flows', says: 'M9 userTransfer' },
    events: { SOURCE: '选择转出方', CUSTOMERS: '选择客户', TARGET: '选择转入方', CODE: '输入验证码', NEXT: '下一步', BACK: '上一步', RETRY: '重试', SUBMIT: '确认转移', RESTORE: '恢复未保存的内容' },
    actors: { loadPreview: '加载预览', transfer: '转移' },
    guards: {
      hasSource: '已选转出方',
      hasCustomers: '已选客户',
      hasTarget: '已选转入方',
      sameAsSource: '与转出方相同',
      hasMovable: '有可转移的客户',
      codeComplete: '已输入 6 位验证码',
      restoresPreview: '恢复到预览',
      restoresTarget: '恢复到选择转入方',
      restoresCustomers: '恢复到选择客户',
      allMoved: '全部转移成功',
    },
  },
  context: { source: null, customerIds: [], target: null, targetError: null, preview: null, code: '', error: null, result: null },
  initial: 'selectSource',
  states: {
    selectSource: {
      description: '选择转出方',
      on: {
        SOURCE: {
          actions: assign(({ context, event }) =>
            event.owner === context.source
              ? {}
              : { source: event.owner, customerIds: [], target: context.target === event.owner ? null : context.target },
          ),
        },
        NEXT: { guard: 'hasSource', target: 'selectCustomers' },
        // The preview is asked again: what it shows must still be true.
        RESTORE: [
          { guard: 'restoresPreview', target: 'preview', actions: 'restore' },
          { guard: 'restoresTarget', target: 'selectTarget', actions: 'restore' },
          { guard: 'restoresCustomers', target: 'selectCustomers', actions: 'restore' },
          { actions: 'restore' },
        ],
      },
    },
    selectCustomers: {
      description: '选择客户',
      on: {
        CUSTOMERS: { actions: assign({ customerIds: ({ event }) => event.ids }) },
        NEXT: { guard: 'hasCustomers', target: 'selectTarget' },
        BACK: 'selectSource',
      },
    },
    selectTarget: {
      description: '选择转入方',
      on: {
        TARGET: [
          { guard: 'sameAsSource', actions: assign({ target: null, targetError: SAME_OWNER }) },
          { actions: assign({ target: ({ event }) => event.owner, targetError: null }) },
        ],
        NEXT: { guard: 'hasTarget', target: 'preview' },
        BACK: 'selectCustomers',
      },
    },
    preview: {
      description: '转移预览',
      initial: 'loading',
      states: {
        loading: {
          description: '加载中',
          entry: assign({ preview: null, error: null }),
          invoke: {
            id: 'preview',
            src: 'loadPreview',
            input: choice,
            onDone: { target: 'ready', actions: assign({ preview: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => failure(event.error) }) },
          },
        },
        ready: {
          description: '已加载',
          on: { NEXT: { guard: 'hasMovable', target: '#userTransfer.verifying' } },
        },
        failed: {
          description: '加载失败',
          on: { RETRY: 'loading' },
        },
      },
      on: { BACK: 'selectTarget' },
    },
    verifying: {
      description: '手机验证',
      meta: { rule: { section: 'screen-patterns', says: 'a phone code for ownership and money moves' } },
      on: {
        CODE: { actions: assign({ code: ({ event }) => event.code, error: null }) },
        SUBMIT: [{ guard: 'codeComplete', target: 'transferring' }, { actions: assign({ error: OPERATION_CODE_PROBLEM }) }],
        BACK: 'preview',
      },
    },
    transferring: {
      description: '转移中',
      entry: assign({ error: null }),
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...choice({ context }), code: context.code.trim() }),
        onDone: [
          { guard: 'allMoved', target: 'done', actions: assign({ result: ({ event }) => event.output }) },
          { target: 'partial', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'verifying', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    done: { description: '转移完成', type: 'final' },
    partial: { description: '部分失败', meta: { rule: { section: 'statuses', says: '任务 (recovery, migration, import, transfer): 排队中 · 进行中 · 已完成 · 部分失败 · 失败 · 已取消' } }, type: 'final' },
  },
});

/** The wizard's step (Steps widget): 0 转出方 … 4 完成. */
export function transferStep(value: unknown): number {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  const steps: Record<string, number> = { selectSource: 0, selectCustomers: 1, selectTarget: 2, preview: 3, verifying: 4, transferring: 4, done: 5, partial: 5 };
  return steps[top] ?? 0;
}
