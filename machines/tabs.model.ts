import { modelPaths } from './testing/modelCoverage.ts';
import { KEEP_ALIVE_LIMIT, tabsMachine, type SavedTabs, type TabsContext, type TabsEvent } from './tabs.machine.ts';

// The model of the tab strip, shared by its unit model test and the paths replayed in the browser.
/**
 * Ten tabs already open (restored), so that one more OPEN makes the 11th page and exercises the cap;
 * active on a tab that can go forward, or on one that can go back.
 */
export const tenTabs = (activeId: string): SavedTabs => ({
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

export const tabsInputs = { fresh: {}, restoredForward: { saved: tenTabs('/page1') }, restoredBack: { saved: tenTabs('/page2') } };

export const tabsPaths = () => modelPaths(tabsMachine, { events, inputs: Object.values(tabsInputs) });
