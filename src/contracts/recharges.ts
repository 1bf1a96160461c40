// Recharges, the account's ledger, balance transfers to sub-agents and the metered WLT account
// (Payments; docs/product.md#routes). Types only; amounts are integer fen.
import type { PagedAnswer } from './list.ts';
import type { LedgerLine, Recharge, RechargeChannel } from './orders.ts';

/** 1 … 1 000 000 元. (docs/product.md#routes) */
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 100_000_000;
/** A bank slip: jpg, png or pdf up to 5 MB. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

export interface RechargeCreate {
  amountFen: number;
  channel: Exclude<RechargeChannel, '对公转账'>;
  idempotencyKey: string;
}

export interface RechargeTransfer {
  amountFen: number;
  slipFileName: string;
  slipBase64: string;
  idempotencyKey: string;
}

export interface RechargeCreated {
  rechargeNo: string;
}

export interface RechargeDetail extends Recharge {
  slipFileName: string | null;
  /** Once credited: the balance just before and after the credit. */
  balanceBeforeFen: number | null;
  balanceAfterFen: number | null;
}

export interface RechargePage extends PagedAnswer<Recharge> {
  /** Sum of the amounts of every matching row. */
  sumFen: number;
}

export interface LedgerPage extends PagedAnswer<LedgerLine> {
  incomeSumFen: number;
  expenseSumFen: number;
}

export interface AccountSummary {
  balanceFen: number;
  frozenFen: number;
  monthConsumedFen: number;
}

export interface SubAgentOption {
  agentNo: string;
  name: string;
  balanceFen: number;
}

export interface BalanceTransferRequest {
  subAgentNo: string;
  amountFen: number;
  code: string;
  idempotencyKey: string;
}

export interface BalanceTransferDone {
  transferNo: string;
  balanceFen: number;
}

export interface WltSummary {
  balanceFen: number;
  monthConsumedFen: number;
  /** Balance over the average daily use of the last 30 days; null without use. */
  daysLeft: number | null;
  warnThresholdFen: number;
}

export const WLT_COST_STATUSES = ['已扣费', '欠费'] as const;
export type WltCostStatus = (typeof WLT_COST_STATUSES)[number];

/** One customer's charge for one item in one month (month as YYYY-MM). */
export interface WltCost {
  id: number;
  userId: number;
  customerName: string;
  item: string;
  usage: number;
  unitFen: number;
  amountFen: number;
  month: string;
  status: WltCostStatus;
}

export interface WltCostDay {
  day: string;
  item: string;
  usage: number;
  amountFen: number;
}
