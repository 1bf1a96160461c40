import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';

/** M15 (docs/product.md#flows): 划拨给二级代理 — amount → confirm (大写 + phone code) → transferring → done | failed. */
export interface TransferTarget {
  subAgentNo: string;
  amountFen: number;
}

export interface TransferRequest extends TransferTarget {
  code: string;
  /** Kept across 重试, so a retry after a lost answer never moves the money twice. */
  idempotencyKey: string;
}

export interface BalanceTransferContext {
  target: TransferTarget | null;
  request: TransferRequest | null;
  /** Our balance after the transfer. */
  balanceFen: number | null;
  error: string | null;
}

export type BalanceTransferEvent =
  | { type: 'NEXT'; target: TransferTarget }
  | { type: 'BACK' }
  | { type: 'CONFIRM'; code: string; idempotencyKey: string }
  | { type: 'RETRY' };

export const balanceTransferMachine = setup({
  types: { context: {} as BalanceTransferContext, events: {} as BalanceTransferEvent },
  actors: {
    // Provided by the page: the transfer call (rejects with the server's message).
    transfer: fromPromise<{ balanceFen: number }, TransferRequest>(notProvided('transfer')),
  },
  guards: {
    validTarget: ({ event }) => event.type === 'NEXT' && event.target.subAgentNo !== '' && Number.isSafeInteger(event.target.amountFen) && event.target.amountFen > 0,
  },
}).createMachine({
  id: 'balanceTransfer',
  description: '划拨给二级代理',
  meta: {
    rule: { section: 'flows', says: 'M15 balanceTransfer (划拨给二级代理)' },
    events: { NEXT: '下一步', BACK: '返回修改', CONFIRM: '确认划拨', RETRY: '重试' },
    actors: { transfer: '划拨' },
    guards: { validTarget: '代理和金额有效' },
  },
  context: { target: null, request: null, balanceFen: null, error: null },
  initial: 'amount',
  states: {
    amount: {
      description: '填写金额',
      on: { NEXT: { guard: 'validTarget', target: 'confirm', actions: assign({ target: ({ event }) => event.target, error: null }) } },
    },
    confirm: {
      description: '确认划拨',
      meta: { rule: { section: 'money', says: 'with the amount in uppercase Chinese (大写) where money moves' } },
      on: {
        BACK: 'amount',
        CONFIRM: {
          target: 'transferring',
          actions: assign({ request: ({ context, event }) => ({ ...context.target!, code: event.code, idempotencyKey: event.idempotencyKey }) }),
        },
      },
    },
    transferring: {
      description: '划拨中',
      entry: assign({ error: null }),
      invoke: {
        src: 'transfer',
        input: ({ context }) => context.request!,
        onDone: { target: 'done', actions: assign({ balanceFen: ({ event }) => event.output.balanceFen }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : '划拨失败，请重试') }),
        },
      },
    },
    /** 重试 sends the same request again; 返回修改 goes back to the code (a new code is needed). */
    failed: { description: '划拨失败', meta: { rule: { section: 'money', says: "a debit larger than the balance is refused ('账户余额不足')" } }, on: { RETRY: 'transferring', BACK: 'confirm' } },
    done: { description: '划拨成功', meta: { rule: { section: 'money', says: 'moves only through the ledger' } }, type: 'final' },
  },
});
