import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { createOrder } from '../../domain/orders/orders.ts';

const standIn = freshStandInPerTest('orders-test-');

const balanceOf = (agentId: number) =>
  (standIn().ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number }).balance_cents;

describe('the money tables', () => {
  it("seed a ledger per agent that never goes negative and ends at the agent's balance", () => {
    const { db } = standIn().ctx;
    for (const agentId of [1, 2, 3]) {
      const lines = db.prepare('SELECT income_fen, expense_fen, balance_fen FROM ledger WHERE agent_id = ? ORDER BY time, flow_no').all(agentId) as {
        income_fen: number;
        expense_fen: number;
        balance_fen: number;
      }[];
      expect(lines.length).toBeGreaterThan(3);
      let running = 0;
      for (const line of lines) {
        running += line.income_fen - line.expense_fen;
        expect(line.balance_fen).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(balanceOf(agentId));
    }
  });

  it('refuse a debit beyond the balance and record every accepted move', () => {
    const ctx = standIn().ctx;
    const before = balanceOf(3);
    expect(() => moveBalance(ctx, { agentId: 3, flowType: '消费', deltaFen: -(before + 1), refNo: 'X' })).toThrow('账户余额不足');
    const debits = Array.from({ length: 5 }, () => {
      try {
        return moveBalance(ctx, { agentId: 3, flowType: '消费', deltaFen: -(Math.ceil(before / 3) + 1), refNo: 'X' });
      } catch {
        return null;
      }
    });
    expect(debits.filter(Boolean)).toHaveLength(2);
    expect(balanceOf(3)).toBe(before - 2 * (Math.ceil(before / 3) + 1));
  });

  it('number orders per prefix and day, and answer the same order for a repeated idempotency key', () => {
    const ctx = standIn().ctx;
    expect(nextNumber(ctx, 'TEST', Date.UTC(2026, 10, 23))).toBe('TEST20261123000001');
    const order = {
      agentId: 1,
      accountId: 1,
      orderType: 'renew' as const,
      userId: 25,
      customerName: '客户',
      productName: '云启CRM',
      lines: [{ itemName: '云启CRM 标准版', spec: '10用户 · 1年', quantity: 1, unitFen: 98_000, subtotalFen: 98_000 }],
      idempotencyKey: 'attempt-1',
    };
    const first = createOrder(ctx, order);
    expect(createOrder(ctx, order)).toBe(first);
    expect(createOrder(ctx, { ...order, idempotencyKey: 'attempt-2' })).not.toBe(first);
    expect(() => createOrder(ctx, { ...order, idempotencyKey: undefined, discountFen: 98_000 })).toThrow('订单金额应大于0');
  });
});
