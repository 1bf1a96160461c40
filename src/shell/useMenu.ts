import { useEffect, useState } from 'react';
import { getMenuList } from '../api/menu.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { readSavedMenu, saveMenu } from './shellStorage.ts';

/** The server's menu: the saved copy at once (a reload shows it instantly), then the server's answer. */
export function useMenu(): MenuEntry[] | null {
  const [menu, setMenu] = useState<MenuEntry[] | null>(readSavedMenu);
  useEffect(() => {
    let current = true;
    getMenuList().then(
      (fresh) => {
        if (!current) return;
        saveMenu(fresh);
        setMenu(fresh);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return menu;
}
