import type { OwnerCustomer, TransferOwner } from '../../../src/contracts/transfers.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import type { Clause, PagedListSpec } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';

/** An owner of customers in the caller's network, with the rows it owns (alias `c` = customers). */
export interface Owner {
  key: string;
  name: string;
  agentId: number;
  /** The staff account; null for an agent's customers assigned to no account. */
  accountId: number | null;
  owns: Clause;
}

const OWNER_KEY = /^(agent|account):(\d{1,9})$/;
const UNASSIGNED = 'NOT EXISTS (SELECT 1 FROM customer_owner o WHERE o.customer_id = c.id)';

interface AgentRow {
  id: number;
  display_name: string;
  parent_id: number | null;
}

interface AccountRow {
  id: number;
  account: string;
  name: string;
  agent_id: number;
}

const agentName = (agent: AgentRow) => `${agent.display_name}（${agent.parent_id === null ? '本级' : '二级代理'}）`;

function agentOwner(agent: AgentRow): Owner {
  return { key: `agent:${agent.id}`, name: agentName(agent), agentId: agent.id, accountId: null, owns: { sql: `c.agent_id = ? AND ${UNASSIGNED}`, params: [agent.id] } };
}

function accountOwner(account: AccountRow): Owner {
  return {
    key: `account:${account.id}`,
    name: `${account.name}（${account.account}）`,
    agentId: account.agent_id,
    accountId: account.id,
    owns: { sql: 'c.agent_id = ? AND c.id IN (SELECT customer_id FROM customer_owner WHERE account_id = ?)', params: [account.agent_id, account.id] },
  };
}

/** The caller's agent, its sub-agents and the agent's staff accounts. */
function networkOwners(ctx: StandInContext, accountId: number): Owner[] {
  const { agentId } = callerOf(ctx, accountId);
  const agents = ctx.db.prepare('SELECT id, display_name, parent_id FROM agents WHERE id = ? OR parent_id = ? ORDER BY id').all(agentId, agentId) as AgentRow[];
  const accounts = ctx.db.prepare('SELECT id, account, name, agent_id FROM accounts WHERE agent_id = ? AND is_parent = 0 ORDER BY id').all(agentId) as AccountRow[];
  const [own, ...subAgents] = agents.map(agentOwner);
  return [own, ...accounts.map(accountOwner), ...subAgents];
}

/** The owner a key names, if it is in the caller's network; `role` names it in the refusal. */
export function resolveOwner(ctx: StandInContext, accountId: number, key: string, role: string): Owner {
  if (key.length > 30 || !OWNER_KEY.test(key)) throw new BadRequestError(`${role}参数格式不正确`);
  const owner = networkOwners(ctx, accountId).find((candidate) => candidate.key === key);
  if (!owner) throw new BusinessError(`${role}不存在`);
  return owner;
}

export function ownerList(ctx: StandInContext, accountId: number): TransferOwner[] {
  return networkOwners(ctx, accountId).map((owner) => {
    const { count } = ctx.db.prepare(`SELECT COUNT(*) AS count FROM customers c WHERE ${owner.owns.sql}`).get(...owner.owns.params) as { count: number };
    return { key: owner.key, name: owner.name, kind: owner.accountId === null ? 'agent' : 'account', customerCount: count };
  });
}

interface OwnerCustomerRow {
  id: number;
  name: string;
  phone: string;
  product_name: string;
}

/** The owner's customers for the wizard (only those of `only`, when given), each with its open 待支付 orders. */
export function ownerCustomersSpec(ctx: StandInContext, owner: Owner, only: readonly number[] | null): PagedListSpec<OwnerCustomerRow, OwnerCustomer> {
  const pending = ctx.db.prepare('SELECT COUNT(*) AS count FROM transfer_pending_orders WHERE customer_id = ? AND expire_at > ?');
  const scope = only ? { sql: `${owner.owns.sql} AND c.id IN (SELECT value FROM json_each(?))`, params: [...owner.owns.params, JSON.stringify(only)] } : owner.owns;
  return {
    from: 'customers c',
    select: 'c.id, c.name, c.phone, c.product_name',
    scope,
    keyword: ['c.name', 'c.phone'],
    defaultOrder: 'c.id',
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      productName: row.product_name,
      pendingOrders: (pending.get(row.id, ctx.now()) as { count: number }).count,
    }),
  };
}
