import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { KEEP_ALIVE_LIMIT, activeUrl, currentEntry, tabsMachine, type TabsContext, type TabsEvent } from './tabs.machine.ts';
import { tabsPaths, tenTabs } from './tabs.model.ts';

const paths = tabsPaths();

describe('tabs model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps its promises on every path: %s',
    (_, path) => {
      const snapshot = replayPath(tabsMachine, path).getSnapshot();
      const context = snapshot.context as TabsContext;
      const instances = context.tabs.flatMap((tab) => tab.history.map((entry) => entry.instance));
      // At most 10 kept-alive pages, each one belonging to an open tab, never a frame.
      expect(context.alive.length).toBeLessThanOrEqual(KEEP_ALIVE_LIMIT);
      expect(context.alive.every((id) => instances.includes(id))).toBe(true);
      expect(new Set(instances).size).toBe(instances.length);
      if (snapshot.value === 'tab') {
        const active = context.tabs.find((tab) => tab.id === context.activeId)!;
        expect(active).toBeDefined();
        if (active.kind === 'page') expect(context.alive.at(-1)).toBe(currentEntry(active).instance);
        else expect(context.mountedFrames).toContain(active.id);
      } else {
        expect(context.activeId).toBeNull();
        expect(activeUrl(context)).toBe('/homePage');
      }
    },
  );

  it('keeps 10 pages alive when 11 are opened, dropping the least recently used', () => {
    const toEleventh = paths.find(
      (path) => (path.input as { saved?: unknown })?.saved && path.steps.length === 2 && JSON.stringify(path.steps[1].event).includes('"url":"/page11"'),
    )!;
    // Visit every restored tab after the 11th page opened: 11 distinct pages used, the 11th first.
    const visits = tenTabs('/page1').tabs.map((tab) => ({ event: { type: 'ACTIVATE', tabId: tab.id } as TabsEvent, state: undefined as never }));
    const context = replayPath(tabsMachine, { ...toEleventh, steps: [...toEleventh.steps, ...visits] }).getSnapshot()
      .context as TabsContext;
    const eleventh = context.tabs.find((tab) => tab.id === '/page11')!;
    expect(context.alive).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(context.alive).not.toContain(currentEntry(eleventh).instance);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('tabs', tabsMachine, paths);
  });
});
