import { describe, expect, it } from 'vitest';
import { invoiceRefundMachine } from './invoiceRefund.machine.ts';
import { invoiceRefundPaths } from './invoiceRefund.model.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const paths = invoiceRefundPaths();

describe('invoiceRefund model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'asks for the return express of paper invoices only and always has a reason when it submits: %s',
    (_, path) => {
      const { context, value } = replayPath(invoiceRefundMachine, path).getSnapshot();
      if (value === 'returnExpress') expect(context.invoice?.medium).toBe('纸质');
      if (['submitting', 'submitted', 'error'].includes(String(value))) expect(context.reason).not.toBe('');
      if (value === 'submitted') expect(context.refundNo).toBe('TP1');
      if (value === 'submitted' && context.invoice?.medium === '纸质') expect(context.expressNo).not.toBe('');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('invoiceRefund', invoiceRefundMachine, paths);
  });
});
