import { modelPaths } from './testing/modelCoverage.ts';
import { sendSmsMachine, type SendCheck, type SendSmsEvent } from './sendSms.machine.ts';

// The model of the send form, shared by its unit model test and the browser replay.
// A check goes through only once no entry is invalid (the form refuses 发送 before); a repeat is sent once.
export const GOOD_CHECK: SendCheck = { valid: ['13800000001', '13800000002'], duplicates: ['13800000001'], invalid: [], segments: 1, cost: 2, remaining: 100 };
export const SHORT_CHECK: SendCheck = { ...GOOD_CHECK, remaining: 1 };
export const EMPTY_CHECK: SendCheck = { ...GOOD_CHECK, valid: [], cost: 0 };

const userEvents: Record<string, SendSmsEvent[]> = {
  composing: [{ type: 'CHECK', request: {} }],
  confirming: [{ type: 'SEND' }, { type: 'BACK' }],
  insufficient: [{ type: 'CHECK', request: {} }, { type: 'BACK' }],
  sent: [{ type: 'AGAIN' }],
};
// Fixtures for the calls' answers, only where a call is in flight.
const fixtures: Record<string, object[]> = {
  checking: [
    { type: 'xstate.done.actor.0.sendSms.checking', output: GOOD_CHECK },
    { type: 'xstate.done.actor.0.sendSms.checking', output: SHORT_CHECK },
    { type: 'xstate.done.actor.0.sendSms.checking', output: EMPTY_CHECK },
    { type: 'xstate.error.actor.0.sendSms.checking', error: new Error('签名未审核通过，不能发送') },
  ],
  sending: [
    { type: 'xstate.done.actor.0.sendSms.sending', output: [{ tel: '13800000001', status: '成功', reason: '' }] },
    { type: 'xstate.error.actor.0.sendSms.sending', error: new Error('短信余量不足，请先购买短信') },
  ],
};

const events = (snapshot: { value: unknown }) =>
  [...(userEvents[snapshot.value as string] ?? []), ...(fixtures[snapshot.value as string] ?? [])] as SendSmsEvent[];

/** Whether an error is shown splits the states the user sees. */
const serializeState = (snapshot: { value: unknown; context: unknown }) =>
  `${String(snapshot.value)}|${(snapshot.context as { error: string | null }).error ?? ''}`;

export const sendSmsPaths = () => modelPaths(sendSmsMachine, { events, serializeState });
