import { invoicesScreens } from '../../contracts/screens/invoices.ts';
import { api, download, fetchFile } from '../../api/client.ts';
import type {
  Invoice,
  InvoiceAddress,
  InvoiceAddressFields,
  InvoiceRefund,
  InvoiceRefundRequest,
  InvoiceRequest,
  InvoiceSource,
  InvoiceTitle,
  InvoiceTitleFields,
} from '../../contracts/invoices.ts';
import { listResource } from '../../api/resource.ts';
import type { PagedAnswer } from '../../contracts/list.ts';
import type { ListSource } from '../../ui/resource/ListScreen.tsx';

export type { Invoice, InvoiceAddress, InvoiceAddressFields, InvoiceRefund, InvoiceSource, InvoiceTitle, InvoiceTitleFields };

const quiet = { silent: true, noDialog: true };

export const invoices = listResource<Invoice, typeof invoicesScreens.invoiceList.list>(invoicesScreens.invoiceList.list);
export const refunds = listResource<InvoiceRefund, typeof invoicesScreens.invoiceRefund.list>(invoicesScreens.invoiceRefund.list);
export const getInvoice = (applyNo: string, signal?: AbortSignal) => api.get<Invoice>('/api/Invoice/Detail', { applyNo }, { signal });
/** The issued invoices (已开票, 已邮寄) a refund can be asked for, matching an invoice number or title (the first 20). */
export const refundableInvoices = (keyword: string, signal?: AbortSignal) =>
  api
    .post<PagedAnswer<Invoice>>('/api/Invoice/RefundablePageList', { pageIndex: 1, pageSize: 20, keyword: keyword.trim() || undefined }, { ...quiet, signal })
    .then((page) => page.list);
export const invoiceSources = (signal?: AbortSignal) => api.get<InvoiceSource[]>('/api/Invoice/Sources', undefined, { signal });
/** The same sources a page at a time (step 1 of the wizard). */
export const invoiceSourcePages = listResource<InvoiceSource>('/api/Invoice/SourcePageList');
/** Form calls answer their refusal to the caller, which shows it in place. */
export const submitInvoice = (request: InvoiceRequest) => api.post<Invoice>('/api/Invoice/Submit', request, quiet);
export const revokeInvoice = (applyNo: string) => api.post<Invoice>('/api/Invoice/Revoke', { applyNo });
const invoiceFileName = (invoice: Invoice) => `电子发票_${invoice.invoiceNo}.pdf`;
export const downloadInvoice = (invoice: Invoice) => download('/api/Invoice/Download', { applyNo: invoice.applyNo }, invoiceFileName(invoice));
/** The electronic invoice's PDF, to show in the page (null when the server refused with a message, already shown). */
export const fetchInvoicePdf = (invoice: Invoice) => fetchFile('/api/Invoice/Download', { applyNo: invoice.applyNo }, invoiceFileName(invoice));
export const requestRefund = (request: InvoiceRefundRequest) => api.post<InvoiceRefund>('/api/Invoice/Refund', request, quiet);

/** Titles and addresses: small lists of the agent's own, answered whole. */
function profiles<T, F>(base: string) {
  const list = (signal?: AbortSignal) => api.post<T[]>(`${base}List`, {}, { signal });
  const source: ListSource<T> = {
    fetchPage: async () => {
      const rows = await api.post<T[]>(`${base}List`, {}, quiet);
      return { rows, total: rows.length };
    },
  };
  return {
    list,
    source,
    save: (fields: F & { id?: number }) => api.post<number | boolean>(`${base}Save`, fields, quiet),
    remove: (id: number) => api.post(`${base}Delete`, { id }),
    setDefault: (id: number) => api.post(`${base}SetDefault`, { id }),
  };
}

export const titles = profiles<InvoiceTitle, InvoiceTitleFields>('/api/Invoice/Title');
export const addresses = profiles<InvoiceAddress, InvoiceAddressFields>('/api/Invoice/Address');
