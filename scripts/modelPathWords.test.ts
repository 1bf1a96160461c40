import { describe, expect, it } from 'vitest';
import { pathOf, reportLine } from './modelPathWords.ts';

describe('test:model words a path', () => {
  it('in --list: events in words, the server\'s answers and the end state apart from the last event', () => {
    expect(pathOf('@model invoiceAsk (default title): SOURCES → NEXT → SUBMIT → xstate.done.actor.submit ⇒ submitted')!.words).toBe(
      'from default title: sources, then next, then submit, then submit answers ⇒ submitted',
    );
    expect(pathOf('@model auditItem (已撤回): SUBMIT → xstate.done.actor.0.auditItem.submitting → WITHDRAW [审核中, 已撤回]')!.words).toBe(
      'from 已撤回: submit, then auditItem.submitting answers, then withdraw [审核中, 已撤回]',
    );
    expect(pathOf('@model auditItem (已撤回): SUBMIT → xstate.error.actor.0.auditItem.submitting []')!.words).toBe('from 已撤回: submit, then auditItem.submitting fails');
  });

  it('as the browser runs it: Playwright\'s line for a model test reads as --list does, with its status and time', () => {
    const line = '  ✓  1 tests/e2e/modelUi.ts:177:5 › slider model paths in the browser @model › @model slider (登录页): xstate.error.actor.0.slider.starting → REFRESH (1.7s)';
    expect(reportLine(line)).toBe('  ✓  1 slider from 登录页: slider.starting fails, then refresh (1.7s)');
    expect(reportLine('Running 4 tests using 1 worker')).toBe('Running 4 tests using 1 worker');
  });
});
