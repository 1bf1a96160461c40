import { COMMISSION_RATE, type AiuuCardType } from '../../../src/contracts/aiuu.ts';
import type { StandInContext } from '../../module.ts';
import { callerOf } from '../../scope.ts';

export const AIUU_DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** What a card grants, in calendar months (a month card bought on 31 Jan runs to the end of February). */
export const CARD_PERIOD: Record<AiuuCardType, { months: number }> = { MONTH_CARD: { months: 1 }, QUARTER_CARD: { months: 3 }, YEAR_CARD: { months: 12 } };
export const CARD_PRICE_FEN: Record<AiuuCardType, number> = { MONTH_CARD: 3_900, QUARTER_CARD: 9_900, YEAR_CARD: 29_900 };
export const commissionOf = (amountFen: number) => Math.round((amountFen * COMMISSION_RATE) / 100);
/** YYYY-MM of a moment, in China's time. */
export const periodOf = (at: number) => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 7);

export const isCardType = (value: unknown): value is AiuuCardType => typeof value === 'string' && Object.hasOwn(CARD_PERIOD, value);

export function agentNoOf(ctx: StandInContext, accountId: number): string {
  const { agentId } = callerOf(ctx, accountId);
  return (ctx.db.prepare('SELECT agent_no FROM agents WHERE id = ?').get(agentId) as { agent_no: string }).agent_no;
}
