import { beforeEach, describe, expect, it } from 'vitest';
import type { PagedAnswer } from '../src/contracts/list.ts';
import type { LedgerLine } from '../src/contracts/orders.ts';
import type { SubAgent } from '../src/contracts/agents.ts';
import type { AuthSide } from '../src/contracts/staff.ts';
import { UNSEEN_CUSTOMERS } from './modules/system/staffAccounts.ts';
import { CUSTOMER_TABLES } from './scope.ts';
import { standInCalls } from './testing/calls.ts';
import { customerMarkers } from './testing/customerMarkers.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';
import { addStaffWithoutCustomers } from './testing/staffWithoutCustomers.ts';

/** The customer scope where the data is read (docs/architecture.md#customer-scope): the tables it covers, and the rows beside lists. */

const standIn = freshStandInPerTest('security-scope-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const order = <T>(account: string, path: string, body?: unknown) => callAs<T>(account, path, body, 'order');
const idOf = (account: string) => (standIn().ctx.db.prepare('SELECT id FROM accounts WHERE account = ?').get(account) as { id: number }).id;

describe('the customer-bearing tables', () => {
  it('lists every table of the schema that names a customer, or whose rows belong to one that does', () => {
    const db = standIn().ctx.db;
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((row) => row.name);
    const registered = new Set(Object.keys(CUSTOMER_TABLES));
    const keysOf = (table: string) => db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as Array<{ table: string }>;
    const columnsOf = (table: string) => (db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string }>).map((column) => column.name);
    const namesCustomer = (table: string) => columnsOf(table).some((column) => column === 'user_id' || column === 'customer_id') || keysOf(table).some((key) => key.table === 'customers');
    const missing = tables.filter((table) => !registered.has(table) && (namesCustomer(table) || keysOf(table).some((key) => registered.has(key.table))));
    const parents = Object.values(CUSTOMER_TABLES).flatMap((entry) => ('parent' in entry ? [entry.parent] : []));
    const unknown = [...registered, ...parents].filter((table) => !tables.includes(table) || !registered.has(table));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });
});

describe('what a staff account authorised for no customer is given beside the lists', () => {
  beforeEach(() => addStaffWithoutCustomers(standIn().ctx.db));

  it("财务明细: every line of the agent's statement with its amounts and balance, but no remark naming a customer it does not see", async () => {
    const page = { pageIndex: 1, pageSize: 100 };
    const agent = (await order<PagedAnswer<LedgerLine>>('agent01', '/api/Ledger/PageList', page)).data;
    const staff = (await order<PagedAnswer<LedgerLine>>('nocust01', '/api/Ledger/PageList', page)).data;
    const figures = (lines: LedgerLine[]) => lines.map(({ flowNo, incomeFen, expenseFen, balanceFen, refNo }) => ({ flowNo, incomeFen, expenseFen, balanceFen, refNo }));
    expect(staff.total).toBe(agent.total);
    expect(figures(staff.list)).toEqual(figures(agent.list));
    const markers = customerMarkers(standIn().ctx.db);
    expect(agent.list.filter((line) => markers.mentionsIn(line.remark).length > 0).length).toBeGreaterThan(0);
    expect(staff.list.filter((line) => markers.mentionsIn(line.remark).length > 0)).toEqual([]);
    // Nor does its search find a line by a customer's name the remark no longer shows.
    const named = agent.list.find((line) => markers.mentionsIn(line.remark).length > 0)!;
    const keyword = markers.mentionsIn(named.remark)[0].what;
    expect((await order<PagedAnswer<LedgerLine>>('nocust01', '/api/Ledger/PageList', { ...page, keyword })).data.total).toBe(0);
  });

  it("counts no sub-agent's customers or sales it does not see", async () => {
    const page = { pageIndex: 1, pageSize: 100 };
    const sub = (account: string) => callAs<PagedAnswer<SubAgent>>(account, '/api/agent/SubAgentPageList', page);
    const sales = async (account: string) => (await callAs<PagedAnswer<unknown> & { sum: number }>(account, '/api/agent/ConsumeRecordPageList', page)).data;
    const agent = (await sub('agent01')).data.list;
    expect(agent.some((row) => row.customerCount > 0)).toBe(true);
    expect((await sales('agent01')).total).toBeGreaterThan(0);
    expect((await sub('nocust01')).data.list.map((row) => [row.agentNo, row.customerCount, row.monthSales])).toEqual(agent.map((row) => [row.agentNo, 0, 0]));
    expect(await sales('nocust01')).toMatchObject({ total: 0, sum: 0 });
  });

  it('hands out and takes back only customers it sees, and deletes no staff account holding others', async () => {
    const staff01 = idOf('staff01');
    const customer = (standIn().ctx.db.prepare('SELECT customer_id AS id FROM account_customers WHERE account_id = ? ORDER BY customer_id').get(staff01) as { id: number }).id;
    expect((await callAs<AuthSide>('nocust01', '/api/account/GetUnAuthChildAccountInfo', { accountId: staff01 })).data.total).toBe(0);
    expect((await callAs<AuthSide>('nocust01', '/api/account/GetAuthChildAccountInfo', { accountId: staff01 })).data.total).toBe(0);
    for (const change of [{ add: [customer], remove: [] }, { add: [], remove: [customer] }]) {
      expect((await callAs('nocust01', '/api/account/SaveUserInfoAuth', { accountId: staff01, ...change })).msg).toBe('客户不存在');
    }
    expect((await callAs('nocust01', '/api/account/DeleteChildAccount', { id: staff01 })).msg).toBe(UNSEEN_CUSTOMERS);
    expect(standIn().ctx.db.prepare("SELECT status FROM accounts WHERE id = ?").get(staff01)).toEqual({ status: '启用' });
    expect(standIn().ctx.db.prepare('SELECT 1 FROM account_customers WHERE account_id = ? AND customer_id = ?').get(staff01, customer)).toBeDefined();
    expect((await callAs('agent01', '/api/account/DeleteChildAccount', { id: staff01 })).code).toBe(200);
  });
});

describe('what another agent is told of agent01', () => {
  it("does not learn that one of agent01's invoice titles is in use", async () => {
    const { title_id: titleId } = standIn().ctx.db.prepare("SELECT title_id FROM invoices WHERE agent_id = 1 AND status = '待审核'").get() as { title_id: number };
    expect((await callAs('agent01', '/api/Invoice/TitleDelete', { id: titleId })).msg).toBe('该开票信息正被待审核的申请使用，不能删除');
    expect((await callAs('bayong01', '/api/Invoice/TitleDelete', { id: titleId })).msg).toBe('记录不存在');
  });
});
