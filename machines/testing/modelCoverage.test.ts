import { describe, expect, it } from 'vitest';
import { registrationHostMachine } from '../registrationHost.machine.ts';
import { registrationHostPaths } from '../registrationHost.model.ts';
import { tableQueryMachine } from '../tableQuery.machine.ts';
import { tableQueryPaths } from '../tableQuery.model.ts';
import type { AnyStateMachine, EventObject } from 'xstate';
import { coveringPaths, modelCoverage, type ModelPath } from './modelCoverage.ts';

const cases: Array<[string, AnyStateMachine, Array<ModelPath<EventObject>>]> = [
  ['tableQuery', tableQueryMachine, tableQueryPaths()],
  ['registrationHost', registrationHostMachine, registrationHostPaths()],
];

describe('coveringPaths', () => {
  it.each(cases)('%s: a few paths enter every state and take every transition all the paths do', (_, machine, paths) => {
    const chosen = coveringPaths(machine, paths);
    expect(modelCoverage(machine, chosen)).toEqual(modelCoverage(machine, paths));
    expect(chosen.length).toBeLessThan(paths.length / 3);
    // Kept in the order they were generated.
    expect(chosen.map((path) => paths.indexOf(path))).toEqual(chosen.map((path) => paths.indexOf(path)).sort((a, b) => a - b));
  });

  it('keeps only what adds something: a subset covers what its paths take, nothing more', () => {
    const paths = tableQueryPaths();
    const some = paths.slice(0, 5);
    const chosen = coveringPaths(tableQueryMachine, some);
    expect(chosen.every((path) => some.includes(path))).toBe(true);
    expect(modelCoverage(tableQueryMachine, chosen)).toEqual(modelCoverage(tableQueryMachine, some));
    expect(coveringPaths(tableQueryMachine, [])).toEqual([]);
  });
});
