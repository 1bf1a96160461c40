import { useEffect, useSyncExternalStore } from 'react';
import { addFavourite, listFavourites, removeFavourite, sortFavourites } from './palette.ts';
import type { FavouriteScreen } from '../contracts/palette.ts';
import { getToken } from './token.ts';

/**
 * The signed-in account's favourite screens (常用功能), kept by the server so they follow the account to
 * another browser. One copy for the tab strip, the search box and the home page; a new sign-in loads
 * its own.
 */
let shown: { token: string | null; list: FavouriteScreen[] | null } = { token: null, list: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(list: FavouriteScreen[] | null): void {
  shown = { token: getToken(), list };
  listeners.forEach((listener) => listener());
}

function current(): FavouriteScreen[] | null {
  return shown.token === getToken() ? shown.list : null;
}

function load(): Promise<void> {
  if (current() !== null) return Promise.resolve();
  loading ??= listFavourites()
    .then(set, () => set([]))
    .finally(() => (loading = null));
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The favourites, loaded on first use; null until they arrive. */
export function useFavourites(): FavouriteScreen[] | null {
  const list = useSyncExternalStore(subscribe, current);
  useEffect(() => void load(), []);
  return list;
}

export const favourites = {
  has: (url: string) => !!current()?.some((favourite) => favourite.url === url),
  add: (url: string) => addFavourite(url).then(set),
  remove: (url: string) => removeFavourite(url).then(set),
  /** Saves a new order; shown at once, put back if the server refuses it. */
  async sort(list: FavouriteScreen[]): Promise<void> {
    const before = current();
    set(list);
    try {
      set(await sortFavourites(list.map((favourite) => favourite.url)));
    } catch {
      set(before);
    }
  },
  toggle: (url: string) => (favourites.has(url) ? favourites.remove(url) : favourites.add(url)),
};
