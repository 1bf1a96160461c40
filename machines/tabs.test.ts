import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { KEEP_ALIVE_LIMIT, activeUrl, canGoBack, canGoForward, currentEntry, type SavedTabs } from './tabs.context.ts';
import { tabsMachine, type TabsEvent } from './tabs.machine.ts';

function start(saved?: SavedTabs, location?: { url: string; title: string }) {
  const actor = createActor(tabsMachine, { input: { saved, location } }).start();
  const send = (...events: TabsEvent[]) => events.forEach((event) => actor.send(event));
  const context = () => actor.getSnapshot().context;
  const open = (...urls: string[]) => send(...urls.map((url) => ({ type: 'OPEN', url, title: url.slice(1) }) as const));
  const tabIds = () => context().tabs.map((tab) => tab.id);
  const instanceOf = (tabId: string) => currentEntry(context().tabs.find((tab) => tab.id === tabId)!).instance;
  return { actor, send, context, open, tabIds, instanceOf, state: () => actor.getSnapshot().value };
}

describe('opening tabs', () => {
  it('starts on home with no tabs', () => {
    const { state, context } = start();
    expect(state()).toBe('home');
    expect(activeUrl(context())).toBe('/homePage');
  });

  it('opens a tab per menu entry and activates an open one instead of opening it twice', () => {
    const { open, tabIds, context, state } = start();
    open('/invoiceList', '/serviceOrder', '/invoiceList');
    expect(tabIds()).toEqual(['/invoiceList', '/serviceOrder']);
    expect(context().activeId).toBe('/invoiceList');
    expect(state()).toBe('tab');
  });

  it('lands a menu click on its screen when the tab has moved on, keeping what came before in its history', () => {
    const { open, send, context, tabIds } = start();
    open('/serviceMaintenance');
    send({ type: 'NAVIGATE', url: '/paySuccessful?orderNo=DD1', title: '支付完成' });
    open('/invoiceList', '/serviceMaintenance');
    expect(tabIds()).toEqual(['/serviceMaintenance', '/invoiceList']);
    expect(activeUrl(context())).toBe('/serviceMaintenance');
    send({ type: 'BACK' });
    expect(activeUrl(context())).toBe('/paySuccessful?orderNo=DD1');
  });

  it('keeps a list tab as it is when its menu entry is clicked again (filters in its query)', () => {
    const { open, send, context } = start();
    open('/serviceMaintenance');
    send({ type: 'NAVIGATE', url: '/serviceMaintenance?status=expired', title: '服务维护', replace: true, keep: true });
    open('/serviceMaintenance');
    expect(context().tabs[0].history.map((entry) => entry.url)).toEqual(['/serviceMaintenance?status=expired']);
  });

  it('goes home for the home routes without opening a tab', () => {
    const { open, send, state, tabIds } = start();
    open('/invoiceList');
    send({ type: 'OPEN', url: '/home', title: '首页' });
    expect(state()).toBe('home');
    expect(tabIds()).toEqual(['/invoiceList']);
  });

  it('opens what the home page links to in a new tab', () => {
    const { send, state, context } = start();
    send({ type: 'NAVIGATE', url: '/myConsultation', title: '我的反馈' });
    expect(state()).toBe('tab');
    expect(activeUrl(context())).toBe('/myConsultation');
  });
});

