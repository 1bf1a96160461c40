/** Number inputs round to 2 decimals and step by 1 unless told otherwise. (docs/product.md#limits) */
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_STEP = 1;

/**
 * A count (or any figure that is not money) as every screen, export and document shows it: thousands
 * separators, at most two decimals (5998 → '5,998'). Money is formatYuan's (money.ts), which groups the
 * same way. (docs/product.md#money)
 */
// One formatter for every count: toLocaleString with options builds a new one per call.
const COUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: DEFAULT_DECIMALS });
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);

export function clampNumber(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(Math.max(value, min), max);
}

/** Rounds half away from zero at `decimals` places, without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals = DEFAULT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  if (!Number.isFinite(shifted)) return value;
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export interface NumberRule {
  min?: number;
  max?: number;
  decimals?: number;
}

/** A number input's value after it loses focus: clamped to min/max, then rounded. */
export function normalizeNumber(value: number, rule: NumberRule = {}): number {
  return clampNumber(roundTo(value, rule.decimals ?? DEFAULT_DECIMALS), rule.min, rule.max);
}

export interface DigitLimits {
  integerDigits?: number;
  decimalDigits?: number;
  allowNegative?: boolean;
}

/**
 * What a number input keeps of what is typed: digits, one point and (if allowed) a leading
 * minus, with the integer and decimal parts cut to their limits. Partial input such as '-' or
 * '12.' stays so the user can go on typing.
 */
export function limitDigits(text: string, limits: DigitLimits = {}): string {
  const negative = limits.allowNegative !== false && text.trim().startsWith('-');
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let integer = point < 0 ? kept : kept.slice(0, point);
  let fraction = point < 0 ? '' : kept.slice(point + 1).replace(/\./g, '');
  if (limits.integerDigits !== undefined) integer = integer.slice(0, limits.integerDigits);
  if (limits.decimalDigits !== undefined) fraction = fraction.slice(0, limits.decimalDigits);
  const withPoint = point >= 0 && limits.decimalDigits !== 0;
  return `${negative ? '-' : ''}${integer}${withPoint ? `.${fraction}` : ''}`;
}

export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent] = String(value).toLowerCase().split('e');
  const fraction = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** A slider shows as many decimals as the most precise of its min, max and step. (docs/product.md#validation) */
export function sliderPrecision(min: number, max: number, step: number): number {
  return Math.max(decimalPlaces(min), decimalPlaces(max), decimalPlaces(step));
}

/** Slider: a value snapped to the step grid from min, clamped, at the slider's precision. (docs/product.md#flows) */
export function snapToStep(value: number, min: number, max: number, step = DEFAULT_STEP): number {
  const precision = sliderPrecision(min, max, step);
  const snapped = min + Math.round((clampNumber(value, min, max) - min) / step) * step;
  const inside = snapped > max ? snapped - step : snapped;
  return roundTo(clampNumber(inside, min, max), precision);
}
