import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { HOST_TAKEN, hostProblem } from '../src/rules/registration.ts';

/** How long typing must pause before the host prefix is checked with the order service. */
export const HOST_CHECK_DEBOUNCE_MS = 400;

export interface HostCheckContext {
  host: string;
  /** The format problem (docs/product.md#validation: required, at most 10, letters only), or null. */
  problem: string | null;
}

export type HostCheckEvent = { type: 'HOST_CHANGED'; host: string } | { type: 'CLEAR' };

/** Checks the host prefix as the visitor types: format first, then (debounced) whether it is taken. */
export const registrationHostMachine = setup({
  types: {
    context: {} as HostCheckContext,
    events: {} as HostCheckEvent,
  },
  actors: {
    // Replaced by the page with POST /orderapi/Service/isexisthost; resolves true when taken.
    isHostTaken: fromPromise<boolean, string>(notProvided('isHostTaken')),
  },
  delays: { debounce: HOST_CHECK_DEBOUNCE_MS },
  guards: {
    hasProblem: ({ context }) => context.problem !== null,
  },
}).createMachine({
  id: 'registrationHost',
  description: '域名前缀检查',
  meta: {
    rule: { section: 'validation', says: "host prefix letters only, ≤ 10, not taken ('产品域名已被占用')" },
    events: { HOST_CHANGED: '输入域名前缀', CLEAR: '清空' },
    actors: { isHostTaken: '查询是否被占用' },
    delays: { debounce: '停止输入片刻' },
    guards: { hasProblem: '格式有误' },
  },
  context: { host: '', problem: null },
  initial: 'untouched',
  on: {
    HOST_CHANGED: {
      target: '.validating',
      reenter: true,
      actions: assign(({ event }) => ({ host: event.host, problem: hostProblem(event.host) })),
    },
    CLEAR: { target: '.untouched', actions: assign({ host: '', problem: null }) },
  },
  states: {
    untouched: { description: '未填写' },
    validating: {
      description: '检查格式',
      always: [{ guard: 'hasProblem', target: 'invalid' }, { target: 'waiting' }],
    },
    invalid: { description: '格式有误' },
    waiting: { description: '等待停止输入', after: { debounce: 'checking' } },
    checking: {
      description: '查询中',
      invoke: {
        id: 'isHostTaken',
        src: 'isHostTaken',
        input: ({ context }) => context.host,
        onDone: [{ guard: ({ event }) => event.output === true, description: '已被占用', target: 'taken' }, { target: 'available' }],
        // The check could not be made: registration checks again, so the form is not blocked.
        onError: 'unknown',
      },
    },
    available: { description: '可用' },
    taken: { description: '已被占用' },
    unknown: { description: '无法查询' },
  },
});

/** The message under the host field for a state of the check, or null. */
export function hostCheckMessage(snapshot: { value: unknown; context: HostCheckContext }): string | null {
  if (snapshot.value === 'invalid') return snapshot.context.problem;
  if (snapshot.value === 'taken') return HOST_TAKEN;
  return null;
}
