// The command palette's calls (favourite screens, quick searches), shared by the portal and the stand-in.

/** A favourite screen (常用功能): a portal route and its menu name. */
export interface FavouriteScreen {
  url: string;
  title: string;
}

/** A customer found by name, number or phone. */
export interface CustomerHit {
  id: number;
  customerNo: string;
  name: string;
  phone: string;
}

/** A service order found by its number. */
export interface OrderHit {
  orderNo: string;
  customerName: string;
}
