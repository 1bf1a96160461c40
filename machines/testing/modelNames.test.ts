/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup, type AnyStateMachine } from 'xstate';
import productMarkdown from '../../docs/product.md?raw';
import { declaredRules, eventWords, pathSentence, ruleOf, stateValueWords, unnamed } from './modelNames.ts';
import { productSections, ruleProblem } from './productRules.ts';

/** Every machine the portal has: each exported state machine of machines/*.machine.ts. */
const machines = Object.values(import.meta.glob<Record<string, unknown>>('../*.machine.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value);
const sections = productSections(productMarkdown);

describe('every machine names itself in Chinese', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThanOrEqual(33);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s: the machine, each state, event, actor, delay and guard has a name', (_, machine) => {
    expect(unnamed(machine)).toEqual([]);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s: each rule it declares is said in docs/product.md', (_, machine) => {
    expect(declaredRules(machine).map((rule) => ruleProblem(sections, rule)).filter(Boolean)).toEqual([]);
  });
});

describe('the names check', () => {
  const named = setup({ guards: { ready: () => true } }).createMachine({
    id: 'door',
    description: '门',
    meta: { rule: { section: 'limits', says: 'submit lock 2 s' }, events: { OPEN: '开门' }, guards: { ready: '已就绪' } },
    initial: 'shut',
    states: {
      shut: { description: '关着', on: { OPEN: { guard: 'ready', target: 'open' } } },
      open: { description: '开着', meta: { rule: { section: 'limits', says: 'banners 5' } } },
    },
  });

  it('passes a machine that names everything', () => {
    expect(unnamed(named)).toEqual([]);
  });

  it('names a state that only waits on one call after the call', () => {
    const loader = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'loader',
      description: '加载器',
      meta: { rule: { section: 'limits', says: 'banners 5' }, events: {}, actors: { load: '加载数据' } },
      initial: 'loading',
      states: { loading: { invoke: { src: 'load', onDone: 'loaded' } }, loaded: { description: '已加载' } },
    });
    expect(unnamed(loader)).toEqual([]);
    expect(stateValueWords(loader, 'loading')).toBe('加载数据');
    expect(eventWords(loader, { type: 'xstate.done.actor.0.loader.loading' })).toBe('加载数据完成');
  });

  it('names what has no name', () => {
    const bare = createMachine({
      id: 'bare',
      initial: 'a',
      states: { a: { on: { GO: { target: 'b', guard: () => true } }, after: { 300: 'b' } }, b: {} },
    });
    expect(unnamed(bare)).toEqual([
      'machine bare',
      'rule of bare',
      'state bare.a',
      'event GO',
      'guard of GO in bare.a',
      'event xstate.after.300.bare.a',
      'state bare.b',
    ]);
  });

  it('reads states, events and paths in the machine’s words, and the rule a path ends on', () => {
    expect(stateValueWords(named, 'open')).toBe('开着');
    expect(eventWords(named, { type: 'OPEN' })).toBe('开门');
    expect(eventWords(named, { type: 'OPEN', count: 2 } as never)).toBe('开门（2）');
    expect(pathSentence('关着', ['开门', '开门'])).toBe('从「关着」：开门 → 开门');
    const open = named.getStateNodeById('door.open');
    expect(ruleOf(named, [], [open])).toEqual({ section: 'limits', says: 'banners 5' });
    expect(ruleOf(named, [], [named.getStateNodeById('door.shut')])).toEqual({ section: 'limits', says: 'submit lock 2 s' });
  });

  it('refuses a rule docs/product.md does not say', () => {
    expect(ruleProblem(sections, { section: 'limits', says: 'banners 5' })).toBeNull();
    expect(ruleProblem(sections, { section: 'limits', says: 'banners 6' })).toBe('docs/product.md#limits does not say "banners 6"');
    expect(ruleProblem(sections, { section: 'nowhere', says: 'x' })).toBe('docs/product.md has no section #nowhere');
  });
});
