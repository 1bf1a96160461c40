import { expect } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { formatCoverage, modelCoverage, pairCoverage, type ModelPath } from './modelCoverage.ts';
import { UNIT_REPORT_TAG, unitModelReport } from './modelReportData.ts';

/**
 * Prints the machine's coverage line (with its transition pairs) and fails unless the paths enter every state
 * and take every transition. Under `npm run test:model -- --report` (MODEL_REPORT set) it also prints what the
 * report draws and lists of the machine: its graph, every path in words, the coverage.
 */
export function expectFullCoverage<TEvent extends EventObject>(name: string, machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): void {
  const coverage = modelCoverage(machine, paths);
  console.log(formatCoverage(name, coverage, pairCoverage(machine, paths, paths)));
  if (import.meta.env.MODEL_REPORT) console.log(`${UNIT_REPORT_TAG} ${JSON.stringify(unitModelReport(name, machine, paths))}`);
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
}
