import { describe, expect, it } from 'vitest';
import { createMachine, type EventObject } from 'xstate';
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

  it('offers nothing shorter than a run of one step', () => {
    expect(shrinkCandidates(door, paths, run('GO'))).toEqual([]);
  });
});
