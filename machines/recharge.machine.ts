import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/** M2 (docs/product.md#flows): an online recharge is created and handed to the payment screen; a bank transfer uploads its slip and waits for review. */
export type RechargeChannelChoice = '微信' | '支付宝' | '对公转账';

export interface RechargeRequest {
  amountFen: number;
  channel: RechargeChannelChoice;
  /** The bank slip, for 对公转账 only. */
  slip: File | null;
  /** One per attempt: a repeated submit of the same attempt never creates a second recharge. */
  idempotencyKey: string;
}

export interface RechargeContext {
  request: RechargeRequest | null;
  rechargeNo: string | null;
  error: string | null;
}

export type RechargeEvent = { type: 'SUBMIT'; request: RechargeRequest } | { type: 'AGAIN' };

export const rechargeMachine = setup({
  types: { context: {} as RechargeContext, events: {} as RechargeEvent },
  actors: {
    // Provided by the page: the calls that create the recharge (they reject with the server's message).
    createRecharge: fromPromise<{ rechargeNo: string }, RechargeRequest>(notProvided('createRecharge')),
    submitTransfer: fromPromise<{ rechargeNo: string }, RechargeRequest>(notProvided('submitTransfer')),
  },
  actions: {
    recordFailure: assign({
      error: ({ event }) => errorText((event as { error?: unknown }).error, '充值失败，请重试'),
    }),
    recordRecharge: assign({ rechargeNo: ({ event }) => (event as unknown as { output: { rechargeNo: string } }).output.rechargeNo }),
    // Provided by the page: what follows an online recharge (the payment screen) and a submitted transfer (its list).
    handedOff: () => undefined,
    transferSubmitted: () => undefined,
  },
  guards: {
    isTransfer: ({ event }) => event.type === 'SUBMIT' && event.request.channel === '对公转账',
  },
}).createMachine({
  id: 'recharge',
  description: '账户充值',
  meta: {
    rule: { section: 'money', says: 'Recharges feed the balance: online (through the payment flow) or by bank transfer with a slip, reviewed.' },
    events: { SUBMIT: '提交充值', AGAIN: '再充一笔' },
    actors: { createRecharge: '创建充值单', submitTransfer: '提交转账凭证' },
    guards: { isTransfer: '对公转账' },
  },
  context: { request: null, rechargeNo: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      description: '填写充值',
      on: {
        SUBMIT: [
          { guard: 'isTransfer', target: 'uploadingSlip', actions: assign({ request: ({ event }) => event.request, error: null }) },
          { target: 'creating', actions: assign({ request: ({ event }) => event.request, error: null }) },
        ],
      },
    },
    creating: {
      description: '创建中',
      invoke: {
        src: 'createRecharge',
        input: ({ context }) => context.request!,
        onDone: { target: 'handOff', actions: 'recordRecharge' },
        onError: { target: 'editing', actions: 'recordFailure' },
      },
    },
    /** The payment screen takes over (M1) with the recharge number. */
    handOff: { description: '去支付', meta: { rule: { section: 'flows', says: 'M2 recharge' } }, type: 'final', entry: 'handedOff' },
    uploadingSlip: {
      description: '上传凭证中',
      invoke: {
        src: 'submitTransfer',
        input: ({ context }) => context.request!,
        onDone: { target: 'submitted', actions: 'recordRecharge' },
        onError: { target: 'editing', actions: 'recordFailure' },
      },
    },
    /** 审核中: credited once the transfer is found (已到账) or refused with a reason (已驳回). */
    submitted: {
      description: '审核中',
      meta: { rule: { section: 'statuses', says: '审核状态 (signatures, templates, qualification, transfer recharges)' } },
      entry: 'transferSubmitted',
      on: { AGAIN: { target: 'editing', actions: assign({ request: null, rechargeNo: null }) } },
    },
  },
});
