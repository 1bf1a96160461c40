// The RDS migration night window (docs/product.md#flows): a plan starts between 00:00 and 06:00 China time, in the future.
export const NIGHT_START_HOUR = 0;
export const NIGHT_END_HOUR = 6;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const SERVICE_REQUIRED = '请选择客户';
export const INSTANCE_REQUIRED = '请选择目标实例';
export const PLAN_REQUIRED = '请选择计划时间';
export const PLAN_NOT_NIGHT = `计划时间须在${String(NIGHT_START_HOUR).padStart(2, '0')}:00至${String(NIGHT_END_HOUR).padStart(2, '0')}:00之间`;
export const PLAN_PAST = '计划时间须晚于当前时间';

/** The China-time hour of an instant. */
const chinaHour = (time: number) => Math.floor((((time + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / HOUR_MS);

/** Why a plan time is refused, or null. */
export function planTimeProblem(planTime: number | null, now: number): string | null {
  if (planTime === null || !Number.isFinite(planTime)) return PLAN_REQUIRED;
  if (planTime <= now) return PLAN_PAST;
  const hour = chinaHour(planTime);
  return hour >= NIGHT_START_HOUR && hour < NIGHT_END_HOUR ? null : PLAN_NOT_NIGHT;
}

/** The next 02:00 China time after `now`: the default plan. */
export function nextNightPlan(now: number): number {
  const chinaMidnight = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const today = chinaMidnight + 2 * HOUR_MS;
  return today > now ? today : today + DAY_MS;
}

/** The earliest plan at least `leadMs` from now that the night window accepts (at most 18 hours away). */
export function soonestNightPlan(now: number, leadMs: number): number {
  const candidate = now + leadMs;
  if (planTimeProblem(candidate, now) === null) return candidate;
  const nextChinaMidnight = Math.floor((candidate + CHINA_OFFSET_MS) / DAY_MS + 1) * DAY_MS - CHINA_OFFSET_MS;
  return nextChinaMidnight + leadMs;
}
