import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { MachineGraph } from '../../machines/testing/modelGraph.ts';

/**
 * A machine laid out by ELK's layered algorithm (elkjs): states nested in their parents, each compound
 * state's start marked by a dot, transitions routed with their labels placed. Coordinates are absolute.
 */
export interface PlacedState {
  id: string;
  name: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'start' | 'any';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedTransition {
  /** The transition's name as coverage names it (a start marker's arrow: null). */
  id: string | null;
  label: string;
  points: Array<[number, number]>;
  labelAt: { x: number; y: number; width: number; height: number } | null;
}

export interface Drawing {
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

const FONT_PX = 12;
/** Wide (CJK) characters take about a font size; the others a little over half. */
export const textWidth = (text: string) => [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? FONT_PX : FONT_PX * 0.6), 0);
const LABEL_HEIGHT = 16;
const STATE_HEIGHT = 34;
/** The pseudo state root transitions leave from: they apply in every state. */
export const ANY_STATE = '（任一状态）';

const startOf = (parent: string) => `start:${parent}`;

export async function layoutMachine(graph: MachineGraph): Promise<Drawing> {
  const byParent = new Map<string | null, MachineGraph['states']>();
  for (const state of graph.states) byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state]);
  const kinds = new Map<string, PlacedState['kind']>();
  const names = new Map<string, string>();

  const nodesUnder = (parent: string | null): ElkNode[] => {
    const children: ElkNode[] = (byParent.get(parent) ?? []).map((state) => {
      kinds.set(state.id, state.kind);
      names.set(state.id, state.name);
      const inner = nodesUnder(state.id);
      if (inner.length === 0) return { id: state.id, width: Math.max(72, textWidth(state.name) + 28), height: STATE_HEIGHT };
      return { id: state.id, children: inner, layoutOptions: { 'elk.padding': `[top=${LABEL_HEIGHT + 16},left=12,bottom=12,right=12]` } };
    });
    const initial = parent === null ? graph.initial : graph.states.find((state) => state.id === parent)?.initial;
    if (initial) {
      kinds.set(startOf(parent ?? graph.id), 'start');
      children.push({ id: startOf(parent ?? graph.id), width: 12, height: 12 });
    }
    return children;
  };
  const children = nodesUnder(null);

  const edges: ElkExtendedEdge[] = [];
  const label = (text: string) => [{ text, width: textWidth(text) + 8, height: LABEL_HEIGHT }];
  for (const state of [{ id: null as string | null, initial: graph.initial }, ...graph.states]) {
    if (state.initial) edges.push({ id: `start-edge:${state.id ?? graph.id}`, sources: [startOf(state.id ?? graph.id)], targets: [state.initial] });
  }
  const ids = new Set(graph.states.map((state) => state.id));
  if (graph.transitions.some((transition) => !ids.has(transition.source))) {
    kinds.set(graph.id, 'any');
    names.set(graph.id, ANY_STATE);
    children.push({ id: graph.id, width: textWidth(ANY_STATE) + 28, height: STATE_HEIGHT });
  }
  graph.transitions.forEach((transition, index) => {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    targets.forEach((target, part) => edges.push({ id: `t${index}:${part}`, sources: [transition.source], targets: [target], labels: label(transition.label) }));
  });

  const root: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
      'elk.layered.spacing.edgeNodeBetweenLayers': '10',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children,
    edges,
  };
  const laidOut: ElkNode = await new ELK().layout(root);

  const origin = new Map<string, [number, number]>([['root', [0, 0]]]);
  const states: PlacedState[] = [];
  const place = (node: ElkNode, [dx, dy]: [number, number]) => {
    const at: [number, number] = [dx + (node.x ?? 0), dy + (node.y ?? 0)];
    origin.set(node.id, at);
    if (node.id !== 'root') states.push({ id: node.id, name: names.get(node.id) ?? '', kind: kinds.get(node.id)!, x: at[0], y: at[1], width: node.width ?? 0, height: node.height ?? 0 });
    node.children?.forEach((child) => place(child, at));
  };
  place(laidOut, [-(laidOut.x ?? 0), -(laidOut.y ?? 0)]);

  const transitions = (laidOut.edges ?? []).map((edge) => {
    const [dx, dy] = origin.get((edge as { container?: string }).container ?? 'root') ?? [0, 0];
    const section = edge.sections?.[0];
    const points: Array<[number, number]> = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => [point.x + dx, point.y + dy])
      : [];
    const placedLabel = edge.labels?.[0];
    const index = edge.id.startsWith('t') ? Number(edge.id.slice(1).split(':')[0]) : null;
    return {
      id: index === null ? null : graph.transitions[index].id,
      label: placedLabel?.text ?? '',
      points,
      labelAt: placedLabel ? { x: (placedLabel.x ?? 0) + dx, y: (placedLabel.y ?? 0) + dy, width: placedLabel.width ?? 0, height: placedLabel.height ?? 0 } : null,
    };
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, transitions };
}
