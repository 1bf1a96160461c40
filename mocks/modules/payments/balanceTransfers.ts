import type { BalanceTransferDone, SubAgentOption } from '../../../src/contracts/recharges.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { once } from '../../idempotency.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { readKey } from '../../domain/rechargeInput.ts';
import { button, signedIn } from '../../guards.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';

/** Far above any balance: larger amounts are malformed, not merely unaffordable. */
const TRANSFER_MAX_FEN = 10_000_000_000;

function balanceOf(ctx: StandInContext, agentId: number): number {
  return (ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number }).balance_cents;
}

export function subAgents(ctx: StandInContext, accountId: number): SubAgentOption[] {
  const { agentId } = callerOf(ctx, accountId);
  return ctx.db
    .prepare('SELECT agent_no AS agentNo, name, balance_cents AS balanceFen FROM agents WHERE parent_id = ? ORDER BY agent_no')
    .all(agentId) as SubAgentOption[];
}

/**
 * M15: moves balance to a direct sub-agent in one transaction (our debit and its credit, both in the
 * ledgers as 划拨). A repeated key answers the first transfer before the code is looked at, so a retry
 * after a lost answer never moves the money twice; the key with another sub-agent or amount is refused.
 */
function transferToSubAgent(ctx: StandInContext, accountId: number, body: unknown, client: string): BalanceTransferDone {
  const fields = requireFields(body, { subAgentNo: 'string', amountFen: 'number', code: 'string', idempotencyKey: 'string' });
  const { agentId } = callerOf(ctx, accountId);
  const scopedKey = `${agentId}:${readKey(fields.idempotencyKey)}`;
  const earlier = () => {
    const done = ctx.db.prepare('SELECT transfer_no FROM balance_transfers WHERE idempotency_key = ?').get(scopedKey) as { transfer_no: string } | undefined;
    return done && { transferNo: done.transfer_no, balanceFen: balanceOf(ctx, agentId) };
  };
  // The code is not part of the request: a retry sends the same one, already used up.
  const request = { subAgentNo: fields.subAgentNo, amountFen: fields.amountFen };
  return once(ctx, 'balanceTransfer', scopedKey, request, { earlier, run: () => transfer(ctx, accountId, { ...request, code: fields.code, scopedKey }, client) });
}

function transfer(ctx: StandInContext, accountId: number, fields: { subAgentNo: string; amountFen: number; code: string; scopedKey: string }, client: string): BalanceTransferDone {
  const { agentId } = callerOf(ctx, accountId);
  const { amountFen, scopedKey } = fields;
  if (!Number.isSafeInteger(amountFen) || amountFen < 1 || amountFen > TRANSFER_MAX_FEN) throw new BadRequestError('划拨金额应为正整数（分）');
  const target = ctx.db.prepare('SELECT id, name FROM agents WHERE agent_no = ? AND parent_id = ?').get(fields.subAgentNo, agentId) as
    | { id: number; name: string }
    | undefined;
  if (!target) throw new BusinessError('只能划拨给本代理商的二级代理');
  if (amountFen > balanceOf(ctx, agentId)) throw new BusinessError('账户余额不足');
  requireOperationCode(ctx, accountId, 'balanceTransfer', fields.code, client);
  return ctx.db.transaction(() => {
    const transferNo = nextNumber(ctx, 'HB');
    ctx.db
      .prepare('INSERT INTO balance_transfers (transfer_no, from_agent_id, to_agent_id, amount_fen, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)')
      .run(transferNo, agentId, target.id, amountFen, ctx.now(), scopedKey);
    const ours = moveBalance(ctx, { agentId, flowType: '划拨', deltaFen: -amountFen, refNo: transferNo, remark: `划拨给${target.name}` });
    const { name: ourName } = ctx.db.prepare('SELECT name FROM agents WHERE id = ?').get(agentId) as { name: string };
    moveBalance(ctx, { agentId: target.id, flowType: '划拨', deltaFen: amountFen, refNo: transferNo, remark: `${ourName}划入` });
    return { transferNo, balanceFen: ours.balanceFen };
  })();
}

export function transferRoutes(order: Service, ctx: StandInContext): void {
  order.get('/api/Account/SubAgents', ({ accountId }) => subAgents(ctx, accountId), { guard: signedIn });
  order.post('/api/Account/TransferToSubAgent', ({ accountId, body, client }) => transferToSubAgent(ctx, accountId, body, client), { guard: button(paymentsScreens.financeDetail, 'transfer') });
}
