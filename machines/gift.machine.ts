import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { GIFT_SUBMITTING, type GiftType } from '../src/rules/gift.ts';
import { errorText } from '../src/rules/errorText.ts';

/** What the gift form sends: the phone, its code, and the link's post parameters (docs/product.md#fields). */
export interface GiftClaim {
  phone: string;
  code: string;
  agentNumber: string;
  promoter: string;
  inviteId: string;
  buyId: string;
  /** A passed slider, which the server wants with every check after three wrong codes. */
  captcha?: object;
}

/** What the app granted: the membership and when it ends (null when nothing was granted). */
export interface GiftOutcome {
  memberType: string | null;
  memberUntil: string | null;
}

export interface GiftContext {
  giftType: GiftType;
  error: string | null;
  outcome: GiftOutcome | null;
}

export interface GiftInput {
  giftType: GiftType;
}

export type GiftEvent = { type: 'START' } | { type: 'SUBMIT'; claim: GiftClaim };

const failure = [
  'recordFailure',
  { type: 'reportFailure', params: ({ context }: { context: GiftContext }) => context.error ?? '' },
] as const;

/** Intro (promo and free-experience button) → form → success; types 2 and 3 check the invite or card first. */
export const giftMachine = setup({
  types: {
    context: {} as GiftContext,
    input: {} as GiftInput,
    events: {} as GiftEvent,
  },
  actors: {
    // Replaced by the page: POST /aiuuapi/invite/check (type 2) or /aiuuapi/buyCardGive/check (type 3).
    checkGift: fromPromise<unknown, GiftType>(notProvided('checkGift')),
    // Replaced by the page: registers (type 1) or logs in and claims (types 2 and 3).
    claimGift: fromPromise<GiftOutcome, { giftType: GiftType; claim: GiftClaim }>(notProvided('claimGift')),
  },
  actions: {
    recordFailure: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error, '领取失败') }),
    reportFailure: (_, _message: string) => undefined,
    /** A second submit while one is in flight. */
    reportBusy: (_, _message: string) => undefined,
  },
  guards: {
    needsCheck: ({ context }) => context.giftType !== 1,
  },
}).createMachine({
  id: 'gift',
  description: '赠送领取',
  meta: {
    rule: { section: 'flows', says: 'Gift: intro → form → success.' },
    events: { START: '免费体验', SUBMIT: '提交领取' },
    actors: { checkGift: '检查赠送', claimGift: '领取' },
    guards: { needsCheck: '需先检查赠送' },
  },
  context: ({ input }) => ({ giftType: input.giftType, error: null, outcome: null }),
  initial: 'intro',
  states: {
    intro: {
      description: '介绍页',
      on: { START: [{ guard: 'needsCheck', target: 'checking' }, { target: 'form' }] },
    },
    checking: {
      description: '检查中',
      entry: assign({ error: null }),
      invoke: {
        id: 'checkGift',
        src: 'checkGift',
        input: ({ context }) => context.giftType,
        onDone: 'form',
        onError: { target: 'intro', actions: failure },
      },
    },
    form: {
      description: '领取表单',
      initial: 'editing',
      states: {
        editing: { description: '填写中', on: { SUBMIT: 'submitting' } },
        submitting: {
          description: '提交中',
          entry: assign({ error: null }),
          on: { SUBMIT: { actions: { type: 'reportBusy', params: GIFT_SUBMITTING } } },
          invoke: {
            id: 'claimGift',
            src: 'claimGift',
            input: ({ context, event }) => ({ giftType: context.giftType, claim: (event as Extract<GiftEvent, { type: 'SUBMIT' }>).claim }),
            onDone: { target: '#gift.success', actions: assign({ outcome: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: failure },
          },
        },
      },
    },
    success: { description: '领取成功' },
  },
});
