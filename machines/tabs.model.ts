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

/** The home page's links a fresh shell in the browser opens tabs with: a notice and 我的反馈. */
export const HOME_LINKS = [
  { url: '/noticeDetail?id=1', title: '公告详情' },
  { url: '/myConsultation', title: '我的反馈' },
];

/**
 * What a person causes on a fresh shell in the browser: the home page's links (on the home page), 首页, 刷新页面,
 * 后退/前进, 关闭全部, 最大化 and Esc, logging out (from the header, not there while maximised), and on each open tab a
 * click and its context menu (关闭 and the others, 固定 or 取消固定, 重新加载此页, 在新窗口打开) and Ctrl+Shift+←/→.
 */
function browserEvents(snapshot: { value: unknown; context: unknown }): TabsEvent[] {
  if (snapshot.value === 'ended') return [];
  const { tabs, maximised } = snapshot.context as TabsContext;
  const links = snapshot.value === 'home' ? HOME_LINKS.map((link) => ({ type: 'NAVIGATE', ...link }) as const) : [];
  return [
    ...links,
    { type: 'HOME' },
    { type: 'REFRESH' },
    { type: 'BACK' },
    { type: 'FORWARD' },
    { type: 'CLOSE_ALL' },
    { type: 'MAXIMISE' },
    { type: 'UNMAXIMISE' },
    ...(maximised ? [] : [{ type: 'END' } as const]),
    ...tabs.flatMap(({ id: tabId, pinned }, position): TabsEvent[] => [
      { type: 'ACTIVATE', tabId },
      { type: 'CLOSE', tabId },
      { type: 'CLOSE_OTHERS', tabId },
      { type: pinned ? 'UNPIN' : 'PIN', tabId },
      { type: 'REFRESH', tabId },
      { type: 'OPEN_WINDOW', tabId },
      { type: 'MOVE', tabId, to: position - 1 },
      { type: 'MOVE', tabId, to: position + 1 },
    ]),
  ];
}

export const tabsInputs = { fresh: {}, restoredForward: { saved: tenTabs('/page1') }, restoredBack: { saved: tenTabs('/page2') } };

export const tabsPaths = () => modelPaths(tabsMachine, { events, serializeState, inputs: Object.values(tabsInputs) });

/** The paths the browser replays: from a fresh shell, by what a person causes there. */
export const tabsBrowserPaths = () => modelPaths(tabsMachine, { events: browserEvents, serializeState, inputs: [tabsInputs.fresh] });
