import { match } from 'pinyin-pro';
import type { PaletteItem } from '../../../machines/palette.machine.ts';
import type { ScreenEntry } from './screenList.ts';

// Pinyin matching carries the pinyin dictionary, most of the search box's weight: the box loads this module
// when it opens and lists its favourites and recent screens without waiting for it.

/** How many screens a query lists at most. */
export const SCREEN_HITS = 12;

/**
 * How well a screen's name answers a query, lower is better; null when it does not. The name itself
 * first, then full pinyin or initials (重置 answers cz and chongzhi, whichever reading the character has).
 */
export function screenRank(name: string, query: string): number | null {
  const text = query.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return null;
  const at = name.toLowerCase().indexOf(text);
  if (at >= 0) return at === 0 ? 0 : 1;
  if (!/^[a-z]+$/.test(text)) return null;
  const hit = match(name, text);
  if (!hit || hit.length === 0) return null;
  return hit[0] === 0 ? 2 : 3;
}

/** The screens answering a query, best first (then in menu order). */
export function findScreens(screens: readonly ScreenEntry[], query: string): PaletteItem[] {
  return screens
    .map((screen, order) => ({ screen, order, rank: screenRank(screen.name, query) }))
    .filter((found): found is { screen: ScreenEntry; order: number; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, SCREEN_HITS)
    .map(({ screen }) => screen.item);
}
