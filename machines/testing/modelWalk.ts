import type { AnyStateMachine, EventObject } from 'xstate';
import { feasiblePairs, pairName, traceSteps, transitionName, type ModelPath } from './modelTrace.ts';

/**
 * Seeded random walks over the part of a machine's model a browser can drive (docs/architecture.md#tests):
 * from the drivable paths' vertices and edges, each step picks an edge out of the current vertex, weighted
 * towards transitions and transition pairs not yet taken, until it has made `steps` steps or taken every
 * pair the drivable graph allows. At a vertex with no way on, the walk starts again from a start of the
 * graph: a walk is one or more runs, each a path from an input.
 *
 * A vertex is the model's serialisation of a state, which leaves out context (which tabs are open, say): an edge
 * recorded where the context allowed its event may lead out of a vertex the run reached with another context. A
 * run only takes an edge whose event, replayed on the machine along the run, takes the transitions the edge took
 * (its guards pass as they did there: the tab it activates was opened earlier in the same run), and a shrunk run
 * keeps to the same rule.
 */
export interface WalkOptions {
  seed: number;
  steps: number;
}

interface Edge<TEvent extends EventObject> {
  from: string;
  to: string;
  event: TEvent;
  transitions: string[];
  /** The drivable path whose last step this edge is, when one is: the model's shortest way to it. */
  shortest: ModelPath<TEvent> | null;
}

export interface Walk<TEvent extends EventObject> {
  seed: number;
  runs: Array<ModelPath<TEvent>>;
  steps: number;
  pairs: { covered: number; total: number };
  /** Why it stopped: it made its steps, took every pair, or found no way on from any start. */
  stopped: 'steps' | 'pairs' | 'stuck';
}

/** mulberry32: the same seed gives the same walk on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** An event as a key: errors by their message and kind, which JSON alone drops. */
export function eventKey(event: EventObject): string {
  return JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? { error: value.message, ...value } : value));
}

function drivableGraph<TEvent extends EventObject>(machine: AnyStateMachine, drivable: Array<ModelPath<TEvent>>) {
  const edges = new Map<string, Array<Edge<TEvent>>>();
  const starts = new Map<string, ModelPath<TEvent>>();
  for (const path of drivable) {
    if (!starts.has(path.vertices[0])) starts.set(path.vertices[0], { ...path, steps: path.steps.slice(0, 1), vertices: path.vertices.slice(0, 1) });
    const traces = traceSteps(machine, path);
    path.steps.forEach((step, index) => {
      if (index === 0) return;
      const from = path.vertices[index - 1];
      const out = edges.get(from) ?? [];
      const last = index === path.steps.length - 1;
      const known = out.find((edge) => eventKey(edge.event) === eventKey(step.event));
      if (known) {
        if (last && (!known.shortest || known.shortest.steps.length > path.steps.length)) known.shortest = path;
        return;
      }
      out.push({ from, to: path.vertices[index], event: step.event, transitions: traces[index].transitions.map(transitionName), shortest: last ? path : null });
      edges.set(from, out);
    });
  }
  return { edges, starts: [...starts.values()], feasible: feasiblePairs(machine, drivable) };
}

/** The transitions each step of a run takes on the machine, by name. */
const transitionsOf = <TEvent extends EventObject>(machine: AnyStateMachine, run: ModelPath<TEvent>) => traceSteps(machine, run).map((trace) => trace.transitions.map(transitionName));
const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((name, index) => name === b[index]);

