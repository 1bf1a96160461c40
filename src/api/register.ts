import type { PictureCodeAnswer } from '../contracts/auth.ts';
import type { RegionItem, RegisteredTrial, RegisterProductItem, TrialRegistration, VersionItem } from '../contracts/register.ts';
import { api } from './client.ts';

export const getRegisterPictureCode = (signal?: AbortSignal) => api.get<PictureCodeAnswer>('/api/account/GetRegisterGphValidateCode', undefined, { silent: true, signal });

export const getRegisterProducts = () => api.get<RegisterProductItem[]>('/api/product/GetRegisterProducts');

export const getVersions = (productId: number) => api.get<VersionItem[]>('/api/verson/GetVersionByProductId', { productId });

export const getRegions = (productId: number, versionId: number) =>
  api.post<RegionItem[]>('/orderapi/Locality/getlocalitybyproductid', { id: productId, pVersonId: versionId });

/** Whether the host prefix already belongs to someone (the page shows the answer under the field). */
export const isHostTaken = (host: string) => api.post<boolean>('/orderapi/Service/isexisthost', { host }, { silent: true });

export const sendRegisterCode = (tel: string, captcha: string) =>
  api.post<unknown>('/api/account/GeneralRegisterValidCode', { userName: tel, captcha }, { silent: true });

/** After three wrong codes for the phone the server compares one only with a fresh picture code (`captcha`). */
export const checkRegisterCode = (tel: string, code: string, captcha: string) =>
  api.get<unknown>('/api/account/CheckRegisterValidCode', { userName: tel, code, captcha }, { silent: true });

/** Checks the phone code, then registers the trial; rejects with the message to show. */
export async function registerTrial(request: TrialRegistration): Promise<RegisteredTrial> {
  await checkRegisterCode(request.tel, request.telCode, request.imgCode);
  return api.post<RegisteredTrial>('/api/user/UserRegisterTry', request, { silent: true });
}
