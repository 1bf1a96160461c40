import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { uploadQueueMachine } from './uploadQueue.machine.ts';

function start(restore: (owner: string) => Promise<string[]> = async () => [], limit = 2) {
  const started: string[] = [];
  let stops = 0;
  const machine = uploadQueueMachine.provide({
    actors: { restoreTasks: fromPromise<string[], string>(({ input }) => restore(input)) },
    actions: {
      startTasks: (_, ids) => void started.push(...ids),
      stopAll: () => void (stops += 1),
    },
  });
  const actor = createActor(machine, { input: { limit } }).start();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, started, stops: () => stops, tick, context: () => actor.getSnapshot().context };
}

describe('upload queue', () => {
  it('restores the signed-in account’s unfinished tasks and starts them within the limit', async () => {
    const owners: string[] = [];
    const queue = start(async (owner) => {
      owners.push(owner);
      return ['a', 'b', 'c'];
    });
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    expect(owners).toEqual(['agent01']);
    expect(queue.started).toEqual(['a', 'b']);
    expect(queue.context().pending).toEqual(['c']);
  });

  it('starts the next waiting task when one settles', async () => {
    const queue = start();
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    ['a', 'b', 'c'].forEach((id) => queue.actor.send({ type: 'ENQUEUE', id }));
    expect(queue.started).toEqual(['a', 'b']);
    queue.actor.send({ type: 'SETTLED', id: 'a' });
    expect(queue.started).toEqual(['a', 'b', 'c']);
    expect(queue.context().active).toEqual(['b', 'c']);
  });

  it('never queues a task twice', async () => {
    const queue = start(async () => [], 1);
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    ['a', 'a', 'b', 'b'].forEach((id) => queue.actor.send({ type: 'ENQUEUE', id }));
    expect(queue.context()).toMatchObject({ active: ['a'], pending: ['b'] });
  });

  it('keeps tasks added while restoring, after the restored ones', async () => {
    const queue = start(async () => ['old'], 1);
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    queue.actor.send({ type: 'ENQUEUE', id: 'new' });
    await queue.tick();
    expect(queue.started).toEqual(['old']);
    expect(queue.context().pending).toEqual(['new']);
  });

  it('starts nothing while offline and catches up when back online', async () => {
    const queue = start();
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    queue.actor.send({ type: 'OFFLINE' });
    queue.actor.send({ type: 'ENQUEUE', id: 'a' });
    expect(queue.started).toEqual([]);
    queue.actor.send({ type: 'ONLINE' });
    expect(queue.started).toEqual(['a']);
  });

  it('still runs new tasks when restoring fails, and says why', async () => {
    const queue = start(async () => Promise.reject(new Error('无法读取本地上传记录')));
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    expect(queue.context().restoreError).toBe('无法读取本地上传记录');
    queue.actor.send({ type: 'ENQUEUE', id: 'a' });
    expect(queue.started).toEqual(['a']);
  });

  it('stops the account’s tasks on sign-out and forgets them', async () => {
    const queue = start(async () => ['a']);
    queue.actor.send({ type: 'SIGN_IN', owner: 'agent01' });
    await queue.tick();
    queue.actor.send({ type: 'SIGN_OUT' });
    expect(queue.stops()).toBe(1);
    expect(queue.context()).toMatchObject({ owner: null, active: [], pending: [] });
    expect(queue.actor.getSnapshot().value).toBe('signedOut');
  });
});
