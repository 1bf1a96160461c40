import { modelPaths } from './testing/modelCoverage.ts';
import { COUNTDOWN_MS, phoneCodeMachine, type PhoneCodeEvent } from './phoneCode.machine.ts';

// The model of the phone-code button, shared by its unit model test and the paths replayed in the browser.
// The user's press everywhere, plus fixtures for the send call and the timers where they can happen
// (an unhandled xstate.error.actor event is an error in XState 5, so fixtures go only where they apply).
const events = (snapshot: { value: unknown }): PhoneCodeEvent[] => {
  const fixtures: Record<string, object[]> = {
    sending: [
      { type: 'xstate.done.actor.0.phoneCode.sending', output: true },
      { type: 'xstate.error.actor.0.phoneCode.sending', error: new Error('发送失败') },
    ],
    countingDown: [{ type: 'xstate.after.tick.phoneCode.countingDown' }, { type: 'xstate.after.untilDeadline.phoneCode.countingDown' }],
  };
  return [{ type: 'SEND' }, ...(fixtures[snapshot.value as string] ?? [])] as PhoneCodeEvent[];
};

/** Paths from a fresh button and from a countdown restored after a reload. */
export const phoneCodePaths = () => modelPaths(phoneCodeMachine, { events, inputs: [{}, { deadline: Date.now() + COUNTDOWN_MS }] });
