import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * The machine's own Chinese words, which every path, list and report reads (docs/architecture.md#tests).
 * The root node's `description` names the machine, each state node's `description` names the state, and
 * the root's `meta` names its events, invoked actors, delays and guards and the product rule it keeps; a
 * state or transition may declare the finer rule it keeps in its own `meta.rule`. A state that only waits
 * on one call may go without a description: it is named after the call. A transition whose guard is
 * written inline names its condition in its `description`.
 */
export interface MachineNames {
  /** The rule of docs/product.md the machine keeps. */
  rule: ProductRule;
  /** Every event type the machine handles. */
  events: Record<string, string>;
  /** Every invoked actor, by its name in `setup({ actors })`: its answer reads "<name>完成", its failure "<name>失败". */
  actors?: Record<string, string>;
  /** Every named delay, as the moment it ends reads (e.g. 5 秒后重试). */
  delays?: Record<string, string>;
  /** Every named guard, as the condition reads. */
  guards?: Record<string, string>;
}

/** A reference into docs/product.md: its section's anchor and a phrase the section says word for word. */
export interface ProductRule {
  section: string;
  says: string;
}

export function machineNames(machine: AnyStateMachine): MachineNames {
  const meta = (machine.root.meta ?? {}) as Partial<MachineNames>;
  return { rule: meta.rule as ProductRule, events: meta.events ?? {}, actors: meta.actors ?? {}, delays: meta.delays ?? {}, guards: meta.guards ?? {} };
}

/** 上传任务 (uploadTask). */
export function machineTitle(machine: AnyStateMachine): string {
  return machine.root.description ?? machine.id;
}

/**
 * A state node's name: its description, else (a state that only waits on one call) its invoked actor's name,
 * else its own key (which the names test refuses).
 */
export function stateNodeName(node: AnyStateNode): string {
  return node.description ?? invokedActorName(node) ?? node.key;
}

function invokedActorName(node: AnyStateNode): string | undefined {
  const [only, ...others] = node.invoke;
  if (!only || others.length > 0 || typeof only.src !== 'string') return undefined;
  return machineNames(node.machine).actors?.[only.src];
}

/** A state value in words: `{ uploading: 'sending' }` → 上传中 › 发送分片; parallel regions joined with ＋. */
export function stateValueWords(machine: AnyStateMachine, value: unknown, node: AnyStateNode = machine.root): string {
  if (typeof value === 'string') return stateNodeName(node.states[value]);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const parent = node.states[key];
      const inner = stateValueWords(machine, child, parent);
      return parent.type === 'parallel' ? `${stateNodeName(parent)} ›（${inner}）` : `${stateNodeName(parent)} › ${inner}`;
    })
    .join(' ＋ ');
}

const actorsByInvocation = new WeakMap<AnyStateMachine, Map<string, string>>();

/** The actor (its name in `setup({ actors })`) behind each invocation id of the machine. */
function invokedActors(machine: AnyStateMachine): Map<string, string> {
  if (!actorsByInvocation.has(machine)) {
    const actors = new Map<string, string>();
    for (const node of getStateNodes(machine)) {
      for (const invoke of node.invoke) actors.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
    }
    actorsByInvocation.set(machine, actors);
  }
  return actorsByInvocation.get(machine)!;
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;
const DELAY_EVENT = /^xstate\.after\.([^.]+)\.(.+)$/;

/** The name of an event type, or null when the machine declares none. */
export function eventTypeName(machine: AnyStateMachine, type: string): string | null {
  const names = machineNames(machine);
  const call = ACTOR_EVENT.exec(type);
  if (call) {
    const actor = invokedActors(machine).get(call[2]) ?? call[2];
    const name = names.actors?.[actor];
    return name ? `${name}${call[1] === 'done' ? '完成' : '失败'}` : null;
  }
  const timer = DELAY_EVENT.exec(type);
  if (timer) return names.delays?.[timer[1]] ?? null;
  return names.events[type] ?? null;
}

/**
 * What an event's payload adds to its name when siblings differ in it: an error's message, a call's plain
 * answer, or the event's own plain values (a URL, a count, a typed value), leaving out the keys that only
 * make a call safe to repeat and the clock a check is made against.
 */
export function eventDetail(event: EventObject): string | undefined {
  const { type: _, idempotencyKey: _key, now: _now, ...payload } = event as EventObject & Record<string, unknown>;
  const error = payload.error as { message?: string } | undefined;
  if (error?.message) return error.message;
  const plain = (value: unknown) => typeof value === 'string' || typeof value === 'number';
  if ('output' in payload) return plain(payload.output) ? String(payload.output) : undefined;
  const values = Object.values(payload).filter(plain).map(String).filter((value) => value !== '');
  return values.length > 0 ? values.join('，').slice(0, 40) : undefined;
}

/** An event as a tester reads it: its name, and in brackets what tells it from its siblings. */
export function eventWords(machine: AnyStateMachine, event: EventObject, detail: string | undefined = eventDetail(event)): string {
  const name = eventTypeName(machine, event.type) ?? event.type;
  return detail ? `${name}（${detail}）` : name;
}

/** A transition's condition in words: its description, or its named guard (with its parameters). */
export function guardWords(machine: AnyStateMachine, transition: AnyTransitionDefinition): string | null {
  if (transition.description) return transition.description;
  const guard = transition.guard as unknown;
  if (!guard) return null;
  const names = machineNames(machine).guards ?? {};
  if (typeof guard === 'string') return names[guard] ?? guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const given = typeof params === 'object' && params !== null ? Object.values(params).join('，') : params;
    return `${names[type] ?? type}${given === undefined ? '' : `（${String(given)}）`}`;
  }
  return null;
}

