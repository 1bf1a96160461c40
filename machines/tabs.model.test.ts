import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { KEEP_ALIVE_LIMIT, activeUrl, currentEntry, tabsMachine, type SavedTabs, type TabsContext, type TabsEvent } from './tabs.machine.ts';

/**
 * Ten tabs already open (restored), so that one more OPEN makes the 11th page and exercises the cap;
 * active on a tab that can go forward, or on one that can go back.
 */
const tenTabs = (activeId: string): SavedTabs => ({
  tabs: Array.from({ length: KEEP_ALIVE_LIMIT }, (_, index) => ({
    id: `/page${index + 1}`,
    kind: 'page' as const,
    history: [
      { url: `/page${index + 1}`, title: `页面${index + 1}`, instance: index * 2 + 1 },
      { url: `/page${index + 1}/detail`, title: `详情${index + 1}`, instance: index * 2 + 2 },
    ],
    index: index % 2,
  })),
  activeId,
  nextInstance: KEEP_ALIVE_LIMIT * 2 + 1,
});

// Context-aware events: tab ids that exist (first, active, last), a tab that does not, and new pages.
function events(snapshot: { value: unknown; context: unknown }): TabsEvent[] {
  if (snapshot.value === 'ended') return [];
  const context = snapshot.context as TabsContext;
  const ids = context.tabs.map((tab) => tab.id);
  const some = [...new Set([ids[0], context.activeId, ids.at(-1)].filter((id): id is string => !!id))];
  return [
    { type: 'OPEN', url: '/page11', title: '页面11' },
    { type: 'OPEN', url: 'http://old.example.com/report', title: '旧版报表', kind: 'frame' },
    { type: 'OPEN', url: '/homePage', title: '首页' },
    { type: 'NAVIGATE', url: '/noticeDetail?id=1', title: '公告详情' },
    { type: 'NAVIGATE', url: '/home', title: '首页' },
    ...some.map((tabId) => ({ type: 'NAVIGATE', tabId, url: `${tabId}/next`, title: '下一页' }) as const),
    { type: 'NAVIGATE', tabId: '/closed', url: '/closed/next', title: '下一页' },
    { type: 'BACK' },
    { type: 'FORWARD' },
    { type: 'HOME' },
    { type: 'REFRESH' },
    { type: 'CLOSE_ALL' },
    { type: 'END' },
    ...(['ACTIVATE', 'CLOSE', 'CLOSE_OTHERS', 'CLOSE_LEFT', 'CLOSE_RIGHT'] as const).flatMap((type) =>
      [...some, '/closed'].map((tabId) => ({ type, tabId }) as TabsEvent),
    ),
  ];
}

const paths = modelPaths(tabsMachine, { events, inputs: [{}, { saved: tenTabs('/page1') }, { saved: tenTabs('/page2') }] });

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
