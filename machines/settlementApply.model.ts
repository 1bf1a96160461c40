import { settlementApplyMachine, type SettlementApplyContext, type SettlementApplyEvent, type SettlementApplyInput } from './settlementApply.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The model of the settlement wizard and its follow-up, shared by the unit model test and the browser replay.
export const MODEL_ORDER = { orderNo: 'AU-MODEL', amountFen: 9_900, commissionFen: 2_970 };
export const MODEL_PAYEE = { payeeName: '杭州云启科技有限公司', bankName: '招商银行杭州分行', accountNo: '6214830123456789' };
export const MODEL_INVOICE = { name: '佣金发票.png', size: 12, data: null };

type Snapshot = { value: unknown; context: unknown };

/** An application kept on its review (it comes back as the payee step), and one kept before any order was chosen. */
const restores: SettlementApplyEvent[] = [
  { type: 'RESTORE', step: 2, period: '2026-10', orders: [MODEL_ORDER], payee: MODEL_PAYEE },
  { type: 'RESTORE', step: 1, period: '2026-10', orders: [], payee: MODEL_PAYEE },
];

const eventsOf = (restoring: boolean) => ({ value, context }: Snapshot): SettlementApplyEvent[] => {
  const opened = restoring && (context as SettlementApplyContext).period === '';
  const perState: Record<string, SettlementApplyEvent[]> = {
    selectOrders: [{ type: 'PERIOD', period: '2026-10' }, { type: 'SELECT', orders: [MODEL_ORDER] }, { type: 'NEXT' }, ...(opened ? restores : [])],
    payee: [
      { type: 'PAYEE', payee: MODEL_PAYEE },
      { type: 'PAYEE', payee: { ...MODEL_PAYEE, accountNo: '1234' } },
      { type: 'INVOICE', invoice: MODEL_INVOICE },
      { type: 'NEXT' },
      { type: 'BACK' },
    ],
    review: [{ type: 'SUBMIT', idempotencyKey: 'key-model-1' }, { type: 'BACK' }],
    submitting: [
      { type: 'xstate.done.actor.submit', output: { settleNo: 'JS-MODEL' } },
      { type: 'xstate.error.actor.submit', error: new Error('所选订单已结算或不在该结算周期，请刷新后重新选择') },
    ] as unknown as SettlementApplyEvent[],
    pending: [{ type: 'REVOKE' }, { type: 'APPROVED' }, { type: 'REJECTED', reason: '发票抬头有误' }],
    revoking: [
      { type: 'xstate.done.actor.revoke', output: true },
      { type: 'xstate.error.actor.revoke', error: new Error('只有待审核的结算单可以撤回') },
    ] as unknown as SettlementApplyEvent[],
    rejected: [{ type: 'REAPPLY' }],
    awaitingPayment: [{ type: 'PAID' }],
  };
  return perState[String(value)] ?? [];
};

/** The state plus what the guards read, so each guarded edge is explored on both sides. */
const serializeState = ({ value, context }: Snapshot) => {
  const c = context as SettlementApplyContext;
  return JSON.stringify([value, c.orders.length, c.payee.accountNo, c.invoice !== null, c.error !== null, c.settleNo !== null]);
};

export const SETTLEMENT_INPUTS: SettlementApplyInput[] = [
  undefined,
  { settleNo: 'JS-PENDING', status: '待审核' },
  { settleNo: 'JS-REJECTED', status: '已驳回', rejectReason: '发票抬头有误' },
  { settleNo: 'JS-APPROVED', status: '待打款' },
  { settleNo: 'JS-PAID', status: '已打款' },
  { settleNo: 'JS-REVOKED', status: '已撤回' },
];

/** `restoring: false` leaves out the applications kept from before a reload (the browser replay starts afresh). */
export const settlementApplyPaths = ({ restoring = true } = {}) =>
  modelPaths(settlementApplyMachine, { events: eventsOf(restoring), serializeState, inputs: SETTLEMENT_INPUTS });
