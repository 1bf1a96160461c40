import { api } from './client.ts';
import type { LegacyLogin, MenuEntry, PermissionVersion } from '../contracts/menu.ts';

export const getMenuList = () => api.get<MenuEntry[]>('/api/menu/getMenuList');

/**
 * Session user state userLogin {account, pwd}: the automatic-login frame of the old system
 * posts it. Held in memory only, for the session's lifetime: never written to any storage, so a
 * reload forgets it (the old system then keeps its own session cookie, or shows its own login).
 * See docs/product.md#fields.
 */
let legacyLogin: LegacyLogin | null = null;

export const legacyCredentials = {
  /** Called by the login flow once the portal login succeeded. */
  remember(login: LegacyLogin): void {
    legacyLogin = { ...login };
  },
  get(): LegacyLogin | null {
    return legacyLogin;
  },
  forget(): void {
    legacyLogin = null;
  },
};

/** The version of the account's grants now (asked every few seconds; never kept for offline use, never toasted). */
export const getPermissionVersion = () => api.get<PermissionVersion>('/api/menu/PermissionVersion', undefined, { read: false, silent: true, background: true });
