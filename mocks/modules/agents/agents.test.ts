import { describe, expect, it } from 'vitest';
import type { ConsumeRecord, SalesChart, SubAgent } from '../../../src/contracts/agents.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { hashPassword, verifyPassword } from '../../passwords.ts';
import { SALES_MONTHS } from './agentSales.ts';
import { SUB_AGENT_NOT_TOP } from './agents.ts';

const standIn = freshStandInPerTest('agents-test-');
const { call, session } = standInCalls(standIn);
const otherAgent = async () => (await call<{ token: string }>('/api/__dev/session', { account: 'bayong01' })).data.token;
const list = (token: string, body: object = {}) => call<PagedAnswer<SubAgent>>('/api/agent/SubAgentPageList', { pageSize: 100, ...body }, token);
const form = { agentName: '丽水新秀软件有限公司', contact: '周杰', tel: '13912345678', email: 'ls@example.com', region: '丽水', loginAccount: 'lishui01', discountRate: 85 };

describe('sub-agents', () => {
  it('shows each agent its own sub-agents only', async () => {
    const mine = await list(await session('agent01'));
    expect(mine.data.total).toBeGreaterThanOrEqual(20);
    expect(mine.data.list.map((row) => row.agentNo)).not.toContain('A20002');
    const theirs = await list(await otherAgent());
    expect(theirs.data.list.map((row) => row.agentNo)).toEqual(['A20002']);
  });

  it('adds a sub-agent with its login account, refusing bad input and a taken account', async () => {
    const token = await session('agent01');
    const added = await call<SubAgent>('/api/agent/AddSubAgent', form, token);
    expect(added.data).toMatchObject({ agentName: form.agentName, discountRate: 85, status: '正常', loginAccount: 'lishui01' });
    expect((await list(token, { keyword: '丽水新秀' })).data.total).toBe(1);
    expect((await call('/api/agent/AddSubAgent', form, token)).msg).toBe('登录账号已存在');
    expect((await call('/api/agent/AddSubAgent', { ...form, loginAccount: 'x2', tel: '123' }, token)).msg).toBe('请输入正确的手机号');
    expect((await call('/api/agent/AddSubAgent', { ...form, loginAccount: 'lishui02', discountRate: 101 }, token)).msg).toBe('折扣率应为0-100的整数');
    const malformed = await call('/api/agent/AddSubAgent', { ...form, discountRate: '85' }, token);
    expect(malformed.status).toBe(400);
    expect((await call('/api/agent/AddSubAgent', { ...form, loginAccount: 'lishui03' }, await session('staff01'))).msg).toBe('没有该操作的权限');
  });

  it('edits, freezes and resets the password of its own sub-agents only', async () => {
    const token = await session('agent01');
    const first = (await list(token)).data.list[0];
    const edited = await call<SubAgent>('/api/agent/EditSubAgent', { ...form, id: first.id, loginAccount: first.loginAccount, discountRate: 70 }, token);
    expect(edited.data.discountRate).toBe(70);
    expect((await call<SubAgent>('/api/agent/SetSubAgentStatus', { id: first.id, frozen: true }, token)).data.status).toBe('冻结');
    expect((await call<{ password: string }>('/api/agent/ResetSubAgentPassword', { id: first.id }, token)).data.password).toMatch(/^Yq/);
    const other = await otherAgent();
    expect((await call('/api/agent/SetSubAgentStatus', { id: first.id, frozen: false }, other)).msg).toBe('二级代理不存在');
    expect((await call('/api/agent/SetSubAgentStatus', { id: '__proto__', frozen: false }, token)).status).toBe(400);
  });

  describe("a sub-agent's sessions", () => {
    /** Sub-agent A10002 (id 2) with its main account other01 and a staff account of its own, both signed in. */
    async function signedInSubAgent() {
      const db = standIn().ctx.db;
      const mainToken = await session('other');
      db.prepare(
        `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('other02', '孙丽', '13900000099', ?, 2, 0, 2, 0)`,
      ).run(hashPassword('Staff@2026', 'fixed-salt'));
      const staffToken = (await call<{ token: string }>('/api/__dev/session', { account: 'other02' })).data.token;
      const alive = async (token: string) => (await call('/api/account/AccountInfo', undefined, token)).code === 200;
      expect([await alive(mainToken), await alive(staffToken)]).toEqual([true, true]);
      const passwordOf = (account: string) => (db.prepare('SELECT password_hash FROM accounts WHERE account = ?').get(account) as { password_hash: string }).password_hash;
      return { mainToken, staffToken, alive, passwordOf };
    }

    it('freezing ends every session of its accounts; none signs in until it is unfrozen', async () => {
      const { mainToken, staffToken, alive } = await signedInSubAgent();
      const token = await session('agent01');
      expect((await call<SubAgent>('/api/agent/SetSubAgentStatus', { id: 2, frozen: true }, token)).data.status).toBe('冻结');
      expect([await alive(mainToken), await alive(staffToken)]).toEqual([false, false]);
      const statuses = () => standIn().ctx.db.prepare("SELECT status FROM accounts WHERE agent_id = 2 ORDER BY account").all().map((row) => (row as { status: string }).status);
      expect(statuses()).toEqual(['停用', '停用']);
      await call('/api/agent/SetSubAgentStatus', { id: 2, frozen: false }, token);
      expect(statuses()).toEqual(['启用', '启用']);
    });

    it("a password reset changes and signs out the main account only, the one whose name it shows", async () => {
      const { mainToken, staffToken, alive, passwordOf } = await signedInSubAgent();
      const staffPassword = passwordOf('other02');
      const reset = await call<{ loginAccount: string; password: string }>('/api/agent/ResetSubAgentPassword', { id: 2 }, await session('agent01'));
      expect(verifyPassword(reset.data.password, passwordOf('other01'))).toBe(true);
      expect(passwordOf('other02')).toBe(staffPassword);
      expect([await alive(mainToken), await alive(staffToken)]).toEqual([false, true]);
    });

    it('a seeded sub-agent without an account gets its login account on the first reset', async () => {
      const reset = await call<{ loginAccount: string; password: string }>('/api/agent/ResetSubAgentPassword', { id: 4 }, await session('agent01'));
      const row = standIn().ctx.db.prepare('SELECT agent_id, is_parent, password_hash FROM accounts WHERE account = ?').get(reset.data.loginAccount) as { agent_id: number; is_parent: number; password_hash: string };
      expect(row).toMatchObject({ agent_id: 4, is_parent: 1 });
      expect(verifyPassword(reset.data.password, row.password_hash)).toBe(true);
    });
  });

  it('refuses a sub-agent that would add sub-agents of its own', async () => {
    const answer = await call('/api/agent/AddSubAgent', { ...form, loginAccount: 'lishui09' }, await session('other'));
    expect(answer.msg).toBe(SUB_AGENT_NOT_TOP);
    expect(standIn().ctx.db.prepare('SELECT 1 FROM agents WHERE parent_id = 2').get()).toBeUndefined();
  });

  it('lists consumption with its sum, scoped and filtered by sub-agent', async () => {
    const token = await session('agent01');
    const all = await call<PagedAnswer<ConsumeRecord> & { sum: number }>('/api/agent/ConsumeRecordPageList', {}, token);
    expect(all.data.total).toBeGreaterThanOrEqual(2 * SALES_MONTHS);
    const one = await call<PagedAnswer<ConsumeRecord> & { sum: number }>('/api/agent/ConsumeRecordPageList', { filters: { agentNo: 'A10002' }, pageSize: 100 }, token);
    expect(one.data.sum).toBe(one.data.list.reduce((sum, row) => sum + row.amount, 0));
    const theirs = await call<PagedAnswer<ConsumeRecord>>('/api/agent/ConsumeRecordPageList', { filters: { agentNo: 'A10002' } }, await otherAgent());
    expect(theirs.data.total).toBe(0);
  });

  it("counts a sub-agent's sales from its own customers' orders: none without customers, every sale naming one of them", async () => {
    const token = await session('agent01');
    const agents = (await list(token)).data.list;
    expect(agents.filter((row) => row.customerCount === 0).length).toBeGreaterThan(0);
    for (const agent of agents) {
      const sales = (await call<PagedAnswer<ConsumeRecord> & { sum: number }>('/api/agent/ConsumeRecordPageList', { filters: { agentNo: agent.agentNo }, pageSize: 500 }, token)).data;
      if (agent.customerCount === 0) expect([agent.agentNo, agent.monthSales, sales.total]).toEqual([agent.agentNo, 0, 0]);
      const own = new Set(
        (standIn().ctx.db.prepare('SELECT name FROM customers WHERE agent_id = ?').all(agent.id) as Array<{ name: string }>).map((row) => row.name),
      );
      for (const sale of sales.list) expect(own.has(sale.userName), `${agent.agentNo} ${sale.userName}`).toBe(true);
    }
    expect(agents.some((row) => row.monthSales > 0)).toBe(true);
  });

  it('names every seeded sub-agent contact by a person’s name', async () => {
    const agents = (await list(await session('agent01'))).data.list;
    for (const agent of agents) expect(agent.contact, agent.agentNo).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
  });

  it('charts sales per sub-agent and period with 同比/环比, refusing an unknown period', async () => {
    const token = await session('agent01');
    const chart = await call<SalesChart>('/api/agent/SalesChart', { period: 'month', agentNos: [] }, token);
    expect(chart.data.periods).toHaveLength(SALES_MONTHS);
    expect(chart.data.rows.map((row) => row.agentNo)).toEqual(['A10002', 'A10003']);
    const lastTotal = chart.data.totals.at(-1)!;
    expect(lastTotal.amount).toBe(chart.data.rows.reduce((sum, row) => sum + row.values.at(-1)!, 0));
    const picked = await call<SalesChart>('/api/agent/SalesChart', { period: 'quarter', agentNos: ['A10002', 'A20002'] }, token);
    expect(picked.data.rows.map((row) => row.agentNo)).toEqual(['A10002']);
    expect((await call('/api/agent/SalesChart', { period: 'week', agentNos: [] }, token)).status).toBe(400);
    expect((await call('/api/agent/SalesChart', { period: 'year', agentNos: [1] }, token)).status).toBe(400);
  });
});
