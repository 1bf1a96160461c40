import { useEffect, useSyncExternalStore } from 'react';
import { getMenuList } from '../api/menu.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { readSavedMenu, saveMenu } from './shellStorage.ts';

// The account's menu as this page holds it: the saved copy at once (a reload shows it instantly), then the
// server's answer, and again whenever the account's grants change (usePermissionWatch).
let menu: MenuEntry[] | null | undefined;
const listeners = new Set<() => void>();

const currentMenu = () => (menu === undefined ? (menu = readSavedMenu()) : menu);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server for the menu and shows it; rejects (the menu stays as it was) when it cannot be asked. */
export async function reloadMenu(): Promise<MenuEntry[]> {
  const fresh = await getMenuList();
  saveMenu(fresh);
  menu = fresh;
  listeners.forEach((listener) => listener());
  return fresh;
}

/** The session ended: the next shell starts from what it saves then. */
export function forgetMenu(): void {
  menu = undefined;
}

/** The server's menu, loaded when the shell mounts. */
export function useMenu(): MenuEntry[] | null {
  useEffect(() => {
    reloadMenu().catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, currentMenu);
}
