import { api } from './client.ts';
import { clearToken, getToken, setToken } from './token.ts';
import type { AccountInfo, LoginBanner, LoginRequest, PictureCodeAnswer, TokenData, WechatLoginAnswer } from '../contracts/auth.ts';

export const login = (request: LoginRequest) => api.post<TokenData>('/api/Auth/Login', request, { silent: true });

/** The login that also links a not-yet-bound WeChat account (binding mode). */
export const loginWechatAndBind = (request: LoginRequest & { unionId: string }) =>
  api.post<TokenData>('/api/auth/LoginWechatAndBind', request, { silent: true });

/** Sends the login phone code to the account's bound phone; the answer is the same for an unknown account. */
export const sendLoginCode = (userName: string) =>
  api.post<unknown>('/api/account/GeneralCustomerValidCode', { userName }, { silent: true });

export const getPictureCode = () => api.get<PictureCodeAnswer>('/api/auth/GetGphValidateCode', undefined, { silent: true });

/**
 * "Ignore this time" of the weak-password prompt. The login's token is held back until the
 * user continues, so it is set only for this call and cleared again whatever the answer.
 */
export async function ignoreSamplePassword(heldToken: string): Promise<TokenData> {
  setToken(heldToken);
  try {
    return await api.post<TokenData>('/api/auth/IgnoreSamplePwd', {}, { silent: true });
  } finally {
    clearToken();
  }
}

/** Exchanges the code WeChat's redirect brought for a session (2), a binding (1) or a failure (0). */
export const loginWechat = (code: string, state: string) =>
  api.post<WechatLoginAnswer>('/api/auth/LoginWechat', { code, state }, { silent: true });

export const updateLoginPassword = (change: { oldPassword: string; password: string; agPassWord: string }) =>
  api.post<boolean>('/api/account/updateLoginPassword', change, { silent: true });

export const sendResetCode = (userName: string) =>
  api.post<unknown>('/api/account/ForgetPasswordValidCode', { userName }, { silent: true });

/** After three wrong codes the server compares one only with a passed slider (`captcha`, single use). */
export const checkResetCode = (userName: string, code: string, captcha?: object) =>
  api.post<{ ticket: string }>('/api/account/CheckForgetPasswordCode', { userName, code, ...(captcha ? { captcha } : {}) }, { silent: true });

export const resetPassword = (reset: { ticket: string; password: string; agPassWord: string }) =>
  api.post<boolean>('/api/account/ResetPassword', reset, { silent: true });

export const logout = () => api.post<boolean>('/api/Auth/Logout', {}, { silent: true });

/** The account as it is now (its balance moves); `signedInAccount()` answers who is signed in, asked once. */
export const getAccountInfo = (signal?: AbortSignal) => api.get<AccountInfo>('/api/account/AccountInfo', undefined, { signal });

let accountInfo: { token: string | null; info: Promise<AccountInfo> } | null = null;

/** The signed-in account, asked once per session (a new token asks again; a failure is not kept). */
export function signedInAccount(): Promise<AccountInfo> {
  const token = getToken();
  if (accountInfo?.token !== token) {
    const info = getAccountInfo();
    info.catch(() => (accountInfo = null));
    accountInfo = { token, info };
  }
  return accountInfo.info;
}

export const getLoginBanners = (systemIdentity: number, number = 5) =>
  api.get<LoginBanner[]>('/api/banner/LoginBannerList', { number, systemIdentity }, { silent: true });
