import type { PaletteItem } from '../../../machines/palette.machine.ts';
import type { MenuEntry } from '../../contracts/menu.ts';
import { STARTER_GROUP, STARTER_SCREENS, type FavouriteScreen } from '../../contracts/palette.ts';
import { menuTarget } from '../menuTarget.ts';
import type { OriginPattern } from '../frameConfig.ts';

/** The positions of a name's characters whose pinyin or initials answer a query, or null (pinyin-pro's `match`). */
export type PinyinMatch = (name: string, query: string) => number[] | null;

let pinyinMatch: Promise<PinyinMatch> | null = null;

/**
 * pinyin-pro, whose dictionary is most of the box's weight, loads with the first query rather than with the
 * box, so the empty box shows its first entries at once; a failed load is tried again by the next query.
 */
export function loadPinyin(): Promise<PinyinMatch> {
  const loading = (pinyinMatch ??= import('pinyin-pro').then((module) => module.match));
  loading.catch(() => (pinyinMatch = null));
  return loading;
}

/** How many screens a query lists at most. */
export const SCREEN_HITS = 12;

/** A screen of the account's menu, as the search box lists it. */
export interface ScreenEntry {
  item: PaletteItem;
  name: string;
}

/**
 * The screens of the server's menu (its entries without children) that open: a portal route or an
 * allowed frame page. Only what the menu holds is listed, so an account never finds a screen it lacks.
 */
export function menuScreens(menu: readonly MenuEntry[], frameOrigins: readonly OriginPattern[]): ScreenEntry[] {
  const screens: ScreenEntry[] = [];
  const visit = (entry: MenuEntry, groupName: string | null) => {
    const children = entry.child ?? [];
    if (children.length > 0) {
      children.forEach((child) => visit(child, entry.name));
      return;
    }
    const target = menuTarget(entry, frameOrigins);
    if (target.kind === 'refused') return;
    screens.push({
      name: entry.name,
      item: {
        key: `screen:${target.url}`,
        kind: 'screen',
        group: '功能',
        label: entry.name,
        hint: groupName ?? undefined,
        url: target.url,
        title: target.title,
        starrable: target.kind === 'page',
        frame: target.kind === 'frame' || undefined,
      },
    });
  };
  menu.forEach((entry) => visit(entry, null));
  return screens;
}

/**
 * How well a screen's name answers a query, lower is better; null when it does not. The name itself
 * first, then full pinyin or initials (重置 answers cz and chongzhi, whichever reading the character has).
 */
export function screenRank(name: string, query: string, pinyin: PinyinMatch): number | null {
  const text = query.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return null;
  const at = name.toLowerCase().indexOf(text);
  if (at >= 0) return at === 0 ? 0 : 1;
  if (!/^[a-z]+$/.test(text)) return null;
  const hit = pinyin(name, text);
  if (!hit || hit.length === 0) return null;
  return hit[0] === 0 ? 2 : 3;
}

/** The screens answering a query, best first (then in menu order). */
export function findScreens(screens: readonly ScreenEntry[], query: string, pinyin: PinyinMatch): PaletteItem[] {
  return screens
    .map((screen, order) => ({ screen, order, rank: screenRank(screen.name, query, pinyin) }))
    .filter((found): found is { screen: ScreenEntry; order: number; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, SCREEN_HITS)
    .map(({ screen }) => screen.item);
}

/**
 * With an empty box: the favourites, then the screens opened last (each once, only those in the menu); an
 * account with neither is offered the starter screens its menu holds, as its home page does.
 */
export function startingScreens(screens: readonly ScreenEntry[], favourites: readonly FavouriteScreen[], recent: readonly string[]): PaletteItem[] {
  const byUrl = new Map(screens.map((screen) => [screen.item.url, screen.item]));
  const starred = favourites.flatMap((favourite) => {
    const item = byUrl.get(favourite.url);
    return item ? [{ ...item, key: `favourite:${item.url}`, group: '常用功能' }] : [];
  });
  const lately = recent.flatMap((url) => {
    const item = byUrl.get(url);
    return item && !favourites.some((favourite) => favourite.url === url) ? [{ ...item, key: `recent:${url}`, group: '最近使用' }] : [];
  });
  if (starred.length > 0 || lately.length > 0) return [...starred, ...lately];
  return STARTER_SCREENS.flatMap(({ url }) => {
    const item = byUrl.get(url);
    return item ? [{ ...item, key: `starter:${url}`, group: STARTER_GROUP }] : [];
  });
}
