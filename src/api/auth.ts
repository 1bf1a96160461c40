import { api, ApiError } from './client.ts';
import { onReconnected, withoutNetwork } from './network.ts';
import { clearToken, getToken, setToken } from './token.ts';
import type { AccountInfo, LoginBanner, LoginRequest, PictureCodeAnswer, TokenData, WechatLoginAnswer } from '../contracts/auth.ts';

export const login = (request: LoginRequest) => api.post<TokenData>('/api/Auth/Login', request, { silent: true });

/** The login that also links a not-yet-bound WeChat account (binding mode). */
export const loginWechatAndBind = (request: LoginRequest & { unionId: string }) =>
  api.post<TokenData>('/api/auth/LoginWechatAndBind', request, { silent: true });

/** Sends the login phone code to the account's bound phone; the answer is the same for an unknown account. */
export const sendLoginCode = (userName: string) =>
  api.post<unknown>('/api/account/GeneralCustomerValidCode', { userName }, { silent: true });

// A picture code is single use: never answered from what was kept.
export const getPictureCode = () => api.get<PictureCodeAnswer>('/api/auth/GetGphValidateCode', undefined, { silent: true, read: false });

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

export const logout = (token?: string) => api.post<boolean>('/api/Auth/Logout', {}, { silent: true, token });

/** A token this page could not end on the server while offline: ended once the network returns. */
let tokenToEnd: string | null = null;
const tokenToEndListeners = new Set<() => void>();
const setTokenToEnd = (token: string | null) => {
  tokenToEnd = token;
  tokenToEndListeners.forEach((listener) => listener());
};
onReconnected(() => {
  const token = tokenToEnd;
  if (token) void logout(token).then(() => tokenToEnd === token && setTokenToEnd(null), () => undefined);
});

/** Whether a session signed out here offline still waits to be ended on the server. */
export const serverSignOutPending = () => tokenToEnd !== null;
export function onServerSignOutPending(listener: () => void): () => void {
  tokenToEndListeners.add(listener);
  return () => tokenToEndListeners.delete(listener);
}

/**
 * Opening the login page signed in ends that session on the server as well as here (docs/product.md#routes).
 * Offline (or when the call meets no network) it cannot: the token is ended when the network returns while the page is open
 * (`serverSignOutPending` says so meanwhile). The caller clears the session here right after.
 */
export function endSignedInSession(): void {
  const token = getToken();
  if (!token) return;
  if (withoutNetwork()) setTokenToEnd(token);
  else void logout(token).catch((error: unknown) => error instanceof ApiError && error.kind === 'network' && setTokenToEnd(token));
}

/** The account as it is now (its balance moves); `signedInAccount()` answers who is signed in, asked once. */
export const getAccountInfo = (signal?: AbortSignal) => api.get<AccountInfo>('/api/account/AccountInfo', undefined, { signal });

/** A failed lookup is answered to every caller for this long, or until the network returns, then asked again. */
export const ACCOUNT_FAILURE_KEPT_MS = 30_000;

let accountInfo: { token: string | null; info: Promise<AccountInfo>; failedAt: number | null } | null = null;

// Back online, a lookup that failed is asked again by its next caller.
onReconnected(() => {
  if (accountInfo?.failedAt !== null) accountInfo = null;
});

/**
 * The signed-in account, asked once per session (a new token asks again). A failure is shared: every caller
 * meanwhile gets the same one, so a screen's many callers never make a storm of lookups while offline.
 */
export function signedInAccount(): Promise<AccountInfo> {
  const token = getToken();
  const stale = accountInfo?.failedAt != null && Date.now() - accountInfo.failedAt > ACCOUNT_FAILURE_KEPT_MS;
  if (accountInfo?.token !== token || stale) {
    const lookup: { token: string | null; info: Promise<AccountInfo>; failedAt: number | null } = { token, info: getAccountInfo(), failedAt: null };
    lookup.info.catch(() => (lookup.failedAt = Date.now()));
    accountInfo = lookup;
  }
  return accountInfo.info;
}

export const getLoginBanners = (systemIdentity: number, number = 5) =>
  api.get<LoginBanner[]>('/api/banner/LoginBannerList', { number, systemIdentity }, { silent: true });
