import type { FlowType, LedgerLine } from '../../src/contracts/orders.ts';
import { BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import { nextNumber } from './numbers.ts';

/** Each agent's balance moves, one line per move with the balance after it (amounts in integer fen). */
export const ledgerSchema = `
CREATE TABLE IF NOT EXISTS ledger (
  flow_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  time INTEGER NOT NULL,
  flow_type TEXT NOT NULL,
  income_fen INTEGER NOT NULL DEFAULT 0,
  expense_fen INTEGER NOT NULL DEFAULT 0,
  balance_fen INTEGER NOT NULL,
  ref_no TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS ledger_agent ON ledger (agent_id, time);
`;

export interface BalanceMove {
  agentId: number;
  flowType: FlowType;
  /** Positive adds to the balance, negative takes from it. */
  deltaFen: number;
  refNo: string;
  remark?: string;
}

/**
 * Moves an agent's balance and writes its ledger line in one transaction. A debit larger than the
 * balance is refused ('账户余额不足') by the UPDATE's own condition, so two concurrent debits can
 * never take the balance below zero.
 */
export function moveBalance(ctx: StandInContext, move: BalanceMove): LedgerLine {
  if (!Number.isSafeInteger(move.deltaFen) || move.deltaFen === 0) throw new Error(`bad balance move ${move.deltaFen}`);
  return ctx.db.transaction(() => {
    const updated = ctx.db
      .prepare('UPDATE agents SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0 RETURNING balance_cents')
      .get(move.deltaFen, move.agentId, move.deltaFen) as { balance_cents: number } | undefined;
    if (!updated) throw new BusinessError('账户余额不足');
    const line: LedgerLine = {
      flowNo: nextNumber(ctx, 'LS'),
      time: ctx.now(),
      flowType: move.flowType,
      incomeFen: Math.max(0, move.deltaFen),
      expenseFen: Math.max(0, -move.deltaFen),
      balanceFen: updated.balance_cents,
      refNo: move.refNo,
      remark: move.remark ?? '',
    };
    insertLedgerLine(ctx, move.agentId, line);
    return line;
  })();
}

export function insertLedgerLine(ctx: StandInContext, agentId: number, line: LedgerLine): void {
  ctx.db
    .prepare(
      'INSERT INTO ledger (flow_no, agent_id, time, flow_type, income_fen, expense_fen, balance_fen, ref_no, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(line.flowNo, agentId, line.time, line.flowType, line.incomeFen, line.expenseFen, line.balanceFen, line.refNo, line.remark);
}
