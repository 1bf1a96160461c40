/**
 * What may be invoiced, so that no money is invoiced twice: money is invoiced where it comes in. A
 * credited recharge is invoiced; an order paid from the balance is not (its money was the recharge's);
 * an order paid directly (WeChat Pay, Alipay) is invoiced itself.
 */
export const INVOICE_RULE = '充值到账后按充值金额开票；使用账户余额支付的订单不再单独开票，微信、支付宝直接支付的订单按订单开票。';
export const BALANCE_PAID_NOT_INVOICEABLE = '余额支付的订单不单独开票，请选择对应的充值开票';

/** Whether a paid order is invoiced by itself (paid directly), by how it was paid: where 申请发票 is offered for it. */
export const orderInvoicedItself = (payMethod: string | null) => payMethod !== null && payMethod !== '余额';

/**
 * A refund gives back money that was invoiced once: an order whose invoice is requested or issued is not
 * refunded (its recovery task not cancelled) until the request is withdrawn or the invoice refunded (退票).
 */
export const REFUND_OF_INVOICED_ORDER = '该任务的订单已申请开票，请先撤回开票申请或退票后再取消';
export const refundBlockedByInvoice = (billingState: string) => billingState === '开票中' || billingState === '已开票';
