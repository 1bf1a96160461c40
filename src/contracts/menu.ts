// The menu as the server sends it (Menu entry; docs/product.md#fields), shared by the portal and the stand-in.

/** Groups have children and no address. */
export interface MenuEntry {
  id: number;
  parentId: number;
  name: string;
  /** The old system's address: framed when there is no manageUrl. */
  url: string | null;
  /** The portal route of the screen. */
  manageUrl: string | null;
  icon: string | null;
  child: MenuEntry[] | null;
}

export interface LegacyLogin {
  account: string;
  pwd: string;
}

/**
 * What the account's menus and buttons are now, as a digest: it changes when its role's grants (or the role's
 * 启用/停用) change, so an open portal knows to load them again (docs/product.md#roles-and-scope).
 */
export interface PermissionVersion {
  version: string;
}
