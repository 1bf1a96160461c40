import { api } from '../../api/client.ts';
import type { RenewalRecord } from '../../contracts/customerRecords.ts';
import type { Order, Payment, Recharge } from '../../contracts/orders.ts';
import { sendOperationCode } from '../../api/operationCode.ts';
import { getRecharge } from './moneyApi.ts';
import type { LoadOutput, OrderPayInput, QrChannel, TargetKind } from '../../../machines/orderPay.machine.ts';

export type { Order, Payment, Recharge };

export const getOrder = (orderNo: string) => api.get<Order>('/orderapi/Order/Get', { orderNo });
export const cancelOrder = (orderNo: string) => api.post<Order>('/orderapi/Order/Cancel', { orderNo });
export const getBalance = () => api.get<{ balanceFen: number }>('/orderapi/Pay/Balance').then((answer) => answer.balanceFen);
export const sendPaymentCode = () => sendOperationCode('payment');

/** The 续费记录 lines a paid renewal wrote, one per renewed customer. */
export const renewalsOfOrder = (orderNo: string, signal?: AbortSignal) => api.get<RenewalRecord[]>('/api/user/RenewListOfOrder', { orderNo }, { signal });

/** Business refusals (wrong code, 余额不足) are shown in the modal, not as a dialog. */
export const payByBalance = (body: { orderNo: string; code: string; idempotencyKey: string }) =>
  api.post<Order>('/orderapi/Pay/Balance', body, { silent: true, noDialog: true });

export const createQr = (body: { targetKind: TargetKind; targetNo: string; channel: QrChannel; idempotencyKey: string }) =>
  api.post<Payment>('/orderapi/Pay/CreateQr', body, { silent: true, noDialog: true });

/** Polled every few seconds: a failure only slows the polling down, so it is silent. */
export const getPaymentStatus = (payNo: string) => api.get<Payment>('/orderapi/Pay/Status', { payNo }, { silent: true, noDialog: true });

/** What the payment machine loads: the order or recharge, the balance, and the payment to resume. */
export async function loadPayTarget(input: OrderPayInput): Promise<LoadOutput> {
  const payment = input.payNo ? await getPaymentStatus(input.payNo) : null;
  if (input.targetKind === 'order') {
    const [order, balanceFen] = await Promise.all([getOrder(input.targetNo), getBalance()]);
    return { target: { amountFen: order.amountFen, expireAt: order.expireAt, payable: order.orderStatus === '待支付', balanceFen }, payment };
  }
  const recharge = await getRecharge(input.targetNo);
  return { target: { amountFen: recharge.amountFen, expireAt: Number.MAX_SAFE_INTEGER, payable: recharge.status === '待支付', balanceFen: null }, payment };
}
