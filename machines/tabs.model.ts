import { modelPaths } from './testing/modelCoverage.ts';
import { KEEP_ALIVE_LIMIT, type SavedTabs, type TabsContext } from './tabs.context.ts';
import { tabsMachine, type TabsEvent } from './tabs.machine.ts';

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

/** The account's pinned tabs as its preferences bring them: one already open in the restored tabs, one not. */
export const KEPT_PINS = [
  { url: '/page3', title: '页面3' },
  { url: '/pinnedPage', title: '固定页' },
];

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
    { type: 'MAXIMISE' },
    { type: 'UNMAXIMISE' },
    { type: 'RESTORE_PINNED', pinned: KEPT_PINS },
    { type: 'END' },
    ...(['ACTIVATE', 'CLOSE', 'CLOSE_OTHERS', 'CLOSE_LEFT', 'CLOSE_RIGHT', 'REFRESH', 'PIN', 'UNPIN', 'OPEN_WINDOW'] as const).flatMap((type) =>
      [...some, '/closed'].map((tabId) => ({ type, tabId }) as TabsEvent),
    ),
    ...[...some, '/closed'].flatMap((tabId) => [0, ids.length - 1].map((to) => ({ type: 'MOVE', tabId, to }) as const)),
  ];
}

/** A state of the strip: its value, whether the page is maximised and whether a tab is pinned (what the UI shows apart). */
const serializeState = (snapshot: { value: unknown; context: unknown }) => {
  const context = snapshot.context as TabsContext;
  return JSON.stringify([snapshot.value, context.maximised, context.tabs.some((tab) => tab.pinned)]);
};

export const tabsInputs = { fresh: {}, restoredForward: { saved: tenTabs('/page1') }, restoredBack: { saved: tenTabs('/page2') } };

export const tabsPaths = () => modelPaths(tabsMachine, { events, serializeState, inputs: Object.values(tabsInputs) });
