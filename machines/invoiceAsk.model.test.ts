import { describe, expect, it } from 'vitest';
import { amountOf, deliveryProblem, FULL_TITLE_NEEDED } from '../src/rules/invoices.ts';
import { invoiceAskMachine } from './invoiceAsk.machine.ts';
import { invoiceAskPaths, PARTIAL_TITLE } from './invoiceAsk.model.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const paths = invoiceAskPaths();
const STEPS = ['selectSources', 'title', 'delivery', 'review'];

describe('invoiceAsk model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'never passes a step its guard refuses and keeps choices on the way back and from before a reload: %s',
    (_, path) => {
      const { context, value } = replayPath(invoiceAskMachine, path).getSnapshot();
      const reached = STEPS.indexOf(String(value));
      if (reached > 0 || value === 'submitted' || value === 'submitting' || value === 'error') expect(amountOf(context.sources)).toBeGreaterThan(0);
      if (reached > 1 || value === 'submitted') expect(context.invoiceType === '专票' && context.title?.id === PARTIAL_TITLE.id).toBe(false);
      if (reached > 2 || value === 'submitted') expect(deliveryProblem(context.medium, context.delivery)).toBeNull();
      const lastChoice = [...path.steps].reverse().find((step) => step.event.type === 'SOURCES' || step.event.type === 'RESTORE')?.event;
      const choseSources = lastChoice?.type === 'SOURCES' || (lastChoice?.type === 'RESTORE' && lastChoice.choices.sources.length > 0);
      expect(context.sources.length > 0).toBe(choseSources);
      if (value === 'title' && context.problem) expect([FULL_TITLE_NEEDED, '请选择发票抬头']).toContain(context.problem);
      const last = path.steps[path.steps.length - 1].event;
      if (last.type === 'RESTORE') expect(context.problem).toBe(last.problem);
      if (value === 'submitted') expect(context.applyNo).toBe('FP1');
      if (value === 'submitting' || value === 'error') expect(context.idempotencyKey).toBe('key-1');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('invoiceAsk', invoiceAskMachine, paths);
  });
});
