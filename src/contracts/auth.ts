// Signing in and the session (docs/product.md#fields), shared by the portal and the stand-in.

export interface TokenData {
  token: string;
  /** Present when the password is judged too simple: how many more times the prompt may be ignored. */
  samleLoginNum?: number;
}

export interface AccountInfo {
  account: string;
  name: string;
  phone: string;
  isParent: boolean;
  roleType: number;
  agentNo: string;
  agentName: string;
  agentDisplayName: string;
  agentLevel: number;
  balance: number;
}

export interface LoginRequest {
  Username: string;
  password: string;
  accountType: 2;
  authorCode?: string;
  captcha?: { sessionId: string; sig: string; token: string };
}

export interface PictureCodeAnswer {
  item1: { fileContents: string; contentType?: string };
  item2: string;
}

export interface WechatLoginAnswer {
  status: 0 | 1 | 2;
  token?: string;
  samleLoginNum?: number;
  unionId?: string;
  msg?: string;
}

export interface LoginBanner {
  id: number;
  picUrl: string;
  url: string;
}
