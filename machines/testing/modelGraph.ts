import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineTitle, stateNodeName, transitionWords } from './modelNames.ts';
import { ownTransitions, transitionName } from './modelTrace.ts';

/** A state of the drawing: nested in its parent (null for the machine's top-level states). */
export interface GraphState {
  id: string;
  name: string;
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final';
  /** The child a compound state starts in. */
  initial: string | null;
}

/** A transition of the drawing, named as coverage names it; no targets: it stays (or acts) where it is. */
export interface GraphTransition {
  id: string;
  source: string;
  targets: string[];
  label: string;
}

export interface MachineGraph {
  id: string;
  title: string;
  initial: string | null;
  states: GraphState[];
  transitions: GraphTransition[];
}

function initialChild(node: AnyStateNode): string | null {
  return node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null;
}

/** The machine as the report draws it: its states with their nesting, and every transition with its event and condition in words. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = getStateNodes(machine);
  const states = nodes.map((node) => ({
    id: node.id,
    name: stateNodeName(node),
    parent: node.parent && node.parent !== machine.root ? node.parent.id : null,
    kind: node.type === 'history' ? 'atomic' : node.type,
    initial: initialChild(node),
  })) as GraphState[];
  const transitions = [machine.root, ...nodes].flatMap((node) =>
    ownTransitions(node).map((transition) => ({
      id: transitionName(transition),
      source: node.id,
      targets: (transition.target ?? []).map((target) => target.id),
      label: transitionWords(machine, transition),
    })),
  );
  return { id: machine.id, title: machineTitle(machine), initial: initialChild(machine.root), states, transitions };
}
