import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UnitModelReport } from '../../machines/testing/modelReportData.ts';
import type { RecordedMachine, RecordedPath, RecordedWalk } from '../../tests/e2e/modelRecord.ts';

/**
 * What `npm run test:model -- --report` collected under model-report/data/<machine>/: unit.json (the unit
 * model test's graph, paths and coverage), machine.json and path-N/result.json (the browser's replays),
 * walk-S.json (seeded walks), and unit-failures.json (what the unit model test reported failing).
 */
export interface MachineData {
  id: string;
  unit: UnitModelReport | null;
  unitFailures: string[];
  browser: RecordedMachine | null;
  paths: RecordedPath[];
  walks: RecordedWalk[];
}

/** How far the tests took a state or transition: red when a browser replay failed on it. */
export type Taken = 'failed' | 'both' | 'unit' | 'browser' | 'none';

export interface Figures {
  covered: number;
  total: number;
}

export interface MachineView extends MachineData {
  title: string;
  states: Map<string, Taken>;
  transitions: Map<string, Taken>;
  browserFigures: { states: Figures; transitions: Figures; pairs: Figures } | null;
  passed: number;
  failed: number;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function loadMachines(dataDir: string): MachineData[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const dir = path.join(dataDir, name);
      const file = (entry: string) => path.join(dir, entry);
      const entries = readdirSync(dir);
      return {
        id: name,
        unit: existsSync(file('unit.json')) ? readJson<UnitModelReport>(file('unit.json')) : null,
        unitFailures: existsSync(file('unit-failures.json')) ? readJson<string[]>(file('unit-failures.json')) : [],
        browser: existsSync(file('machine.json')) ? readJson<RecordedMachine>(file('machine.json')) : null,
        paths: entries
          .filter((entry) => /^path-\d+$/.test(entry) && existsSync(path.join(dir, entry, 'result.json')))
          .map((entry) => readJson<RecordedPath>(path.join(dir, entry, 'result.json')))
          .sort((a, b) => a.n - b.n),
        walks: entries.filter((entry) => /^walk-\d+\.json$/.test(entry)).map((entry) => readJson<RecordedWalk>(file(entry))),
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The steps of a replay that passed (all of them, or those before the one it failed at). */
const passedSteps = (recorded: RecordedPath) => (recorded.failed ? recorded.steps.slice(0, recorded.failed.step) : recorded.steps);

function pairsOf(sequences: string[][]): Set<string> {
  const pairs = new Set<string>();
  for (const names of sequences) names.slice(1).forEach((next, index) => pairs.add(`${names[index]} ⇒ ${next}`));
  return pairs;
}

export function machineView(data: MachineData): MachineView {
  const unitStates = new Set(data.unit?.paths.flatMap((p) => p.took.flatMap((step) => step.entered)) ?? []);
  const unitTransitions = new Set(data.unit?.paths.flatMap((p) => p.took.flatMap((step) => step.transitions)) ?? []);
  const browserStates = new Set(data.paths.flatMap((p) => passedSteps(p).flatMap((step) => step.entered)));
  const browserTransitions = new Set(data.paths.flatMap((p) => passedSteps(p).flatMap((step) => step.transitions)));
  const failedStates = new Set<string>();
  const failedTransitions = new Set<string>();
  for (const recorded of data.paths) {
    const step = recorded.failed && recorded.steps[recorded.failed.step];
    if (!step) continue;
    step.transitions.forEach((name) => failedTransitions.add(name));
    // The states the failing step goes to, where the page did not show what the model says.
    step.transitions.forEach((name) => name.split('--> ')[1]?.split(',').forEach((target) => target !== '(self)' && failedStates.add(target)));
    if (step.transitions.length === 0) step.entered.forEach((id) => failedStates.add(id));
  }
  const taken = (failed: Set<string>, unit: Set<string>, browser: Set<string>) => (id: string): Taken =>
    failed.has(id) ? 'failed' : unit.has(id) && browser.has(id) ? 'both' : unit.has(id) ? 'unit' : browser.has(id) ? 'browser' : 'none';
  const graph = data.unit?.graph;
  const stateTaken = taken(failedStates, unitStates, browserStates);
  const transitionTaken = taken(failedTransitions, unitTransitions, browserTransitions);
  const states = new Map((graph?.states ?? []).map((state) => [state.id, stateTaken(state.id)]));
  const transitions = new Map((graph?.transitions ?? []).map((transition) => [transition.id, transitionTaken(transition.id)]));
  const feasible = new Set(data.unit?.feasiblePairs ?? []);
  const browserPairs = [...pairsOf(data.paths.map((p) => passedSteps(p).flatMap((step) => step.transitions)))].filter((pair) => feasible.has(pair));
  const count = (ids: string[], seen: Set<string>) => ({ covered: ids.filter((id) => seen.has(id)).length, total: ids.length });
  return {
    ...data,
    title: graph?.title ?? data.id,
    states,
    transitions,
    browserFigures:
      graph && data.browser
        ? {
            states: count(graph.states.map((state) => state.id), browserStates),
            transitions: count([...new Set(graph.transitions.map((transition) => transition.id))], browserTransitions),
            pairs: { covered: browserPairs.length, total: feasible.size },
          }
        : null,
    passed: data.paths.filter((p) => !p.failed).length,
    failed: data.paths.filter((p) => p.failed).length,
  };
}
