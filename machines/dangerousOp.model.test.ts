import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { CODE_REQUIRED, NAME_MISMATCH, NAME_REQUIRED } from '../src/rules/dangerousOp.ts';
import { dangerousOpMachine } from './dangerousOp.machine.ts';
import { OBJECT_NAME, dangerousOpPaths } from './dangerousOp.model.ts';

const paths = dangerousOpPaths();
const title = (path: (typeof paths)[number]) => path.steps.map((step) => step.event.type).join(' → ');

describe('dangerousOp model', () => {
  it.each(paths.map((path) => [title(path), path] as const))('asks for the code only after the exact name, runs only with a code: %s', (_, path) => {
    const actor = replayPath(dangerousOpMachine, path);
    const { context } = actor.getSnapshot();
    const states = path.steps.map((step) => step.state as unknown as { value: unknown; context: typeof context });
    // Past the name step only with the exact name typed.
    if (states.some((state) => state.value !== 'confirmName')) expect(states.some((state) => state.context.typedName === OBJECT_NAME)).toBe(true);
    if (actor.getSnapshot().matches('executing')) expect(context.code).not.toBe('');
    expect([null, NAME_MISMATCH, NAME_REQUIRED]).toContain(context.nameError);
    if (context.codeError === CODE_REQUIRED) expect(context.code).toBe('');
  });

  it('runs the injected operation with the typed code and name, and reports its failure', async () => {
    const requests: unknown[] = [];
    let fail = true;
    const machine = dangerousOpMachine.provide({
      actors: {
        execute: fromPromise(async ({ input }) => {
          requests.push(input);
          if (fail) throw new Error('验证码错误');
          return true;
        }),
      },
    });
    const actor = createActor(machine, { input: { objectName: OBJECT_NAME } }).start();
    actor.send({ type: 'NAME', value: ` ${OBJECT_NAME} ` });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CODE', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('验证码错误');
    fail = false;
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([{ code: '654321', typedName: OBJECT_NAME }, { code: '654321', typedName: OBJECT_NAME }]);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('dangerousOp', dangerousOpMachine, paths);
  });
});
