import { modelPaths } from './testing/modelCoverage.ts';
import { orderPayMachine, type LoadOutput, type OrderPayEvent, type OrderPayInput, type QrPayment } from './orderPay.machine.ts';

// The model of the payment flow, shared by its unit model test and the paths replayed in the browser.
// User events everywhere; fixtures for the server's answers and the timers only where they can happen.
const target = { amountFen: 12_345, expireAt: Date.now() + 86_400_000, payable: true, balanceFen: 2_865_000 };
const payment = (status: QrPayment['status']): QrPayment => ({ payNo: 'ZF1', channel: '支付宝', qrUrl: 'http://127.0.0.1/pay-phone/ZF1', expireAt: Date.now() + 900_000, status });
const loaded = (output: LoadOutput) => ({ type: 'xstate.done.actor.loadTarget', output });
const polled = (status: QrPayment['status']) => ({ type: 'xstate.done.actor.pollStatus', output: payment(status) });

const fixtures: Record<string, object[]> = {
  loading: [
    loaded({ target, payment: null }),
    loaded({ target: { ...target, payable: false }, payment: null }),
    loaded({ target, payment: payment('已扫码') }),
    { type: 'xstate.error.actor.loadTarget', error: new Error('网络连接失败') },
  ],
  charging: [
    { type: 'xstate.done.actor.payBalance', output: {} },
    { type: 'xstate.error.actor.payBalance', error: new Error('账户余额不足') },
  ],
  loadingQr: [
    { type: 'xstate.done.actor.createQr', output: payment('待支付') },
    { type: 'xstate.error.actor.createQr', error: new Error('订单不是待支付状态') },
  ],
  '{"scanning":"waiting"}': [{ type: 'xstate.after.pollDelay.orderPay.scanning.waiting' }, { type: 'xstate.after.untilExpiry.orderPay.scanning' }],
  '{"scanning":"checking"}': [
    polled('已扫码'),
    polled('支付成功'),
    polled('已过期'),
    polled('支付失败'),
    polled('已取消'),
    { type: 'xstate.error.actor.pollStatus', error: Object.assign(new Error('网络连接失败'), { kind: 'network' }) },
  ],
  cancelling: [
    { type: 'xstate.done.actor.cancelOrder', output: {} },
    { type: 'xstate.error.actor.cancelOrder', error: new Error('只有待支付的订单可以取消') },
  ],
};

const userEvents: OrderPayEvent[] = [
  { type: 'CHOOSE_BALANCE' },
  { type: 'CHOOSE_QR', channel: '支付宝' },
  { type: 'SUBMIT', code: '123456' },
  { type: 'BACK' },
  { type: 'CHECK_NOW' },
  { type: 'REFRESH' },
  { type: 'RETRY' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
];

const events = (snapshot: { value: unknown }) => [...userEvents, ...(fixtures[typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value)] ?? [])] as OrderPayEvent[];

export const ORDER_INPUT: OrderPayInput = { targetKind: 'order', targetNo: 'DD1' };
export const RECHARGE_INPUT: OrderPayInput = { targetKind: 'recharge', targetNo: 'CZ1' };
/** A recharge whose channel was picked on 账户充值: its code is made at once. */
const CHOSEN_CHANNEL_INPUT: OrderPayInput = { targetKind: 'recharge', targetNo: 'CZ2', chosenChannel: '支付宝' };

/** Paths for an order (balance, QR, cancel) and for a recharge (QR only), with its channel chosen or not. */
export const orderPayPaths = () => modelPaths(orderPayMachine, { events, inputs: [ORDER_INPUT, RECHARGE_INPUT, CHOSEN_CHANNEL_INPUT] });
