/** How long a solved work order may be reopened, and what an agent is told after that. (docs/product.md#limits) */
export const REOPEN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const REOPEN_TOO_LATE = '已超过7天，不能重新打开；如仍有问题请提交新工单';

/** When a work order was solved, as the detail answers it: its resolution, or its closing when it was closed unresolved. */
export interface SolvedTimes {
  resolvedAt: number | null;
  closedAt: number | null;
}

/** Whether a resolved or closed order may still be reopened at `now`: within 7 days of its resolution (of its closing when never resolved). */
export function canStillReopen(order: SolvedTimes, now: number): boolean {
  const since = order.resolvedAt ?? order.closedAt;
  return since !== null && now - since <= REOPEN_WINDOW_MS;
}
