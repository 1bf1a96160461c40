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

// The load started with the shell's code, before its first render; the shell's mount takes it over.
let startedEarly: Promise<MenuEntry[]> | null = null;

/** Asks for the menu as the shell's code arrives, not after the shell has rendered (docs/architecture.md#boot). */
export function startMenuLoad(): void {
  startedEarly ??= reloadMenu();
  startedEarly.catch(() => undefined);
}

/** The session ended: the next shell starts from what it saves then. */
export function forgetMenu(): void {
  menu = undefined;
  startedEarly = null;
}

/** The server's menu, loaded when the shell mounts (or taken over from the load started with its code). */
export function useMenu(): MenuEntry[] | null {
  useEffect(() => {
    const load = startedEarly ?? reloadMenu();
    startedEarly = null;
    load.catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, currentMenu);
}
