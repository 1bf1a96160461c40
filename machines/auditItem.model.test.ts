import { describe, expect, it } from 'vitest';
import { auditItemMachine, formEditable, type AuditItemState } from './auditItem.machine.ts';
import { auditItemPaths } from './auditItem.model.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const paths = auditItemPaths();

/** The status each state may show: a review in flight or in force keeps its word. */
const allowed: Record<string, string[]> = {
  draft: ['未提交', '已撤回'],
  submitting: ['未提交', '已撤回', '审核通过', '审核未通过'],
  reviewing: ['审核中'],
  refreshing: ['审核中'],
  withdrawing: ['审核中'],
  approved: ['审核通过'],
  rejected: ['审核未通过'],
  editing: ['审核通过', '审核未通过'],
};

describe('auditItem model', () => {
  it.each(paths.map((path) => [`${JSON.stringify(path.input)}: ${path.steps.map((step) => step.event.type).join(' → ')}`, path] as const))(
    'shows a status that fits the state it reaches: %s',
    (_, path) => {
      const snapshot = replayPath(auditItemMachine, path).getSnapshot();
      const state = snapshot.value as AuditItemState;
      expect(allowed[state]).toContain(snapshot.context.status);
      expect(formEditable(state)).toBe(state === 'draft' || state === 'editing');
      if (state === 'rejected') expect(snapshot.context.reason).toBeTruthy();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('auditItem', auditItemMachine, paths);
  });
});
