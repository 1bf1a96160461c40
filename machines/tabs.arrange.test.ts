import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { activeUrl, currentEntry, pinnedTabsOf, type SavedTabs } from './tabs.context.ts';
import { tabsMachine, type TabsEvent } from './tabs.machine.ts';

// Pinning, ordering, 重新加载此页, 在新窗口打开 and 最大化 (docs/product.md#tabs).

function start(saved?: SavedTabs) {
  const actor = createActor(tabsMachine, { input: { saved } }).start();
  const send = (...events: TabsEvent[]) => events.forEach((event) => actor.send(event));
  const context = () => actor.getSnapshot().context;
  const open = (...urls: string[]) => send(...urls.map((url) => ({ type: 'OPEN', url, title: url.slice(1) }) as const));
  const tabIds = () => context().tabs.map((tab) => tab.id);
  const pinned = () => context().tabs.filter((tab) => tab.pinned).map((tab) => tab.id);
  return { actor, send, context, open, tabIds, pinned, state: () => actor.getSnapshot().value };
}

describe('pinned tabs', () => {
  it('shows pinned tabs first, in the order they were pinned; an unpinned one leads the others', () => {
    const { open, send, tabIds, pinned } = start();
    open('/a', '/b', '/c', '/d');
    send({ type: 'PIN', tabId: '/c' }, { type: 'PIN', tabId: '/a' });
    expect(tabIds()).toEqual(['/c', '/a', '/b', '/d']);
    expect(pinned()).toEqual(['/c', '/a']);
    send({ type: 'UNPIN', tabId: '/c' });
    expect(tabIds()).toEqual(['/a', '/c', '/b', '/d']);
  });

  it('keeps pinned tabs through 关闭其他, 关闭左侧/右侧, 关闭全部 and their own close button', () => {
    const { open, send, tabIds, state, context } = start();
    open('/a', '/b', '/c', '/d');
    send({ type: 'PIN', tabId: '/b' }, { type: 'CLOSE', tabId: '/b' });
    expect(tabIds()).toEqual(['/b', '/a', '/c', '/d']);
    send({ type: 'CLOSE_OTHERS', tabId: '/c' });
    expect(tabIds()).toEqual(['/b', '/c']);
    send({ type: 'CLOSE_LEFT', tabId: '/c' });
    expect(tabIds()).toEqual(['/b', '/c']);
    send({ type: 'ACTIVATE', tabId: '/b' }, { type: 'CLOSE_ALL' });
    expect(tabIds()).toEqual(['/b']);
    expect(state()).toBe('home');
    expect(context().activeId).toBeNull();
    // The last tab left, when pinned, does not close.
    send({ type: 'ACTIVATE', tabId: '/b' }, { type: 'CLOSE', tabId: '/b' });
    expect(state()).toBe('tab');
  });

  it('closes pinned tabs too when the session ends, the account keeping them', () => {
    const { open, send, context } = start();
    open('/a');
    send({ type: 'PIN', tabId: '/a' });
    const kept = pinnedTabsOf(context());
    send({ type: 'END' });
    expect(context().tabs).toEqual([]);
    expect(kept).toEqual([{ url: '/a', title: 'a' }]);
  });

  it('pins page tabs only, at most 10', () => {
    const { open, send, pinned } = start();
    open(...Array.from({ length: 11 }, (_, index) => `/p${index}`));
    send({ type: 'OPEN', url: 'http://old.example.com/report', title: '旧版报表', kind: 'frame' });
    send({ type: 'PIN', tabId: 'http://old.example.com/report' });
    for (let index = 0; index < 11; index += 1) send({ type: 'PIN', tabId: `/p${index}` });
    expect(pinned()).toEqual(Array.from({ length: 10 }, (_, index) => `/p${index}`));
  });

  it('brings back the account’s pinned tabs after a new sign-in, first and unshown, pinning one already open', () => {
    const { open, send, tabIds, pinned, context } = start();
    open('/b', '/c');
    send({ type: 'RESTORE_PINNED', pinned: [{ url: '/a', title: '甲' }, { url: '/c', title: 'c' }] });
    expect(tabIds()).toEqual(['/a', '/c', '/b']);
    expect(pinned()).toEqual(['/a', '/c']);
    expect(context().activeId).toBe('/c');
    const added = context().tabs[0];
    expect(context().alive).not.toContain(currentEntry(added).instance);
    send({ type: 'ACTIVATE', tabId: '/a' });
    expect(activeUrl(context())).toBe('/a');
    expect(context().alive).toContain(currentEntry(added).instance);
  });
});

describe('ordering', () => {
  it('moves a tab to a position, kept within its group', () => {
    const { open, send, tabIds } = start();
    open('/a', '/b', '/c', '/d');
    send({ type: 'MOVE', tabId: '/d', to: 1 });
    expect(tabIds()).toEqual(['/a', '/d', '/b', '/c']);
    send({ type: 'PIN', tabId: '/c' }, { type: 'MOVE', tabId: '/b', to: 0 });
    expect(tabIds()).toEqual(['/c', '/b', '/a', '/d']);
    send({ type: 'MOVE', tabId: '/c', to: 3 });
    expect(tabIds()).toEqual(['/c', '/b', '/a', '/d']);
    send({ type: 'MOVE', tabId: '/a', to: 9 });
    expect(tabIds()).toEqual(['/c', '/b', '/d', '/a']);
  });
});

describe('a tab’s own actions', () => {
  it('reloads the named tab’s page, showing it (重新加载此页)', () => {
    const { open, send, context, state } = start();
    open('/a', '/b');
    const page = currentEntry(context().tabs[0]).instance;
    send({ type: 'HOME' }, { type: 'REFRESH', tabId: '/a' });
    expect(state()).toBe('tab');
    expect(context().activeId).toBe('/a');
    expect(currentEntry(context().tabs[0]).instance).not.toBe(page);
    expect(context().alive).not.toContain(page);
    send({ type: 'REFRESH', tabId: '/closed' });
    expect(context().activeId).toBe('/a');
  });

  it('asks for the tab’s current address in a new window, keeping the tab (在新窗口打开)', () => {
    const { open, send, actor, tabIds } = start();
    const opened = vi.fn();
    actor.on('openWindow', opened);
    open('/a', '/b');
    send({ type: 'NAVIGATE', tabId: '/a', url: '/a/detail?id=1', title: '详情' }, { type: 'OPEN_WINDOW', tabId: '/a' }, { type: 'OPEN_WINDOW', tabId: '/closed' });
    expect(opened.mock.calls).toEqual([[{ type: 'openWindow', url: '/a/detail?id=1' }]]);
    expect(tabIds()).toEqual(['/a', '/b']);
  });

  it('maximises the page and returns, on home or in a tab, until the session ends', () => {
    const { open, send, context } = start();
    send({ type: 'MAXIMISE' });
    open('/a');
    expect(context().maximised).toBe(true);
    send({ type: 'UNMAXIMISE' });
    expect(context().maximised).toBe(false);
    send({ type: 'MAXIMISE' }, { type: 'END' });
    expect(context().maximised).toBe(false);
  });
});
