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
