/**
 * A promoter's figures: 访问 (gift pages opened from its links), 领取 (users those links brought) and 转化率.
 * The stand-in counts them and the promoter screen shows them with these same rules, so the two never disagree.
 */

/**
 * Visits counted for a promoter: every claim was made on a gift page that was opened, so a claim whose visit
 * went unrecorded (the page's visit call blocked or lost) still counts as one visit.
 */
export const countedVisits = (recordedVisits: number, claims: number): number => Math.max(recordedVisits, claims);

/** 转化率: claims over counted visits in percent, one decimal, never above 100; null before the first visit. */
export function conversionRate(claims: number, visits: number): number | null {
  const counted = countedVisits(visits, claims);
  if (counted === 0) return null;
  return Math.round((claims / counted) * 1000) / 10;
}

/** The rate as the screen shows it: 37.5%, or — before the first visit. */
export const conversionText = (rate: number | null): string => (rate === null ? '—' : `${String(rate)}%`);
