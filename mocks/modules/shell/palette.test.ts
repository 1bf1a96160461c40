import { describe, expect, it } from 'vitest';
import type { CustomerHit, FavouriteScreen, OrderHit } from '../../../src/contracts/palette.ts';
import { standInCalls, type Answer } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';
import { smsScreens } from '../../../src/contracts/screens/sms.ts';

const standIn = freshStandInPerTest('palette-test-');
const { call, session } = standInCalls(standIn);

const urls = (answer: Answer<FavouriteScreen[]>) => answer.data.map((favourite) => favourite.url);
const customers = async (keyword: string, token: string) =>
  (await call<CustomerHit[]>(`/api/search/Customers?keyword=${encodeURIComponent(keyword)}`, undefined, token)).data;

async function orders(keyword: string, token: string): Promise<OrderHit[]> {
  const response = await fetch(`${standIn().urls.order}/api/Order/Search?keyword=${encodeURIComponent(keyword)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Answer<OrderHit[]>).data;
}

const db = () => standIn().ctx.db;
const staffId = () => (db().prepare("SELECT id FROM accounts WHERE account = 'staff01'").get() as { id: number }).id;

describe('favourite screens (stand-in)', () => {
  it('keeps each account its own list, in the order it sets, of screens it may open', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    await call('/api/favourite/Add', { url: paymentsScreens.serviceOrder.path }, agent);
    const added = await call<FavouriteScreen[]>('/api/favourite/Add', { url: customersScreens.customerList.path }, agent);
    expect(added.data).toEqual([
      { url: paymentsScreens.serviceOrder.path, title: '服务订单' },
      { url: customersScreens.customerList.path, title: '客户信息管理' },
    ]);
    // Adding one again changes nothing.
    expect(urls(await call('/api/favourite/Add', { url: paymentsScreens.serviceOrder.path }, agent))).toEqual([paymentsScreens.serviceOrder.path, customersScreens.customerList.path]);
    expect(urls(await call('/api/favourite/Sort', { urls: [customersScreens.customerList.path, paymentsScreens.serviceOrder.path] }, agent))).toEqual([
      customersScreens.customerList.path,
      paymentsScreens.serviceOrder.path,
    ]);
    expect((await call('/api/favourite/Sort', { urls: [paymentsScreens.serviceOrder.path] }, agent)).msg).toBe('常用功能已变化，请刷新后重试');
    expect((await call<FavouriteScreen[]>('/api/favourite/List', undefined, staff)).data).toEqual([]);
    // 角色管理 is kept for the main account: the staff account cannot add it.
    expect((await call('/api/favourite/Add', { url: systemScreens.roleManage.path }, staff)).msg).toBe('该功能不存在或没有权限');
    expect((await call('/api/favourite/Add', { url: '/nowhere' }, agent)).msg).toBe('该功能不存在或没有权限');
    expect(urls(await call('/api/favourite/Remove', { url: paymentsScreens.serviceOrder.path }, agent))).toEqual([customersScreens.customerList.path]);
    expect(urls(await call('/api/favourite/List', undefined, agent))).toEqual([customersScreens.customerList.path]);
  });

  it('leaves out a favourite whose menu entry the account no longer sees', async () => {
    const staff = await session('staff01');
    await call('/api/favourite/Add', { url: customersScreens.customerList.path }, staff);
    await call('/api/favourite/Add', { url: smsScreens.smsList.path }, staff);
    const menuId = (db().prepare('SELECT id FROM menus WHERE manage_url = ?').get(smsScreens.smsList.path) as { id: number }).id;
    db().prepare('DELETE FROM role_grants WHERE grant_key = ?').run(`m:${menuId}`);
    expect(urls(await call('/api/favourite/List', undefined, staff))).toEqual([customersScreens.customerList.path]);
  });
});

describe('quick searches (stand-in)', () => {
  it('finds customers by name, number and phone within the staff account’s customers only', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    // A sub-agent's customer: authorised to the staff account, owned by no one.
    const sample = db().prepare('SELECT id, customer_no, name, phone FROM customers WHERE agent_id IN (SELECT id FROM agents WHERE parent_id = 1) ORDER BY id LIMIT 1').get() as {
      id: number;
      customer_no: string;
      name: string;
      phone: string;
    };
    expect((await customers(sample.customer_no, agent))[0]).toEqual({ id: sample.id, customerNo: sample.customer_no, name: sample.name, phone: sample.phone });
    expect((await customers(sample.name, staff)).map((hit) => hit.id)).toContain(sample.id);
    expect((await customers(sample.phone, staff)).map((hit) => hit.id)).toContain(sample.id);
    // Once the customer is no longer authorised to the staff account, its searches do not find it.
    const removed = await call('/api/account/SaveUserInfoAuth', { accountId: staffId(), add: [], remove: [sample.id] }, agent);
    expect(removed.code).toBe(200);
    expect((await customers(sample.customer_no, staff)).map((hit) => hit.id)).not.toContain(sample.id);
    expect((await customers(sample.customer_no, agent)).map((hit) => hit.id)).toContain(sample.id);
    // A keyword is taken literally: % finds nothing.
    expect(await customers('%', agent)).toEqual([]);
  });

  it('finds the orders its order list shows by number: its own and its sub-agents’', async () => {
    const agent = await session('agent01');
    const own = (db().prepare("SELECT order_no FROM orders WHERE agent_id = 1 AND order_type <> 'hardware' LIMIT 1").get() as { order_no: string }).order_no;
    expect((await orders(own, agent)).map((hit) => hit.orderNo)).toEqual([own]);
    const sub = db().prepare("SELECT order_no FROM orders WHERE agent_id IN (SELECT id FROM agents WHERE parent_id = 1) AND order_type <> 'hardware' LIMIT 1").get() as
      | { order_no: string }
      | undefined;
    expect(sub, 'a sub-agent of agent01 has a service order in the seed').toBeDefined();
    expect((await orders(sub!.order_no, agent)).map((hit) => hit.orderNo)).toEqual([sub!.order_no]);
    expect(await orders('%', agent)).toEqual([]);
  });

  it('finds nothing for an account whose menu lacks the list screen', async () => {
    const staff = await session('staff01');
    const orderNo = (db().prepare("SELECT order_no FROM orders WHERE agent_id = 1 AND order_type <> 'hardware' LIMIT 1").get() as { order_no: string }).order_no;
    expect((await orders(orderNo, staff)).map((hit) => hit.orderNo)).toEqual([orderNo]);
    const menuIds = db().prepare('SELECT id FROM menus WHERE manage_url IN (?, ?)').all(paymentsScreens.serviceOrder.path, customersScreens.customerList.path) as { id: number }[];
    menuIds.forEach(({ id }) => db().prepare('DELETE FROM role_grants WHERE grant_key = ?').run(`m:${id}`));
    expect(await orders(orderNo, staff)).toEqual([]);
    const customerNo = (db().prepare('SELECT customer_no FROM customers WHERE agent_id = 1 LIMIT 1').get() as { customer_no: string }).customer_no;
    expect(await customers(customerNo, staff)).toEqual([]);
    expect(await customers(customerNo, await session('agent01'))).toHaveLength(1);
  });
});
