import { api } from './client.ts';

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

export const login = (request: LoginRequest) => api.post<TokenData>('/api/Auth/Login', request, { silent: true });

export const logout = () => api.post<boolean>('/api/Auth/Logout', {}, { silent: true });

export const getAccountInfo = () => api.get<AccountInfo>('/api/account/AccountInfo');