describe('history inside a tab', () => {
  it('keeps each tab its own back and forward', () => {
    const { open, send, context } = start();
    open('/customerInformationManage');
    send({ type: 'NAVIGATE', url: '/customerInformationManage/customerDetail?id=7', title: '客户详情' });
    open('/invoiceList');
    send({ type: 'NAVIGATE', url: '/invoiceDetail?id=3', title: '发票详情' });
    send({ type: 'ACTIVATE', tabId: '/customerInformationManage' });
    expect(activeUrl(context())).toBe('/customerInformationManage/customerDetail?id=7');
    send({ type: 'BACK' });
    expect(activeUrl(context())).toBe('/customerInformationManage');
    expect(canGoBack(context())).toBe(false);
    expect(canGoForward(context())).toBe(true);
    send({ type: 'ACTIVATE', tabId: '/invoiceList' });
    expect(activeUrl(context())).toBe('/invoiceDetail?id=3');
    send({ type: 'ACTIVATE', tabId: '/customerInformationManage' }, { type: 'FORWARD' });
    expect(activeUrl(context())).toBe('/customerInformationManage/customerDetail?id=7');
  });

  it('drops the forward entries and their pages when navigating after going back', () => {
    const { open, send, context } = start();
    open('/noticeList');
    send({ type: 'NAVIGATE', url: '/noticeDetail?id=1', title: '公告详情' });
    const detail = currentEntry(context().tabs[0]).instance;
    send({ type: 'BACK' }, { type: 'NAVIGATE', url: '/noticeDetail?id=2', title: '公告详情' });
    expect(context().tabs[0].history.map((entry) => entry.url)).toEqual(['/noticeList', '/noticeDetail?id=2']);
    expect(context().alive).not.toContain(detail);
    expect(canGoForward(context())).toBe(false);
  });

  it('replaces the current entry on a replacing navigation', () => {
    const { open, send, context } = start();
    open('/noticeList');
    send({ type: 'NAVIGATE', url: '/noticeList?page=2', title: '公告列表', replace: true });
    expect(context().tabs[0].history.map((entry) => entry.url)).toEqual(['/noticeList?page=2']);
  });

  it('rewrites the current address and keeps its page on a keeping replacement (a list filters in its query)', () => {
    const { open, send, context } = start();
    open('/noticeList');
    const page = context().tabs[0].history[0].instance;
    send({ type: 'NAVIGATE', url: '/noticeList?keyword=春节', title: '公告列表', replace: true, keep: true });
    expect(context().tabs[0].history).toEqual([{ url: '/noticeList?keyword=春节', title: '公告列表', instance: page }]);
    expect(context().alive).toContain(page);
    expect(activeUrl(context())).toBe('/noticeList?keyword=春节');
  });

  it('ignores back and forward at the ends of the history', () => {
    const { open, send, context } = start();
    open('/noticeList');
    send({ type: 'BACK' }, { type: 'FORWARD' });
    expect(activeUrl(context())).toBe('/noticeList');
  });

  it('moves a hidden tab when its own page navigates, without switching to it', () => {
    const { open, send, context } = start();
    open('/noticeList', '/invoiceList');
    send({ type: 'NAVIGATE', tabId: '/noticeList', url: '/noticeDetail?id=4', title: '公告详情' });
    expect(context().activeId).toBe('/invoiceList');
    expect(currentEntry(context().tabs[0]).url).toBe('/noticeDetail?id=4');
    send({ type: 'NAVIGATE', tabId: '/closed', url: '/x', title: 'x' });
    expect(context().tabs).toHaveLength(2);
  });
});

