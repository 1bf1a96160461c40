import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { TASK_STATE_TEXT, uploadTaskMachine } from './uploadTask.machine.ts';
import { taskControls, taskState } from './uploadTask.view.ts';
import { uploadTaskPaths } from './uploadTask.model.ts';

const paths = uploadTaskPaths();

describe('uploadTask model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'shows a Chinese state and enables exactly the buttons the machine accepts: %s',
    (_, path) => {
      const actor = replayPath(uploadTaskMachine, path);
      const snapshot = actor.getSnapshot();
      const state = taskState(snapshot.value);
      expect(Object.values(TASK_STATE_TEXT)).toContain(TASK_STATE_TEXT[state]);
      const accepts = (type: 'PAUSE' | 'RESTART' | 'CANCEL') => snapshot.status === 'active' && snapshot.can({ type });
      expect({ canPause: accepts('PAUSE'), canRestart: accepts('RESTART'), canCancel: accepts('CANCEL') }).toEqual(
        taskControls(snapshot.value, snapshot.context.pausable),
      );
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('uploadTask', uploadTaskMachine, paths);
  });
});
