export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Tag colours picked when a tag names none (or none that can be read). */
export const TAG_PALETTE = ['#f5222d', '#fa541c', '#fa8c16', '#faad14', '#13c2c2', '#52c41a', '#1677ff', '#2f54eb', '#722ed1', '#eb2f96'];
/** Loading texts are cut to 10 characters. (docs/product.md#validation) */
export const LOADING_TEXT_MAX = 10;

const channel = (text: string) => Number(text);

/** Reads #rgb, #rrggbb, rgb(r, g, b) and rgba(r, g, b, a); null for anything else. */
export function parseColour(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) {
    const [r, g, b] = short.slice(1).map((digit) => parseInt(digit + digit, 16));
    return { r, g, b, a: 1 };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) {
    const [r, g, b] = long.slice(1).map((pair) => parseInt(pair, 16));
    return { r, g, b, a: 1 };
  }
  const functional = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/.exec(value);
  if (!functional) return null;
  const isRgba = value.startsWith('rgba');
  if (isRgba !== (functional[4] !== undefined)) return null;
  const [r, g, b] = functional.slice(1, 4).map(channel);
  const a = functional[4] === undefined ? 1 : Number(functional[4]);
  if ([r, g, b].some((part) => part > 255) || a > 1) return null;
  return { r, g, b, a };
}

export function formatColour({ r, g, b, a }: Rgba): string {
  if (a < 1) return `rgba(${r}, ${g}, ${b}, ${a})`;
  return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** A tag's colour: the one given, normalised, or a palette colour when none can be read. */
export function tagColour(text: string | null | undefined, random: () => number = Math.random): string {
  const parsed = text ? parseColour(text) : null;
  return parsed ? formatColour(parsed) : TAG_PALETTE[Math.floor(random() * TAG_PALETTE.length) % TAG_PALETTE.length];
}

/** The text beside a loading spinner, at most 10 characters (by character, not UTF-16 unit). */
export function loadingText(text: string): string {
  return Array.from(text).slice(0, LOADING_TEXT_MAX).join('');
}
