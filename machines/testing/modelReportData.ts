import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { machineGraph, type MachineGraph } from './modelGraph.ts';
import { modelCoverage, pairCoverage, type ModelCoverage, type PairCoverage } from './modelCoverage.ts';
import { eventWords, machineNames, pathSentence, ruleOf, stateNodeName, type ProductRule } from './modelNames.ts';
import { feasiblePairs, traceSteps, transitionName, type ModelPath, type StepTrace } from './modelTrace.ts';

/** One path as the report shows it: in words, with the rule it proves and what each step took. */
export interface PathInWords {
  sentence: string;
  steps: string[];
  rule: ProductRule;
  /** Per step (0 = the start), the transitions it took and the states it entered, as coverage names them. */
  took: Array<{ transitions: string[]; entered: string[] }>;
}

/** What a machine's unit model test hands the report (`npm run test:model -- --report`). */
export interface UnitModelReport {
  /** The name the model test gives the machine (its id). */
  name: string;
  /** The product rule the machine keeps. */
  rule: ProductRule;
  graph: MachineGraph;
  coverage: ModelCoverage;
  pairs: PairCoverage;
  /** Every pair the model's graph allows, for the browser's figure. */
  feasiblePairs: string[];
  paths: PathInWords[];
}

/** The line a unit model test prints for the report to collect (one JSON object). */
export const UNIT_REPORT_TAG = '[model:report]';

/**
 * A path in the machine's words: from the state it starts in (or `start`, what the browser arranges), each
 * event named by the machine (its detail given by `detail` where siblings differ), and the rule its last step proves.
 */
export function pathInWords<TEvent extends EventObject>(
  machine: AnyStateMachine,
  path: ModelPath<TEvent>,
  options: { start?: string; detail?: (event: TEvent) => string | undefined } = {},
): PathInWords {
  const traces = traceSteps(machine, path);
  const finalNodes = traces.at(-1)!.active.map((id) => machine.getStateNodeById(id));
  const steps = path.steps.slice(1).map((step) => eventWords(machine, step.event, options.detail?.(step.event)));
  const start = options.start ?? traces[0].active.filter((id) => isLeaf(machine.getStateNodeById(id))).map((id) => stateNodeName(machine.getStateNodeById(id))).join(' ＋ ');
  return {
    sentence: pathSentence(start, steps),
    steps,
    rule: ruleOf(machine, traces.at(-1)!.transitions, finalNodes),
    took: traces.map(namedTrace),
  };
}

const isLeaf = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';

export function namedTrace(trace: StepTrace) {
  return { transitions: trace.transitions.map(transitionName), entered: trace.entered };
}

export function unitModelReport<TEvent extends EventObject>(name: string, machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): UnitModelReport {
  return {
    name,
    rule: machineNames(machine).rule,
    graph: machineGraph(machine),
    coverage: modelCoverage(machine, paths),
    pairs: pairCoverage(machine, paths, paths),
    feasiblePairs: [...feasiblePairs(machine, paths)],
    paths: paths.map((path) => pathInWords(machine, path)),
  };
}
