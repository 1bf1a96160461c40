import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { SAME_OWNER } from '../src/rules/transfers.ts';
import { userTransferMachine } from './userTransfer.machine.ts';
import { MODEL_SOURCE, userTransferPaths } from './userTransfer.model.ts';

const paths = userTransferPaths();

describe('userTransfer model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'never targets the source and keeps its choices on the way back and from before a reload: %s',
    (_, path) => {
      const { context, value } = replayPath(userTransferMachine, path).getSnapshot();
      expect(context.target).not.toBe(MODEL_SOURCE);
      const lastTarget = [...path.steps].reverse().find((step) => step.event.type === 'TARGET');
      if (lastTarget && (lastTarget.event as { owner: string }).owner === MODEL_SOURCE) expect(context.targetError).toBe(SAME_OWNER);
      const lastChoice = [...path.steps].reverse().find((step) => step.event.type === 'CUSTOMERS' || step.event.type === 'RESTORE')?.event;
      const choseCustomers = lastChoice?.type === 'CUSTOMERS' || (lastChoice?.type === 'RESTORE' && lastChoice.source !== null && lastChoice.customerIds.length > 0);
      expect(context.customerIds.length > 0).toBe(choseCustomers);
      if (value === 'done' || value === 'partial') expect(context.result?.failCount === 0).toBe(value === 'done');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('userTransfer', userTransferMachine, paths);
  });
});
