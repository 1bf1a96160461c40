import type { AuditAnswer, AuditItemEvent, AuditItemInput } from './auditItem.machine.ts';
import { auditItemMachine } from './auditItem.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The model of an item under audit, shared by its unit model test and the paths replayed in the browser:
// the user's actions where the page offers them, and the server's answers where a call is in flight.
const answer = (status: AuditAnswer['status'], reason: string | null = null) => ({ status, reason });
const done = (state: string, output: AuditAnswer) => ({ type: `xstate.done.actor.0.auditItem.${state}`, output });
const failed = (state: string, text: string) => ({ type: `xstate.error.actor.0.auditItem.${state}`, error: new Error(text) });

const events = (snapshot: { value: unknown }): AuditItemEvent[] => {
  const byState: Record<string, object[]> = {
    draft: [{ type: 'SUBMIT', data: {} }],
    submitting: [done('submitting', answer('审核中')), failed('submitting', '请输入正确的统一社会信用代码')],
    reviewing: [{ type: 'FOCUS' }, { type: 'WITHDRAW' }],
    refreshing: [
      done('refreshing', answer('审核通过')),
      done('refreshing', answer('审核未通过', '营业执照不清晰')),
      done('refreshing', answer('审核中')),
      done('refreshing', answer('已撤回')),
      failed('refreshing', '网络连接失败，请检查网络后重试'),
    ],
    withdrawing: [done('withdrawing', answer('已撤回')), failed('withdrawing', '只有审核中的资料可以撤回')],
    approved: [{ type: 'EDIT' }],
    rejected: [{ type: 'EDIT' }],
    editing: [{ type: 'SUBMIT', data: {} }, { type: 'CANCEL' }],
  };
  return (byState[snapshot.value as string] ?? []) as AuditItemEvent[];
};

/** Paths from each status the page can open on (已撤回: a draft with data, as 未提交 is before the first submission), and opened to edit. */
export const auditItemInputs: AuditItemInput[] = [
  answer('已撤回'),
  answer('审核中'),
  answer('审核通过'),
  answer('审核未通过', '营业执照不清晰'),
  // Opened by a row's 修改 (only approved and refused rows offer it; a review in flight ignores it).
  { ...answer('审核通过'), editing: true },
  { ...answer('审核未通过', '营业执照不清晰'), editing: true },
  { ...answer('审核中'), editing: true },
];
export const auditItemPaths = () => modelPaths(auditItemMachine, { events, inputs: auditItemInputs });
