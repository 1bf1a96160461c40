import { createActor, fromPromise, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { TestModel, getStateNodes, toDirectedGraph, type DirectedGraphNode, type TestPath } from 'xstate/graph';

type ModelSnapshot = { value: unknown; context: unknown };
export type ModelPath<TEvent extends EventObject> = TestPath<never, TEvent> & { input: unknown };

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

function definedTransitions(node: DirectedGraphNode, into: AnyTransitionDefinition[] = []): AnyTransitionDefinition[] {
  node.edges.forEach((edge) => into.push(edge.transition));
  node.children.forEach((child) => definedTransitions(child, into));
  return into;
}

/** The machine with every invoked actor replaced by one that never settles: only the path's events move it. */
function withStubbedActors(machine: AnyStateMachine): AnyStateMachine {
  const stubs = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => undefined))]),
  );
  return machine.provide({ actors: stubs });
}

/** Names a transition the same way in the machine and in its provided (replayable) copy. */
function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(',') || '(self)';
  const guard = transition.guard ? ` [${typeof transition.guard === 'string' ? transition.guard : 'guarded'}]` : '';
  return `${transition.source.id} --${transition.eventType || 'always'}${guard}--> ${targets}`;
}

/**
 * Paths through the machine's model that take every edge of its adjacency map: for each
 * reachable state and each event it accepts, the shortest path to that state plus that event.
 * (Simple paths alone never take an edge back to a state already visited.)
 */
export function modelPaths<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: ModelOptions<TEvent>,
): Array<ModelPath<TEvent>> {
  const serializeState = options.serializeState ?? ((snapshot: ModelSnapshot) => JSON.stringify(snapshot.value));
  return (options.inputs ?? [undefined]).flatMap((input) => {
    const model = new TestModel(machine as never, { events: options.events as never, serializeState: serializeState as never, input });
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Array<TestPath<never, TEvent>>;
    const pathTo = new Map(shortest.map((path) => [serializeState(path.state as ModelSnapshot), path]));
    const paths: Array<ModelPath<TEvent>> = [];
    for (const [key, vertex] of Object.entries(model.getAdjacencyMap())) {
      const head = pathTo.get(key);
      if (!head) continue;
      for (const { event, state } of Object.values(vertex.transitions) as Array<{ event: TEvent; state: unknown }>) {
        const steps = [...head.steps, { event: event as TEvent, state: state as never }];
        paths.push({ ...head, state: state as never, steps, weight: steps.length, description: '', input });
      }
    }
    return paths;
  });
}

/** What replaying one path on a live actor enters and takes, named as modelCoverage counts them. */
function traced<TEvent extends EventObject>(replayable: AnyStateMachine, path: ModelPath<TEvent>): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const enter = (snapshot: unknown) => (snapshot as { _nodes: Array<{ id: string }> })._nodes.forEach((node) => states.add(node.id));
  const actor = createActor(replayable, {
    input: path.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const transition of inspection._transitions) {
        transitions.add(describeTransition(transition));
        states.add(transition.source.id);
      }
      enter(inspection.snapshot);
    },
  });
  actor.start();
  enter(actor.getSnapshot());
  for (const step of path.steps.slice(1)) actor.send(step.event);
  actor.stop();
  return { states, transitions };
}

/**
 * Replays every path on a live actor (its invoked actors stubbed, so only the path's events
 * move it) and records, through inspection, each state entered and each transition taken,
 * eventless ones included; then compares them with everything the machine defines.
 */
export function modelCoverage<TEvent extends EventObject>(machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): ModelCoverage {
  const replayable = withStubbedActors(machine);
  const allStates = getStateNodes(machine).map((node) => node.id);
  const defined = definedTransitions(toDirectedGraph(machine));
  const enteredStates = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const { states, transitions } = traced(replayable, path);
    states.forEach((id) => enteredStates.add(id));
    transitions.forEach((name) => taken.add(name));
  }
  const missingStates = allStates.filter((id) => !enteredStates.has(id));
  const missingTransitions = defined.map(describeTransition).filter((name) => !taken.has(name));
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
  const replayable = withStubbedActors(machine);
  const traces = paths.map((path) => {
    const { states, transitions } = traced(replayable, path);
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

/** One line per machine, printed by every test run and collected by `npm run test:model`. */
export function formatCoverage(name: string, coverage: ModelCoverage): string {
  const { states, transitions } = coverage;
  return `[model] ${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}

/** Replays one path on a live actor of the machine (invoked actors stubbed) and returns it, for state checks. */
export function replayPath<TEvent extends EventObject>(machine: AnyStateMachine, path: ModelPath<TEvent>) {
  const actor = createActor(withStubbedActors(machine), { input: path.input }).start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  return actor;
}
