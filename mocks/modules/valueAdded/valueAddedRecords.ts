import type { RecordType, ValueAddedKind } from '../../../src/contracts/valueAdded.ts';
import type { StandInContext } from '../../module.ts';

/** The unit a kind's 开通/充值 lines count in, and its 消耗 lines. */
export const KIND_UNITS: Record<ValueAddedKind, { bought: string; consumed: string }> = {
  live: { bought: '路', consumed: '小时' },
  tiktok: { bought: '店', consumed: '' },
  face: { bought: '次', consumed: '次' },
  image: { bought: '张', consumed: '张' },
  qqd: { bought: '店', consumed: '' },
};

export interface RecordLine {
  serviceId: number;
  recordType: RecordType;
  quantity: number;
  unit: string;
  operator: string;
  amountFen?: number;
  orderNo?: string;
  remark?: string;
  at?: number;
}

/** One line of a subscription's history (P9 record list). */
export function addRecord(ctx: StandInContext, line: RecordLine): void {
  ctx.db
    .prepare('INSERT INTO value_added_records (service_id, record_type, quantity, unit, amount_fen, order_no, operator, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(line.serviceId, line.recordType, line.quantity, line.unit, line.amountFen ?? 0, line.orderNo ?? '', line.operator, line.remark ?? '', line.at ?? ctx.now());
}

export const operatorName = (ctx: StandInContext, accountId: number | null) =>
  (ctx.db.prepare('SELECT name FROM accounts WHERE id = ?').get(accountId ?? 0) as { name: string } | undefined)?.name ?? '系统';
