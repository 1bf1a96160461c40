import { modelPaths } from './testing/modelCoverage.ts';
import { weakPasswordMachine, type WeakPasswordEvent } from './weakPassword.machine.ts';

// The model of the security prompt, shared by its unit model test and the paths replayed in the browser.
const events = (snapshot: { value: unknown }): WeakPasswordEvent[] => {
  const fixtures: Record<string, object[]> = {
    prompt: [{ type: 'IGNORE' }, { type: 'SET_PASSWORD' }],
    ignoring: [
      { type: 'xstate.done.actor.0.weakPassword.ignoring', output: {} },
      { type: 'xstate.error.actor.0.weakPassword.ignoring', error: new Error('忽略次数已用完，请设置新密码') },
    ],
  };
  return (fixtures[snapshot.value as string] ?? []) as WeakPasswordEvent[];
};

/** Paths with ignores left and with none. */
export const weakPasswordPaths = () =>
  modelPaths(weakPasswordMachine, { events, inputs: [{ token: 't', remaining: 3 }, { token: 't', remaining: 0 }] });
