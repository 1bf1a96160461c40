import type { SettlementApplyContext, SettlementApplyEvent } from '../../../machines/settlementApply.machine.ts';
import type { KeptStep } from '../../ui/resource/keptStep.ts';
import type { CardOrder } from './aiVideoApi.ts';

/** The settlement application as its page keeps it (docs/product.md#tabs). */
export const SETTLEMENT_WIZARD = '申请结算';

/** What of the application is kept: the period, the orders by number, the payee (the invoice, a file, is not). */
export const settlementChoices = ({ period, orders, payee }: SettlementApplyContext) => ({ period, orderNos: orders.map((order) => order.orderNo), payee });

type Restore = Extract<SettlementApplyEvent, { type: 'RESTORE' }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 恢复 of a kept application against the orders open for settlement now: the orders come back as they are now; one no
 * longer open (settled, or gone) sends the wizard to its first step with the rest and the payee, saying so.
 */
export function settlementRestore(kept: KeptStep, open: readonly CardOrder[]): { event: Restore; problem: string | null } {
  const { values } = kept;
  const period = text(values.period);
  const orderNos = Array.isArray(values.orderNos) ? values.orderNos : [];
  const orders = open.filter((order) => order.period === period && orderNos.includes(order.orderNo));
  const payee = (typeof values.payee === 'object' && values.payee !== null ? values.payee : {}) as Record<string, unknown>;
  const gone = orderNos.length - orders.length;
  const event: Restore = {
    type: 'RESTORE',
    step: gone > 0 ? 0 : kept.step,
    period: open.some((order) => order.period === period) ? period : '',
    orders,
    payee: { payeeName: text(payee.payeeName), bankName: text(payee.bankName), accountNo: text(payee.accountNo) },
  };
  return { event, problem: gone > 0 ? `上次选择的订单中有 ${gone} 个已结算或不存在，请从第一步重新选择` : null };
}
