import { modelPaths } from './testing/modelCoverage.ts';
import { dangerousOpMachine, type DangerousOpContext, type DangerousOpEvent } from './dangerousOp.machine.ts';

// The model of the dangerous-operation dialog, shared by its unit model test and the browser replay.
export const OBJECT_NAME = '杭州恒发贸易有限公司';
export const WRONG_NAME = '杭州恒发贸易';
export const SOME_CODE = '123456';

type Snapshot = { value: unknown; context: DangerousOpContext };

const userEvents: Record<string, DangerousOpEvent[]> = {
  // An empty name or code needs no event of its own: both start empty.
  confirmName: [{ type: 'NAME', value: OBJECT_NAME }, { type: 'NAME', value: WRONG_NAME }, { type: 'CONFIRM' }],
  '{"phoneCode":"waiting"}': [{ type: 'CODE', value: SOME_CODE }, { type: 'SEND_CODE' }, { type: 'SUBMIT' }, { type: 'BACK' }],
  failed: [{ type: 'RETRY' }],
};
// Fixtures for the calls' answers, only where a call is in flight.
const fixtures: Record<string, object[]> = {
  '{"phoneCode":"sending"}': [
    { type: 'xstate.done.actor.sendCode', output: true },
    { type: 'xstate.error.actor.sendCode', error: new Error('验证码发送过于频繁') },
  ],
  executing: [
    { type: 'xstate.done.actor.execute', output: true },
    { type: 'xstate.error.actor.execute', error: new Error('验证码错误') },
  ],
};

const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const events = (snapshot: { value: unknown }) =>
  [...(userEvents[key(snapshot.value)] ?? []), ...(fixtures[key(snapshot.value)] ?? [])] as DangerousOpEvent[];

/** What the guards look at: the name typed (none, wrong, right) while naming, whether a code is typed after. */
function serializeState(snapshot: { value: unknown; context: unknown }): string {
  const { context, value } = snapshot as Snapshot;
  if (value === 'confirmName') return `${value}|${context.typedName === '' ? 'none' : context.typedName === context.objectName ? 'right' : 'wrong'}`;
  return `${key(value)}|${context.code === '' ? 'no code' : 'code'}`;
}

export const dangerousOpPaths = () => modelPaths(dangerousOpMachine, { events, serializeState, inputs: [{ objectName: OBJECT_NAME }] });