/** A transition's label on the drawing: its event (or 立即 for an eventless one) and its condition. */
export function transitionWords(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const event = transition.eventType ? (eventTypeName(machine, transition.eventType) ?? transition.eventType) : '立即';
  const condition = guardWords(machine, transition);
  return condition ? `${event}［${condition}］` : event;
}

/** 从「等待中」：开始 → 校验文件完成 → 暂停 */
export function pathSentence(start: string, steps: string[]): string {
  return `从「${start}」：${steps.length > 0 ? steps.join(' → ') : '不做任何操作'}`;
}

/** The rule a path proves: its last step's transition's, else its last state's (innermost first), else the machine's. */
export function ruleOf(machine: AnyStateMachine, lastTransitions: AnyTransitionDefinition[], lastStateNodes: AnyStateNode[]): ProductRule {
  const declared = (meta: unknown) => (meta as { rule?: ProductRule } | undefined)?.rule;
  for (const transition of [...lastTransitions].reverse()) {
    const rule = declared(transition.meta);
    if (rule) return rule;
  }
  const innermostFirst = [...lastStateNodes].sort((a, b) => b.path.length - a.path.length);
  for (const node of innermostFirst) {
    const rule = declared(node.meta);
    if (rule && node !== machine.root) return rule;
  }
  return machineNames(machine).rule;
}

/** Every rule the machine declares (its own, its states' and its transitions'), for checking them against docs/product.md. */
export function declaredRules(machine: AnyStateMachine): ProductRule[] {
  const rules: ProductRule[] = [];
  for (const node of [machine.root, ...getStateNodes(machine)]) {
    const own = (node.meta as { rule?: ProductRule } | undefined)?.rule;
    if (own) rules.push(own);
    for (const transitions of node.transitions.values()) {
      for (const transition of transitions) {
        const rule = (transition.meta as { rule?: ProductRule } | undefined)?.rule;
        if (rule) rules.push(rule);
      }
    }
  }
  return rules;
}

/** Everything of the machine without its Chinese name: the machine, states, events, actors, delays and inline guards. */
export function unnamed(machine: AnyStateMachine): string[] {
  const names = machineNames(machine);
  const missing: string[] = [];
  if (!machine.root.description) missing.push(`machine ${machine.id}`);
  if (!names.rule) missing.push(`rule of ${machine.id}`);
  for (const node of getStateNodes(machine)) {
    if (!node.description && !invokedActorName(node)) missing.push(`state ${node.id}`);
    for (const transitions of node.transitions.values()) {
      for (const transition of transitions) {
        if (transition.eventType && eventTypeName(machine, transition.eventType) === null) missing.push(`event ${transition.eventType}`);
        if (transition.guard && guardWords(machine, transition) === null) missing.push(`guard of ${transition.eventType || 'always'} in ${node.id}`);
      }
    }
    for (const transition of node.always ?? []) {
      if (transition.guard && guardWords(machine, transition) === null) missing.push(`guard of always in ${node.id}`);
    }
  }
  for (const guard of Object.keys(machine.implementations.guards)) if (!names.guards?.[guard]) missing.push(`guard ${guard}`);
  for (const actor of Object.keys(machine.implementations.actors)) if (!names.actors?.[actor]) missing.push(`actor ${actor}`);
  for (const delay of Object.keys(machine.implementations.delays)) if (!names.delays?.[delay]) missing.push(`delay ${delay}`);
  return [...new Set(missing)];
}
