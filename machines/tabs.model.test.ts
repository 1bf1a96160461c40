import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { PINNED_TABS_MAX } from '../src/contracts/preferences.ts';
import { KEEP_ALIVE_LIMIT, activeUrl, currentEntry, type TabsContext } from './tabs.context.ts';
import { tabsMachine, type TabsEvent } from './tabs.machine.ts';
import { tabsPaths, tenTabs } from './tabs.model.ts';

const paths = tabsPaths();

describe('tabs model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps its promises on every path: %s',
    (_, path) => {
      const snapshot = replayPath(tabsMachine, path).getSnapshot();
      const context = snapshot.context as TabsContext;
      const instances = context.tabs.flatMap((tab) => tab.history.map((entry) => entry.instance));
      // Pinned tabs come first, at most 10, and only a session's end closes one.
      const pinned = context.tabs.map((tab) => !!tab.pinned);
      expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
      expect(pinned.filter(Boolean).length).toBeLessThanOrEqual(PINNED_TABS_MAX);
      const before = replayPath(tabsMachine, { ...path, steps: path.steps.slice(0, -1) }).getSnapshot().context as TabsContext;
      const last = path.steps.at(-1)!.event;
      if (last.type !== 'END' && last.type !== 'UNPIN') {
        const ids = context.tabs.filter((tab) => tab.pinned).map((tab) => tab.id);
        expect(ids).toEqual(expect.arrayContaining(before.tabs.filter((tab) => tab.pinned).map((tab) => tab.id)));
      }
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