describe('keep-alive', () => {
  it(`keeps the ${KEEP_ALIVE_LIMIT} most recently used pages and drops the oldest when an 11th opens`, () => {
    const { open, context, instanceOf, send } = start();
    const urls = Array.from({ length: KEEP_ALIVE_LIMIT + 1 }, (_, index) => `/page${index + 1}`);
    open(...urls.slice(0, KEEP_ALIVE_LIMIT));
    const first = instanceOf('/page1');
    expect(context().alive).toHaveLength(KEEP_ALIVE_LIMIT);
    open(urls[KEEP_ALIVE_LIMIT]);
    expect(context().alive).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(context().alive).not.toContain(first);
    expect(context().alive).toContain(instanceOf('/page2'));
    // Coming back re-mounts the first page and drops the now least recently used one.
    send({ type: 'ACTIVATE', tabId: '/page1' });
    expect(context().alive.at(-1)).toBe(instanceOf('/page1'));
    expect(context().alive).not.toContain(instanceOf('/page2'));
  });

  it('counts a revisited page as recently used', () => {
    const { open, send, context, instanceOf } = start();
    open(...Array.from({ length: KEEP_ALIVE_LIMIT }, (_, index) => `/page${index + 1}`));
    send({ type: 'ACTIVATE', tabId: '/page1' });
    open('/page11');
    expect(context().alive).toContain(instanceOf('/page1'));
    expect(context().alive).not.toContain(instanceOf('/page2'));
  });

  it('keeps frame pages outside the cache: mounted once shown, until their tab closes', () => {
    const { send, open, context } = start();
    send({ type: 'OPEN', url: 'http://old.example.com/report', title: '旧版报表', kind: 'frame' });
    open(...Array.from({ length: KEEP_ALIVE_LIMIT + 2 }, (_, index) => `/page${index + 1}`));
    expect(context().mountedFrames).toEqual(['http://old.example.com/report']);
    expect(context().alive).toHaveLength(KEEP_ALIVE_LIMIT);
    send({ type: 'CLOSE', tabId: 'http://old.example.com/report' });
    expect(context().mountedFrames).toEqual([]);
  });

  it('refresh re-mounts the shown page with a fresh instance', () => {
    const { open, send, context, instanceOf } = start();
    open('/noticeList');
    const before = instanceOf('/noticeList');
    send({ type: 'REFRESH' });
    expect(instanceOf('/noticeList')).not.toBe(before);
    expect(context().alive).toEqual([instanceOf('/noticeList')]);
  });

  it('refresh on home re-mounts the home page', () => {
    const { send, context } = start();
    const before = context().homeInstance;
    send({ type: 'REFRESH' });
    expect(context().homeInstance).not.toBe(before);
  });
});

