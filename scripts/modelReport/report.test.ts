import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import { modelPaths } from '../../machines/testing/modelCoverage.ts';
import { machineGraph } from '../../machines/testing/modelGraph.ts';
import { pathInWords, unitModelReport } from '../../machines/testing/modelReportData.ts';
import type { RecordedPath } from '../../tests/e2e/modelRecord.ts';
import { loadMachines, machineView } from './data.ts';
import { layoutMachine } from './layout.ts';
import { writeModelReport } from './write.ts';

const door = setup({}).createMachine({
  id: 'door',
  description: '门',
  meta: { rule: { section: 'limits', says: 'banners 5' }, events: { OPEN: '开门', SHUT: '关门', LOCK: '上锁' } },
  initial: 'shut',
  states: {
    shut: { description: '关着', on: { OPEN: 'open', LOCK: 'locked' } },
    open: { description: '开着', meta: { rule: { section: 'limits', says: 'submit lock 2 s' } }, on: { SHUT: 'shut' } },
    locked: { description: '锁着', type: 'final' },
  },
});
const paths = modelPaths(door, { events: () => ['OPEN', 'SHUT', 'LOCK'].map((type) => ({ type })) as EventObject[] });
const opening = paths.find((candidate) => candidate.steps.length === 2 && candidate.steps[1].event.type === 'OPEN')!;

/** A browser replay of 开门 whose check of 开着 failed, as modelReplay records it. */
function failedReplay(): RecordedPath {
  const words = pathInWords(door, opening, { start: '门口' });
  return {
    machine: 'door',
    n: 1,
    sentence: words.sentence,
    rule: words.rule,
    steps: [
      { words: '从「门口」', state: '关着', shot: 'step-0.jpg', ...words.took[0] },
      { words: words.steps[0], state: '开着', shot: 'step-1.jpg', ...words.took[1] },
    ],
    failed: { step: 1, message: 'expect(<script>alert(1)</script>).toBeVisible() failed' },
    trace: 'trace.zip',
  };
}

function reportDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'model-report-'));
  const data = path.join(dir, 'data', 'door');
  mkdirSync(path.join(data, 'path-1'), { recursive: true });
  writeFileSync(path.join(data, 'unit.json'), JSON.stringify(unitModelReport('door', door, paths)));
  writeFileSync(path.join(data, 'machine.json'), JSON.stringify({ machine: 'door', generated: paths.length, drivable: 1, driven: 1, whyNotAll: '只开门' }));
  writeFileSync(path.join(data, 'path-1', 'result.json'), JSON.stringify(failedReplay()));
  return dir;
}

describe('the model report', () => {
  it('colours what a failed replay step took red, what only unit paths took blue', () => {
    const [view] = loadMachines(path.join(reportDir(), 'data')).map(machineView);
    expect(view.transitions.get('door.shut --OPEN--> door.open')).toBe('failed');
    expect(view.states.get('door.open')).toBe('failed');
    expect(view.transitions.get('door.shut --LOCK--> door.locked')).toBe('unit');
    expect(view.browserFigures?.transitions).toEqual({ covered: 0, total: 3 });
    expect(view.failed).toBe(1);
  });

  it('writes an index and a page per machine: the drawing, the path in words with its rule, screenshots, trace, and server text as text', async () => {
    const dir = reportDir();
    await writeModelReport(dir, '2027-02-28 23:59');
    const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(index).toContain('<a href="door.html">门</a>');
    expect(index).toContain('有失败');
    const page = readFileSync(path.join(dir, 'door.html'), 'utf8');
    expect(page).toContain('<svg');
    expect(page).toContain('#1 从「门口」：开门');
    expect(page).toContain('「submit lock 2 s」');
    expect(page).toContain('src="data/door/path-1/step-1.jpg"');
    expect(page).toContain('href="data/door/path-1/trace.zip"');
    expect(page).toContain('npm run test:model -- --machine door --path 1');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('#d0342c');
  });

  it('places every state within the drawing and routes every transition with its label', async () => {
    const drawing = await layoutMachine(machineGraph(door));
    const names = drawing.states.filter((state) => state.kind !== 'start').map((state) => state.name).sort();
    expect(names).toEqual(['关着', '开着', '锁着']);
    for (const state of drawing.states) {
      expect(state.x + state.width).toBeLessThanOrEqual(drawing.width);
      expect(state.y + state.height).toBeLessThanOrEqual(drawing.height);
    }
    expect(drawing.transitions.filter((transition) => transition.id !== null).map((transition) => transition.label).sort()).toEqual(['上锁', '关门', '开门']);
    expect(drawing.transitions.every((transition) => transition.points.length >= 2)).toBe(true);
  });
});
