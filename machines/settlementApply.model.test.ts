import { describe, expect, it } from 'vitest';
import { settlementApplyMachine } from './settlementApply.machine.ts';
import { settlementApplyPaths } from './settlementApply.model.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const paths = settlementApplyPaths();

describe('settlementApply model', () => {
  it.each(paths.map((path) => [`${JSON.stringify(path.input ?? null)}: ${path.steps.map((step) => step.event.type).join(' → ')}`, path] as const))(
    'reviews only picked orders with a complete payee, and follows a settlement only once it has a number: %s',
    (_, path) => {
      const { context, value } = replayPath(settlementApplyMachine, path).getSnapshot();
      if (['review', 'submitting'].includes(String(value))) {
        expect(context.orders.length).toBeGreaterThan(0);
        expect(context.payee.accountNo).toMatch(/^\d{8,30}$/);
        expect(context.invoice).not.toBeNull();
      }
      if (['pending', 'revoking', 'awaitingPayment', 'paid'].includes(String(value))) expect(context.settleNo).not.toBeNull();
      if (value === 'rejected') expect(context.rejectReason).toBe('发票抬头有误');
      if (value === 'selectOrders' && path.input) expect(context.settleNo).toBeNull();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('settlementApply', settlementApplyMachine, paths);
  });
});
