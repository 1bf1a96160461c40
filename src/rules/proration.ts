/**
 * Pro-rated order lines (增加用户, 升级, 增加账套 and add-ons bought up to the service's expiry): the yearly price is
 * charged for the whole days left, so 小计 = 单价 × 数量 × 天数 ÷ 365, and the line says so.
 */
export const DAYS_PER_YEAR = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` to `expireAt`; a day begun counts as a day. */
export const remainingDays = (expireAt: number, now: number): number => Math.ceil((expireAt - now) / DAY_MS);

/** The subtotal in fen of `quantity` units at a yearly `unitFen` for `days` days. */
export const proratedFen = (unitFen: number, quantity: number, days: number): number => Math.round((unitFen * quantity * days) / DAYS_PER_YEAR);

/** How a pro-rated line shows its reckoning. */
export const prorationText = (days: number): string => `按剩余 ${days} 天折算`;
