import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel, getStateNodes, type TestPath } from 'xstate/graph';
import { allTransitions, feasiblePairs, pairsTaken, traceSteps, transitionName, withStubbedActors, type ModelPath } from './modelTrace.ts';

export type { ModelPath } from './modelTrace.ts';
type ModelSnapshot = { value: unknown; context: unknown };

export interface ModelOptions<TEvent extends EventObject> {
  /**
   * The events to explore from a snapshot, including fixtures for the edges that are not
   * sent by a user: `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateId>`.
   */
  events: (snapshot: ModelSnapshot) => TEvent[];
  /** Defaults to the state value: context that only counts or times must not split states. */
  serializeState?: (snapshot: ModelSnapshot) => string;
  /** Inputs to start the machine with; paths from each are joined (e.g. fresh and restored). */
  inputs?: unknown[];
}

export interface ModelCoverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** Of the transition pairs the model's graph allows, how many the paths take. */
export interface PairCoverage {
  covered: number;
  total: number;
}

/**
 * Paths through the machine's model that take every edge of its adjacency map: for each
 * reachable state and each event it accepts, the shortest path to that state plus that event.
 * (Simple paths alone never take an edge back to a state already visited.) Each path carries the
 * vertex (input and serialised state) of each of its steps.
 */
export function modelPaths<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: ModelOptions<TEvent>,
): Array<ModelPath<TEvent>> {
  const serializeState = options.serializeState ?? ((snapshot: ModelSnapshot) => JSON.stringify(snapshot.value));
  return (options.inputs ?? [undefined]).flatMap((input, inputIndex) => {
    const model = new TestModel(machine as never, { events: options.events as never, serializeState: serializeState as never, input });
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Array<TestPath<never, TEvent>>;
    const pathTo = new Map(shortest.map((path) => [serializeState(path.state as ModelSnapshot), path]));
    const paths: Array<ModelPath<TEvent>> = [];
    const vertexOf = (step: { state: unknown }) => `${inputIndex}:${serializeState(step.state as ModelSnapshot)}`;
    for (const [key, vertex] of Object.entries(model.getAdjacencyMap())) {
      const head = pathTo.get(key);
      if (!head) continue;
      for (const { event, state } of Object.values(vertex.transitions) as Array<{ event: TEvent; state: unknown }>) {
        const steps = [...head.steps, { event: event as TEvent, state: state as never }];
        paths.push({ ...head, state: state as never, steps, weight: steps.length, description: '', input, vertices: steps.map(vertexOf) });
      }
    }
    // An input that starts in a state accepting nothing (a finished job) is still a path: its start.
    const start = shortest.find((path) => path.steps.length === 1);
    if (paths.length === 0 && start) paths.push({ ...start, weight: 1, description: '', input, vertices: start.steps.map(vertexOf) });
    return paths;
  });
}

/** What replaying one path on a live actor enters and takes, named as modelCoverage counts them. */
function traced<TEvent extends EventObject>(machine: AnyStateMachine, path: ModelPath<TEvent>): { states: Set<string>; transitions: Set<string> } {
  const traces = traceSteps(machine, path);
  const transitions = traces.flatMap((trace) => trace.transitions);
  return {
    states: new Set([...traces.flatMap((trace) => trace.entered), ...transitions.map((transition) => transition.source.id)]),
    transitions: new Set(transitions.map(transitionName)),
  };
}

/**
 * Replays every path on a live actor (its invoked actors stubbed, so only the path's events
 * move it) and records, through inspection, each state entered and each transition taken,
 * eventless ones included; then compares them with everything the machine defines.
 */
export function modelCoverage<TEvent extends EventObject>(machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): ModelCoverage {
  const allStates = getStateNodes(machine).map((node) => node.id);
  const defined = allTransitions(machine);
  const enteredStates = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const { states, transitions } = traced(machine, path);
    states.forEach((id) => enteredStates.add(id));
    transitions.forEach((name) => taken.add(name));
  }
  const missingStates = allStates.filter((id) => !enteredStates.has(id));
  const missingTransitions = defined.map(transitionName).filter((name) => !taken.has(name));
  return {
    states: { covered: allStates.length - missingStates.length, total: allStates.length, missing: missingStates },
    transitions: { covered: defined.length - missingTransitions.length, total: defined.length, missing: missingTransitions },
  };
}

/**
 * A few of the paths that together enter every state (from each input) and take every transition the whole set does:
 * greedily, the path adding the most not yet taken (the shorter on a tie, then the first), until
 * none adds any. Each transition is driven once, not each path through it.
 */
export function coveringPaths<TEvent extends EventObject>(machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): Array<ModelPath<TEvent>> {
  const traces = paths.map((path) => {
    const { states, transitions } = traced(machine, path);
    // A state is looked at from each input (a page may show it differently, e.g. no ignores left); a transition once.
    const input = JSON.stringify(path.input) ?? '';
    return { path, marks: new Set([...[...states].map((id) => `${input} state ${id}`), ...[...transitions].map((name) => `transition ${name}`)]) };
  });
  const seen = new Set<string>();
  const chosen: Array<ModelPath<TEvent>> = [];
  for (;;) {
    let best: { path: ModelPath<TEvent>; gain: number } | null = null;
    for (const { path, marks } of traces) {
      const gain = [...marks].filter((mark) => !seen.has(mark)).length;
      if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && path.steps.length < best.path.steps.length))) best = { path, gain };
    }
    if (!best) break;
    chosen.push(best.path);
    traces.find((trace) => trace.path === best.path)!.marks.forEach((mark) => seen.add(mark));
  }
  // In the order they were generated: paths from one input stay together.
  return paths.filter((path) => chosen.includes(path));
}

/** Of the pairs the graph of `generated` allows (every transition followed by each that can follow it), those `paths` take. */
export function pairCoverage<TEvent extends EventObject>(machine: AnyStateMachine, generated: Array<ModelPath<TEvent>>, paths: Array<ModelPath<TEvent>>): PairCoverage {
  const feasible = feasiblePairs(machine, generated);
  const taken = new Set(paths.flatMap((path) => pairsTaken(traceSteps(machine, path))).filter((pair) => feasible.has(pair)));
  return { covered: taken.size, total: feasible.size };
}

/** One line per machine, printed by every test run and collected by `npm run test:model`. */
export function formatCoverage(name: string, coverage: ModelCoverage, pairs?: PairCoverage): string {
  const { states, transitions } = coverage;
  const pairFigure = pairs ? `, transition pairs ${pairs.covered}/${pairs.total}` : '';
  return `[model] ${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}${pairFigure}`;
}

/** Replays one path on a live actor of the machine (invoked actors stubbed) and returns it, for state checks. */
export function replayPath<TEvent extends EventObject>(machine: AnyStateMachine, path: ModelPath<TEvent>) {
  const actor = createActor(withStubbedActors(machine), { input: path.input }).start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  return actor;
}
