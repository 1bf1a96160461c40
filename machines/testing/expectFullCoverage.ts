import { expect } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { formatCoverage, modelCoverage, type ModelPath } from './modelCoverage.ts';

/** Prints the machine's coverage line and fails unless the paths enter every state and take every transition. */
export function expectFullCoverage<TEvent extends EventObject>(name: string, machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): void {
  const coverage = modelCoverage(machine, paths);
  console.log(formatCoverage(name, coverage));
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
}
