import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';
import type { SettlementSubmit } from '../../../machines/settlementApply.machine.ts';
import { api } from '../../api/client.ts';
import type {
  AiuuCardType, AiuuUser, AiuuUserDetail, CardOrder, LinkRequest, NewPromoter, Promoter, PromoLink, Settlement, SettlementDetail, TiktokBinding,
  VoucherLink,
} from '../../contracts/aiuu.ts';
import { listResource } from '../../api/resource.ts';

export type { AiuuUser, AiuuUserDetail, CardOrder, Promoter, Settlement, SettlementDetail, TiktokBinding };

const quiet = { silent: true, noDialog: true };

export const tiktokBindings = listResource<TiktokBinding, typeof aiVideoScreens.tiktokBindings.list>(aiVideoScreens.tiktokBindings.list);
export const unbindTiktok = (id: number) => api.post('/api/aiuu/tiktok/Unbind', { id });

export const aiuuUsers = listResource<AiuuUser, typeof aiVideoScreens.aiuuUsers.list>(aiVideoScreens.aiuuUsers.list);
export const getAiuuUser = (mobile: string) => api.get<AiuuUserDetail>('/api/aiuu/user/Detail', { mobile });
export const giftMember = (mobile: string, memberType: AiuuCardType) => api.post('/api/aiuu/user/GiftMember', { mobile, memberType });

export const promoters = listResource<Promoter, typeof aiVideoScreens.promoters.list>(aiVideoScreens.promoters.list);
export const addPromoter = (promoter: NewPromoter) => api.post('/api/aiuu/promoter/Add', promoter, quiet);
export const setPromoterStatus = (code: string, status: Promoter['status']) => api.post('/api/aiuu/promoter/SetStatus', { code, status });
export const makePromoLink = (request: LinkRequest) => api.post<PromoLink>('/api/aiuu/promoter/MakeLink', request, quiet);

export const cardOrders = listResource<CardOrder, typeof aiVideoScreens.cardOrders.list>(aiVideoScreens.cardOrders.list);
export const settlements = listResource<Settlement, typeof aiVideoScreens.settlements.list>(aiVideoScreens.settlements.list);
export const unsettledOrders = (signal?: AbortSignal) => api.get<CardOrder[]>('/api/aiuu/settlement/Unsettled', undefined, { silent: true, signal });
export const getSettlement = (settleNo: string) => api.get<SettlementDetail>('/api/aiuu/settlement/Detail', { settleNo });
export const revokeSettlement = (settleNo: string) => api.post('/api/aiuu/settlement/Revoke', { settleNo });
/** A link to the payment voucher's picture, valid for 15 minutes; the page shows a failure itself. */
export const getVoucherLink = (settleNo: string, signal?: AbortSignal) => api.get<VoucherLink>('/api/aiuu/settlement/Voucher', { settleNo }, { ...quiet, signal });

/** The file's bytes as base64 (without the data: prefix). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(new Error('读取发票文件失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}

export async function applySettlement(request: SettlementSubmit): Promise<{ settleNo: string }> {
  const { invoice, orders, ...payee } = request;
  return api.post<{ settleNo: string }>(
    '/api/aiuu/settlement/Apply',
    {
      ...payee,
      orderNos: orders.map((order) => order.orderNo),
      invoiceFileName: invoice.name,
      invoiceBase64: await base64Of(invoice.data as Blob),
    },
    quiet,
  );
}
