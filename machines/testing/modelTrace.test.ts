import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import { machineGraph } from './modelGraph.ts';
import { modelPaths, pairCoverage } from './modelCoverage.ts';
import { pathInWords } from './modelReportData.ts';
import { feasiblePairs, traceSteps, type ModelPath } from './modelTrace.ts';

const door = setup({ guards: { locked: () => false } }).createMachine({
  id: 'door',
  description: '门',
  meta: { rule: { section: 'limits', says: 'banners 5' }, events: { GO: '进门', BACK: '出门', KNOCK: '敲门' }, guards: { locked: '锁着' } },
  initial: 'outside',
  states: {
    outside: { description: '门外', on: { GO: 'inside', KNOCK: { guard: 'locked', target: 'outside' } } },
    inside: { description: '屋里', meta: { rule: { section: 'limits', says: 'submit lock 2 s' } }, on: { BACK: 'outside', KNOCK: 'inside' } },
  },
});
const events = (): EventObject[] => [{ type: 'GO' }, { type: 'BACK' }, { type: 'KNOCK' }];
const paths = modelPaths(door, { events });
const along = (...types: string[]): ModelPath<EventObject> => ({ ...paths[0], steps: [paths[0].steps[0], ...types.map((type) => ({ event: { type }, state: undefined as never }))] });
const short = (name: string) => name.replace(/door\./g, '').replace(/ --(\w+)-->.*$/, '·$1');

describe('transition pairs', () => {
  it('the graph allows each transition into a state followed by each one out of it', () => {
    expect([...feasiblePairs(door, paths)].map((pair) => pair.split(' ⇒ ').map(short).join(' ⇒ ')).sort()).toEqual([
      'inside·BACK ⇒ outside·GO',
      'inside·KNOCK ⇒ inside·BACK',
      'inside·KNOCK ⇒ inside·KNOCK',
      'outside·GO ⇒ inside·BACK',
      'outside·GO ⇒ inside·KNOCK',
    ]);
  });

  it('shortest paths take few of them; a walk through the loop takes more', () => {
    expect(pairCoverage(door, paths, paths)).toEqual({ covered: 2, total: 5 });
    expect(pairCoverage(door, paths, [along('GO', 'BACK', 'GO', 'KNOCK', 'KNOCK', 'BACK')])).toEqual({ covered: 5, total: 5 });
  });

  it('a step that takes nothing (a refused knock) joins no pair and breaks none', () => {
    const traces = traceSteps(door, along('KNOCK', 'GO'));
    expect(traces.map((trace) => trace.transitions.length)).toEqual([0, 0, 1]);
    expect(pairCoverage(door, paths, [along('GO', 'BACK', 'KNOCK', 'GO')])).toEqual({ covered: 2, total: 5 });
  });
});

describe('the report’s view of a machine', () => {
  it('draws every state and transition with its words', () => {
    const graph = machineGraph(door);
    expect(graph.states.map((state) => [state.name, state.kind])).toEqual([
      ['门外', 'atomic'],
      ['屋里', 'atomic'],
    ]);
    expect(graph.transitions.map((transition) => transition.label)).toEqual(['进门', '敲门［锁着］', '出门', '敲门']);
    expect(graph.initial).toBe('door.outside');
  });

  it('reads a path in words, with the rule its last state keeps', () => {
    const words = pathInWords(door, along('GO', 'KNOCK'));
    expect(words.sentence).toBe('从「门外」：进门 → 敲门');
    expect(words.rule).toEqual({ section: 'limits', says: 'submit lock 2 s' });
    expect(words.took[1].transitions).toEqual(['door.outside --GO--> door.inside']);
  });
});