/** A walk of up to `steps` steps over the drivable paths' graph, the same for the same seed. */
export function randomWalk<TEvent extends EventObject>(machine: AnyStateMachine, drivable: Array<ModelPath<TEvent>>, options: WalkOptions): Walk<TEvent> {
  const random = seededRandom(options.seed);
  const { edges, starts, feasible } = drivableGraph(machine, drivable);
  const takenTransitions = new Set<string>();
  const takenPairs = new Set<string>();
  const runs: Array<ModelPath<TEvent>> = [];
  const pick = <T>(items: T[], weight: (item: T) => number): T => {
    const weights = items.map(weight);
    let left = random() * weights.reduce((sum, value) => sum + value, 0);
    return items.find((_, index) => (left -= weights[index]) < 0) ?? items.at(-1)!;
  };
  const pairsOf = (previous: string | null, edge: Edge<TEvent>) =>
    [previous, ...edge.transitions].flatMap((name, index, names) => (index > 0 && names[index - 1] ? [pairName(names[index - 1]!, name!)] : []));
  const gain = (previous: string | null, edge: Edge<TEvent>) =>
    4 * edge.transitions.filter((name) => !takenTransitions.has(name)).length +
    2 * pairsOf(previous, edge).filter((pair) => feasible.has(pair) && !takenPairs.has(pair)).length;
  const allPairs = () => [...feasible].every((pair) => takenPairs.has(pair));

  let steps = 0;
  let stopped: Walk<TEvent>['stopped'] = 'steps';
  while (steps < options.steps) {
    if (allPairs()) {
      stopped = 'pairs';
      break;
    }
    const startable = starts.filter((start) => (edges.get(start.vertices[0]) ?? []).length > 0);
    if (startable.length === 0) {
      stopped = 'stuck';
      break;
    }
    const run = pick(startable, (start) => 1 + Math.max(...edges.get(start.vertices[0])!.map((edge) => gain(null, edge))));
    let current: ModelPath<TEvent> = run;
    const extended = (edge: Edge<TEvent>) => ({
      ...current,
      steps: [...current.steps, { event: edge.event, state: undefined as never }],
      vertices: [...current.vertices, edge.to],
    });
    const wayOn = () => (edges.get(current.vertices.at(-1)!) ?? []).filter((edge) => sameNames(transitionsOf(machine, extended(edge)).at(-1)!, edge.transitions));
    let previous: string | null = null;
    for (let out = wayOn(); out.length > 0 && steps < options.steps && !allPairs(); out = wayOn()) {
      const edge = pick(out, (candidate) => 1 + gain(previous, candidate));
      pairsOf(previous, edge).forEach((pair) => takenPairs.add(pair));
      edge.transitions.forEach((name) => takenTransitions.add(name));
      previous = edge.transitions.at(-1) ?? previous;
      current = extended(edge);
      steps += 1;
    }
    runs.push(current);
  }
  if (stopped === 'steps' && allPairs()) stopped = 'pairs';
  const covered = [...takenPairs].filter((pair) => feasible.has(pair)).length;
  return { seed: options.seed, runs, steps, pairs: { covered, total: feasible.size }, stopped };
}

/**
 * Shorter runs that may fail the same way as `failing` (a run cut at its failing step), shortest first: the
 * model's shortest drivable path ending in the same step, and the run with its loops (steps between two
 * visits of one vertex) taken out, each loop only where every step left takes the transitions it took in the
 * run (a loop that opened the tab a later step activates stays). The walk replays them in turn and reports the
 * first that fails.
 */
export function shrinkCandidates<TEvent extends EventObject>(machine: AnyStateMachine, drivable: Array<ModelPath<TEvent>>, failing: ModelPath<TEvent>): Array<ModelPath<TEvent>> {
  const { edges } = drivableGraph(machine, drivable);
  const last = failing.steps.length - 1;
  const from = failing.vertices[last - 1];
  const shortest = (edges.get(from) ?? []).find((edge) => eventKey(edge.event) === eventKey(failing.steps[last].event))?.shortest;
  const loopless = withoutLoops(machine, failing);
  const candidates = [shortest, loopless].filter((path): path is ModelPath<TEvent> => !!path && path.steps.length < failing.steps.length);
  const distinct = candidates.filter((path, index) => candidates.findIndex((other) => sameSteps(other, path)) === index);
  return distinct.sort((a, b) => a.steps.length - b.steps.length);
}

const sameSteps = <TEvent extends EventObject>(a: ModelPath<TEvent>, b: ModelPath<TEvent>) =>
  a.steps.length === b.steps.length && a.steps.every((step, index) => eventKey(step.event) === eventKey(b.steps[index].event));

/**
 * The run with each stretch between two visits of the same vertex cut out (the last step kept), where the
 * steps after it still take, on the machine, the transitions they took in the run.
 */
function withoutLoops<TEvent extends EventObject>(machine: AnyStateMachine, run: ModelPath<TEvent>): ModelPath<TEvent> {
  const took = transitionsOf(machine, run);
  /** The run's steps at these indices (0, the start, first). */
  const of = (indices: number[]) => ({ ...run, steps: indices.map((index) => run.steps[index]), vertices: indices.map((index) => run.vertices[index]) });
  const keepsItsSteps = (indices: number[]) => transitionsOf(machine, of(indices)).every((names, at) => at === 0 || sameNames(names, took[indices[at]]));
  let kept = [0];
  for (let index = 1; index < run.steps.length; index += 1) {
    const seenAt = kept.findIndex((keptIndex) => run.vertices[keptIndex] === run.vertices[index]);
    const rest = run.steps.map((_, later) => later).slice(index + 1);
    if (seenAt >= 0 && rest.length > 0 && keepsItsSteps([...kept.slice(0, seenAt + 1), ...rest])) kept = kept.slice(0, seenAt + 1);
    else kept = [...kept, index];
  }
  return of(kept);
}
