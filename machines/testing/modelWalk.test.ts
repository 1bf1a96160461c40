import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup, type EventObject } from 'xstate';
import { modelPaths } from './modelCoverage.ts';
import { randomWalk, shrinkCandidates } from './modelWalk.ts';
import type { ModelPath } from './modelTrace.ts';

const door = createMachine({
  id: 'door',
  initial: 'outside',
  states: {
    outside: { on: { GO: 'inside', KNOCK: 'outside' } },
    inside: { on: { BACK: 'outside', KNOCK: 'inside', LEAVE: 'gone' } },
    gone: { type: 'final' },
  },
});
const paths = modelPaths(door, { events: (snapshot) => (snapshot.value === 'gone' ? [] : ['GO', 'BACK', 'KNOCK', 'LEAVE'].map((type) => ({ type }))) });
const types = (path: ModelPath<EventObject>) => path.steps.slice(1).map((step) => step.event.type);

/**
 * Rooms off a lobby, each entered from it and then open to visit from any room (as tabs opened from the home
 * page are then switched to). The model's vertex is the state's value only: "in a room" hides which rooms are
 * open, so the graph has VISIT a out of it, recorded where room a was entered first.
 */
type RoomEvent = { type: 'ENTER' | 'VISIT'; room: string } | { type: 'LEAVE' };
const rooms = setup({ types: { context: {} as { open: string[] }, events: {} as RoomEvent } }).createMachine({
  id: 'rooms',
  context: { open: [] },
  initial: 'lobby',
  states: {
    lobby: { on: { ENTER: { target: 'room', actions: assign({ open: ({ context, event }) => [...context.open, (event as { room: string }).room] }) } } },
    room: { on: { LEAVE: 'lobby', VISIT: { guard: ({ context, event }) => context.open.includes((event as { room: string }).room) } } },
  },
});
const roomEvents = (snapshot: { value: unknown; context: unknown }): RoomEvent[] =>
  snapshot.value === 'lobby'
    ? ['a', 'b'].map((room) => ({ type: 'ENTER', room }))
    : [{ type: 'LEAVE' }, ...(snapshot.context as { open: string[] }).open.map((room) => ({ type: 'VISIT', room }) as const)];
const roomPaths = modelPaths(rooms, { events: roomEvents });
const roomSteps = (path: ModelPath<EventObject>) => path.steps.slice(1).map(({ event }) => ('room' in event ? `${event.type} ${event.room}` : event.type));
/** Whether every room a run visits was entered earlier in the run. */
const visitsOnlyEntered = (path: ModelPath<EventObject>) =>
  roomSteps(path).every((step, index, steps) => !step.startsWith('VISIT') || steps.slice(0, index).includes(step.replace('VISIT', 'ENTER')));

describe('seeded walks', () => {
  it('the same seed walks the same way; another seed another way', () => {
    const walk = randomWalk(door, paths, { seed: 7, steps: 12 });
    expect(randomWalk(door, paths, { seed: 7, steps: 12 }).runs.map(types)).toEqual(walk.runs.map(types));
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(randomWalk(door, paths, { seed, steps: 12 }).runs.map(types)));
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('stops once every pair is taken, starting again where no way leads on', () => {
    const walk = randomWalk(door, paths, { seed: 3, steps: 500 });
    expect(walk.stopped).toBe('pairs');
    expect(walk.pairs.covered).toBe(walk.pairs.total);
    expect(walk.steps).toBeLessThan(500);
    // Leaving ends a run: the next begins outside again.
    walk.runs.slice(0, -1).forEach((run) => expect(types(run).at(-1)).toBe('LEAVE'));
  });

  it('stops at its number of steps', () => {
    const walk = randomWalk(door, paths, { seed: 3, steps: 4 });
    expect(walk.stopped).toBe('steps');
    expect(walk.runs.flatMap(types)).toHaveLength(4);
  });

  it('visits only rooms its run entered: it takes an edge only where the edge’s guard passes as it did in the model', () => {
    const runs = Array.from({ length: 20 }, (_, seed) => randomWalk(rooms, roomPaths, { seed, steps: 12 }).runs).flat();
    expect(runs.some((run) => roomSteps(run).includes('VISIT a'))).toBe(true);
    runs.forEach((run) => expect(visitsOnlyEntered(run), roomSteps(run).join(' → ')).toBe(true));
  });

  it('takes more pairs than the shortest paths do, preferring the untaken', () => {
    const walk = randomWalk(door, paths, { seed: 11, steps: 20 });
    expect(walk.pairs.covered).toBeGreaterThan(6);
  });
});

describe('shrinking a failed run', () => {
  const next: Record<string, Record<string, string>> = { outside: { GO: 'inside', KNOCK: 'outside' }, inside: { BACK: 'outside', KNOCK: 'inside', LEAVE: 'gone' } };
  /** A run of these events from the start, as a walk records it (the model's vertex after each step). */
  const run = (...events: string[]): ModelPath<EventObject> => {
    const states = events.reduce((visited, type) => [...visited, next[visited.at(-1)!][type]], ['outside']);
    return { ...paths[0], steps: [paths[0].steps[0], ...events.map((type) => ({ event: { type }, state: undefined as never }))], vertices: states.map((state) => `0:"${state}"`) };
  };

  it('offers the model’s shortest way to the failing step, which here is also the run without its loops', () => {
    expect(shrinkCandidates(door, paths, run('GO', 'KNOCK', 'BACK', 'GO', 'KNOCK', 'LEAVE')).map(types)).toEqual([['GO', 'LEAVE']]);
  });

  it('takes the loops out of a run when the failing step has no shortest path of its own', () => {
    const onlyLoops = paths.filter((path) => types(path).join() !== 'GO,LEAVE');
    expect(shrinkCandidates(door, onlyLoops, run('GO', 'KNOCK', 'BACK', 'GO', 'LEAVE')).map(types)).toEqual([['GO', 'LEAVE']]);
  });

  it('keeps a loop that entered the room the failing step visits', () => {
    const step = (event: RoomEvent) => ({ event, state: undefined as never });
    const failing: ModelPath<EventObject> = {
      ...roomPaths[0],
      steps: [roomPaths[0].steps[0], step({ type: 'ENTER', room: 'a' }), step({ type: 'LEAVE' }), step({ type: 'ENTER', room: 'b' }), step({ type: 'VISIT', room: 'a' })],
      vertices: ['"lobby"', '"room"', '"lobby"', '"room"', '"room"'].map((vertex) => `0:${vertex}`),
    };
    expect(shrinkCandidates(rooms, roomPaths, failing).map(roomSteps)).toEqual([['ENTER a', 'VISIT a']]);
  });

  it('offers nothing shorter than a run of one step', () => {
    expect(shrinkCandidates(door, paths, run('GO'))).toEqual([]);
  });
});