describe('closing tabs', () => {
  const three = () => {
    const tabs = start();
    tabs.open('/a', '/b', '/c');
    return tabs;
  };

  it('activates the previous tab when the active one closes', () => {
    const { send, context } = three();
    send({ type: 'ACTIVATE', tabId: '/b' }, { type: 'CLOSE', tabId: '/b' });
    expect(context().activeId).toBe('/a');
  });

  it('activates the second tab when the first one closes', () => {
    const { send, context, tabIds } = three();
    send({ type: 'ACTIVATE', tabId: '/a' }, { type: 'CLOSE', tabId: '/a' });
    expect(tabIds()).toEqual(['/b', '/c']);
    expect(context().activeId).toBe('/b');
  });

  it('keeps the active tab when another one closes', () => {
    const { send, context } = three();
    send({ type: 'CLOSE', tabId: '/a' });
    expect(context().activeId).toBe('/c');
  });

  it('goes home when the last tab closes', () => {
    const { send, state, context } = start();
    send({ type: 'OPEN', url: '/a', title: 'a' }, { type: 'CLOSE', tabId: '/a' });
    expect(state()).toBe('home');
    expect(context().tabs).toEqual([]);
    expect(context().alive).toEqual([]);
  });

  it('closes the others, or those to the left or right of a tab, and shows it if the active one went', () => {
    const others = three();
    others.send({ type: 'CLOSE_OTHERS', tabId: '/b' });
    expect(others.tabIds()).toEqual(['/b']);
    expect(others.context().activeId).toBe('/b');

    const left = three();
    left.send({ type: 'CLOSE_LEFT', tabId: '/c' });
    expect(left.tabIds()).toEqual(['/c']);
    expect(left.context().activeId).toBe('/c');

    const right = three();
    right.send({ type: 'ACTIVATE', tabId: '/c' }, { type: 'CLOSE_RIGHT', tabId: '/a' });
    expect(right.tabIds()).toEqual(['/a']);
    expect(right.context().activeId).toBe('/a');
  });

  it('closes all tabs and goes home', () => {
    const { send, state, context } = three();
    send({ type: 'CLOSE_ALL' });
    expect(state()).toBe('home');
    expect(context().tabs).toEqual([]);
  });

  it('closes all tabs for good when the session ends', () => {
    const { send, actor, context } = three();
    send({ type: 'END' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(context().tabs).toEqual([]);
  });
});

describe('restoring after a reload', () => {
  it('brings back the tabs, the active one and each history position', () => {
    const first = start();
    first.open('/noticeList', '/invoiceList');
    first.send({ type: 'NAVIGATE', url: '/invoiceDetail?id=9', title: '发票详情' }, { type: 'BACK' });
    const { tabs, activeId, nextInstance } = first.context();
    const second = start(JSON.parse(JSON.stringify({ tabs, activeId, nextInstance })));
    expect(second.state()).toBe('tab');
    expect(second.tabIds()).toEqual(['/noticeList', '/invoiceList']);
    expect(activeUrl(second.context())).toBe('/invoiceList');
    expect(canGoForward(second.context())).toBe(true);
    expect(second.context().alive).toEqual([second.instanceOf('/invoiceList')]);
    second.open('/serviceOrder');
    expect(second.context().alive).toHaveLength(2);
    expect(new Set(second.context().tabs.map((tab) => currentEntry(tab).instance)).size).toBe(3);
  });

  it("keys tabs by their whole address: two customers' details are two tabs, each with its own history, and come back so", () => {
    const detail = (id: number) => `/customerInformationManage/customerDetail?id=${id}`;
    const first = start();
    first.open(detail(1), detail(2));
    first.send({ type: 'ACTIVATE', tabId: detail(1) }, { type: 'NAVIGATE', url: '/customerInformationManage/customerTrack?userId=1', title: '客户跟进' });
    // The same record again lands on its own tab (moved on since), not on the other customer's.
    first.open(detail(2));
    expect(first.tabIds()).toEqual([detail(1), detail(2)]);
    expect(activeUrl(first.context())).toBe(detail(2));
    expect(canGoBack(first.context())).toBe(false);
    const { tabs, activeId, nextInstance } = first.context();
    const second = start(JSON.parse(JSON.stringify({ tabs, activeId, nextInstance })));
    expect(second.tabIds()).toEqual([detail(1), detail(2)]);
    expect(second.instanceOf(detail(1))).not.toBe(second.instanceOf(detail(2)));
    second.send({ type: 'ACTIVATE', tabId: detail(1) });
    expect(activeUrl(second.context())).toBe('/customerInformationManage/customerTrack?userId=1');
    second.send({ type: 'BACK' });
    expect(activeUrl(second.context())).toBe(detail(1));
  });

  it('shows the address the portal was opened at: a deep link in a tab, home without one', () => {
    const saved: SavedTabs = {
      tabs: [{ id: '/noticeList', kind: 'page', history: [{ url: '/noticeList', title: '公告列表', instance: 1 }], index: 0 }],
      activeId: '/noticeList',
      nextInstance: 2,
    };
    const deepLink = start(saved, { url: '/invoiceDetail?id=5', title: '发票详情' });
    expect(deepLink.tabIds()).toEqual(['/noticeList', '/invoiceDetail?id=5']);
    expect(activeUrl(deepLink.context())).toBe('/invoiceDetail?id=5');
    const reload = start(saved, { url: '/noticeList', title: '公告列表' });
    expect(reload.tabIds()).toEqual(['/noticeList']);
    const home = start(saved, { url: '/homePage', title: '首页' });
    expect(home.state()).toBe('home');
    expect(home.tabIds()).toEqual(['/noticeList']);
  });

  it('starts on home when nothing valid was saved', () => {
    const { state } = start({ tabs: [{ id: '/x', kind: 'page', history: [], index: 0 }], activeId: '/x', nextInstance: 1 });
    expect(state()).toBe('home');
  });
});
