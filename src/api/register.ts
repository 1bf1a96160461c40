import type { RegisteredTrial, TrialRegistration } from '../../machines/registration.machine.ts';
import type { RegisterProduct } from '../rules/registration.ts';
import { api } from './client.ts';

export interface PictureCode {
  item1: { fileContents: string; contentType: string };
  /** The answer: the page compares what is typed with it, ignoring case (docs/product.md#validation). */
  item2: string;
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

export const getRegisterPictureCode = () => api.get<PictureCode>('/api/account/GetRegisterGphValidateCode', undefined, { silent: true });

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
