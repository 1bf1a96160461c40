import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { wechatLoginMachine } from './wechatLogin.machine.ts';
import { wechatLoginPaths } from './wechatLogin.model.ts';

const paths = wechatLoginPaths();

describe('wechatLogin model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'exchanges a code only with the state it issued, and binds only with a unionId: %s',
    (_, path) => {
      const snapshot = replayPath(wechatLoginMachine, path).getSnapshot();
      const input = path.input as { state?: string; expectedState?: string };
      if (input.state !== input.expectedState) expect(['exchanging', 'succeeded', 'binding']).not.toContain(snapshot.value);
      expect(snapshot.context.unionId !== null).toBe(snapshot.value === 'binding');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('wechatLogin', wechatLoginMachine, paths);
  });
});
