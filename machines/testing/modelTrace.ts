import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { getStateNodes, type TestPath } from 'xstate/graph';

/**
 * A path through a machine's model: its input and steps (the first is the start), and for each step the
 * vertex of the model's graph it reaches (the model's own serialisation of the state, per input).
 */
export type ModelPath<TEvent extends EventObject> = TestPath<never, TEvent> & { input: unknown; vertices: string[] };

/** What one step of a path did: the transitions it took, in order (eventless ones included), the states it passed through and those it ended in. */
export interface StepTrace {
  transitions: AnyTransitionDefinition[];
  entered: string[];
  active: string[];
}

const stubbed = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine with every invoked actor replaced by one that never settles: only the path's events move it. */
export function withStubbedActors(machine: AnyStateMachine): AnyStateMachine {
  if (!stubbed.has(machine)) {
    const stubs = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => undefined))]),
    );
    stubbed.set(machine, machine.provide({ actors: stubs }));
  }
  return stubbed.get(machine)!;
}

/** Every transition a state node defines: on events, delays and calls' answers, and eventless. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Every transition of the machine, the root's included. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine)].flatMap(ownTransitions);
}

/** Names a transition the same way in the machine and in its provided (replayable) copy. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(',') || '(self)';
  return `${transition.source.id} --${transition.eventType || 'always'}${guardKey(transition.guard)}--> ${targets}`;
}

function guardKey(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return ` [${type}${params === undefined ? '' : `:${JSON.stringify(params)}`}]`;
  }
  return ' [guarded]';
}

/**
 * Replays the path on a live actor of the machine (invoked actors stubbed) and records, through inspection,
 * what each step did: step 0 is the start (its eventless transitions), step i the i-th event.
 */
export function traceSteps<TEvent extends EventObject>(machine: AnyStateMachine, path: Pick<ModelPath<TEvent>, 'input' | 'steps'>): StepTrace[] {
  const known = traced.get(machine) ?? traced.set(machine, new WeakMap()).get(machine)!;
  if (!known.has(path)) known.set(path, replayTraced(machine, path));
  return known.get(path)!;
}

/** Traces already replayed, per machine and path: coverage, pairs and words all read the same ones. */
const traced = new WeakMap<AnyStateMachine, WeakMap<object, StepTrace[]>>();

function replayTraced<TEvent extends EventObject>(machine: AnyStateMachine, path: Pick<ModelPath<TEvent>, 'input' | 'steps'>): StepTrace[] {
  const traces: StepTrace[] = path.steps.map(() => ({ transitions: [], entered: [], active: [] }));
  let current = 0;
  const enter = (snapshot: unknown) => {
    const active = (snapshot as { _nodes: Array<{ id: string }> })._nodes.map((node) => node.id);
    traces[current].entered.push(...active);
    traces[current].active = active;
  };
  const actor = createActor(withStubbedActors(machine), {
    input: path.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      traces[current].transitions.push(...inspection._transitions);
      enter(inspection.snapshot);
    },
  });
  actor.start();
  enter(actor.getSnapshot());
  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue;
    current = index;
    actor.send(step.event);
  }
  actor.stop();
  traces.forEach((trace, index) => {
    if (index > 0 && trace.transitions.length === 0) trace.active = traces[index - 1].active;
  });
  return traces.map((trace) => ({ ...trace, entered: [...new Set(trace.entered)] }));
}

/** "a ⇒ b": one transition followed by the next. */
export const pairName = (first: string, next: string) => `${first} ⇒ ${next}`;

/** The transition pairs a run takes: each transition followed by the next one, across steps (a step that took none is skipped). */
export function pairsTaken(traces: StepTrace[]): string[] {
  const sequence = traces.flatMap((trace) => trace.transitions.map(transitionName));
  return sequence.slice(1).map((next, index) => pairName(sequence[index], next));
}

/**
 * Every pair the model's graph allows: within a step, and at each vertex, the last transition of each step
 * into it followed by the first transition of each step out of it. Read from paths that take every edge
 * of the graph (modelPaths gives such paths).
 */
export function feasiblePairs<TEvent extends EventObject>(machine: AnyStateMachine, paths: Array<ModelPath<TEvent>>): Set<string> {
  const into = new Map<string, Set<string>>();
  const outOf = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, vertex: string, name: string) => map.set(vertex, (map.get(vertex) ?? new Set()).add(name));
  const pairs = new Set<string>();
  for (const path of paths) {
    const traces = traceSteps(machine, path);
    traces.forEach(({ transitions }, index) => {
      const names = transitions.map(transitionName);
      if (names.length === 0) return;
      names.slice(1).forEach((next, at) => pairs.add(pairName(names[at], next)));
      add(into, path.vertices[index], names.at(-1)!);
      if (index > 0) add(outOf, path.vertices[index - 1], names[0]);
    });
  }
  for (const [vertex, lasts] of into) {
    for (const last of lasts) for (const first of outOf.get(vertex) ?? []) pairs.add(pairName(last, first));
  }
  return pairs;
}
