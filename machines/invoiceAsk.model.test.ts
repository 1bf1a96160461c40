import { describe, expect, it } from 'vitest';
import { FULL_TITLE_NEEDED } from '../src/rules/invoices.ts';
import { amountOf } from '../src/rules/invoices.ts';
import { invoiceAskMachine } from './invoiceAsk.machine.ts';
import { invoiceAskPaths, PARTIAL_TITLE } from './invoiceAsk.model.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const paths = invoiceAskPaths();
const STEPS = ['selectSources', 'title', 'delivery', 'review'];

describe('invoiceAsk model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'never passes a step its guard refuses and keeps choices on the way back: %s',
    (_, path) => {
      const { context, value } = replayPath(invoiceAskMachine, path).getSnapshot();
      const reached = STEPS.indexOf(String(value));
      if (reached > 0 || value === 'submitted' || value === 'submitting' || value === 'error') expect(amountOf(context.sources)).toBeGreaterThan(0);
      if (reached > 1 || value === 'submitted') expect(context.invoiceType === '专票' && context.title?.id === PARTIAL_TITLE.id).toBe(false);
      const choseSources = path.steps.some((step) => step.event.type === 'SOURCES');
      expect(context.sources.length > 0).toBe(choseSources);
      if (value === 'title' && context.problem) expect([FULL_TITLE_NEEDED, '请选择发票抬头']).toContain(context.problem);
      if (value === 'submitted') expect(context.applyNo).toBe('FP1');
      if (value === 'submitting' || value === 'error') expect(context.idempotencyKey).toBe('key-1');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('invoiceAsk', invoiceAskMachine, paths);
  });
});
