// Trial registration (免费试用注册; docs/product.md#fields), shared by its machine, the portal and the stand-in.

/** The registration form as POST /api/user/UserRegisterTry takes it (docs/product.md#fields). */
export interface TrialRegistration {
  userName: string;
  password: string;
  productId: number;
  versonId: number;
  localityId: number;
  userCount: number;
  host: string;
  agentNo: string;
  source: number;
  imgCode: string;
  tel: string;
  telCode: string;
  isCheck: boolean;
}

/** What the stand-in (and the success step) says was created. */
export interface RegisteredTrial {
  customerNo: string;
  customerName: string;
  productName: string;
  versionName: string;
  regionName: string;
  host: string | null;
  userCount: number;
  trialDays: number;
  expireAt: string;
  account: string;
  defaultPassword: boolean;
  loginUrl: string;
}

export interface RegisterProduct {
  id: number;
  /** CRM, FZERP or QianFang. */
  productTypeName: string;
  schemaType: number;
}

export interface RegisterProductItem extends RegisterProduct {
  productName: string;
  trialDays: number;
}

export interface VersionItem {
  id: number;
  versonName: string;
}

/** A server region, shown by its display name. */
export interface RegionItem {
  id: number;
  agentDisplayName: string;
}
