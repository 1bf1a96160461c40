import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { restore } from '../../../machines/tabs.context.ts';
import { forgetKeptSession, keepTabs, loadKeptSession, pageMemory, startKeeping, stopKeeping } from './keptSession.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

const list = customersScreens.customerList.path;
const detail = (id: number) => `${list}/customerDetail?id=${id}`;

/** Tabs as a session opens them: the list on its third page, then two customers' details. */
function session() {
  let context = restore(null, { url: `${list}?page=3`, title: '客户信息管理' });
  for (const id of [10000, 9999]) context = restore({ tabs: context.tabs, activeId: context.activeId, nextInstance: context.nextInstance }, { url: detail(id), title: '客户详情' });
  return context;
}

describe("an account's kept session", () => {
  it('keeps the tabs and what each page keeps, for its account only, and forgets the pages of closed tabs', async () => {
    const context = session();
    startKeeping('staff01', null);
    keepTabs(context);
    const [listPage, firstDetail] = context.tabs.map((tab) => tab.history[0]);
    pageMemory(listPage.instance, listPage.url).write('scroll', [{ path: [], top: 420, left: 0 }]);
    pageMemory(firstDetail.instance, firstDetail.url).write('draft:编辑客户信息', { initial: {}, values: { contact: '赵敏' } });
    // The second detail's tab closes: what its page kept goes with it.
    keepTabs({ ...context, tabs: context.tabs.slice(0, 2) });
    stopKeeping();

    const kept = await loadKeptSession('staff01');
    expect(kept?.tabs.tabs.map((tab) => tab.history[0].url)).toEqual([`${list}?page=3`, detail(10000)]);
    expect(kept?.tabs.activeId).toBe(context.activeId);
    startKeeping('staff01', kept);
    expect(pageMemory(listPage.instance, `${list}?page=3`).read('scroll')).toEqual([{ path: [], top: 420, left: 0 }]);
    expect(pageMemory(firstDetail.instance, detail(10000)).read('draft:编辑客户信息')).toEqual({ initial: {}, values: { contact: '赵敏' } });
    // Another screen under the same instance (another window's numbering) is not given it.
    expect(pageMemory(listPage.instance, systemScreens.roleManage.path).read('scroll')).toBeUndefined();
    expect(await loadKeptSession('agent01')).toBeNull();
  });

  it('is deleted at sign-out, and nothing is written after it', async () => {
    startKeeping('staff01', null);
    keepTabs(session());
    await forgetKeptSession();
    keepTabs(session());
    stopKeeping();
    expect(await loadKeptSession('staff01')).toBeNull();
  });
});
