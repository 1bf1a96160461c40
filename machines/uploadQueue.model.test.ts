import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { uploadQueueMachine, type UploadQueueContext, type UploadQueueEvent } from './uploadQueue.machine.ts';

const LIMIT = 1;
const userEvents = [
  { type: 'SIGN_IN', owner: 'agent01' },
  { type: 'SIGN_OUT' },
  { type: 'ENQUEUE', id: 'a' },
  { type: 'ENQUEUE', id: 'b' },
  { type: 'SETTLED', id: 'a' },
  { type: 'OFFLINE' },
  { type: 'ONLINE' },
];
const restoring = [
  { type: 'xstate.done.actor.0.uploadQueue.restoring', output: ['r'] },
  { type: 'xstate.error.actor.0.uploadQueue.restoring', error: new Error('无法读取本地上传记录') },
];

const paths = modelPaths(uploadQueueMachine, {
  events: (snapshot) => [...userEvents, ...(snapshot.value === 'restoring' ? restoring : [])] as UploadQueueEvent[],
  serializeState: (snapshot) => {
    const { pending, active } = snapshot.context as UploadQueueContext;
    return JSON.stringify([snapshot.value, pending, active]);
  },
  inputs: [{ limit: LIMIT }],
});

describe('uploadQueue model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'never runs more than the limit nor a task twice, and starts waiting tasks whenever it can: %s',
    (_, path) => {
      const { value, context } = replayPath(uploadQueueMachine, path).getSnapshot();
      expect(context.active.length).toBeLessThanOrEqual(LIMIT);
      expect(new Set([...context.active, ...context.pending]).size).toBe(context.active.length + context.pending.length);
      if (value === 'ready') expect(context.pending.length === 0 || context.active.length === LIMIT).toBe(true);
      if (value === 'signedOut') expect(context).toMatchObject({ owner: null, active: [], pending: [] });
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('uploadQueue', uploadQueueMachine, paths);
  });
});
