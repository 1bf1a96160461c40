import type { Invoice, InvoiceRefund } from '../../contracts/invoices.ts';
import { INVOICE_STATUSES, REFUND_STATUSES } from '../../contracts/invoices.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { invoicesScreens } from '../../contracts/screens/invoices.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const time = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '');
const money = { width: 130, titleAlign: 'right', contentAlign: 'right', formatter: (value: unknown) => formatYuan(Number(value)) } as const;
const statusCell = { width: 110, titleAlign: 'center', contentAlign: 'center', cellComponent: ({ value }: { value: unknown }) => <StatusTag status={String(value)} /> } as const;

export const kindLabel = (invoice: Pick<Invoice, 'invoiceType' | 'medium'>) =>
  `增值税${invoice.invoiceType === '专票' ? '专用' : '普通'}发票（${invoice.medium}）`;

export const invoiceColumns: DeclaredColumns<Invoice, typeof invoicesScreens.invoiceList.list> = [
  { field: 'applyNo', title: '申请编号', width: 170, isFrozen: true },
  { field: 'titleName', title: '发票抬头', width: 'auto' },
  { field: 'invoiceType', title: '发票类型', width: 190, formatter: (_, row) => kindLabel(row) },
  { field: 'amountFen', title: '开票金额', orderBy: 'none', ...money },
  { field: 'status', title: '发票状态', filters: options(INVOICE_STATUSES), ...statusCell },
  { field: 'invoiceNo', title: '发票号码', width: 120 },
  { field: 'expressNo', title: '快递单号', width: 140 },
  { field: 'createTime', title: '申请时间', width: 170, orderBy: 'none', formatter: time },
  { field: 'issueTime', title: '开票时间', width: 170, orderBy: 'none', formatter: time },
];

export const refundColumns: DeclaredColumns<InvoiceRefund, typeof invoicesScreens.invoiceRefund.list> = [
  { field: 'refundNo', title: '退票单号', width: 170, isFrozen: true },
  { field: 'invoiceNo', title: '原发票号码', width: 120 },
  { field: 'titleName', title: '发票抬头', width: 'auto' },
  { field: 'amountFen', title: '金额', orderBy: 'none', ...money },
  { field: 'reason', title: '原因', width: 200 },
  { field: 'status', title: '状态', filters: options(REFUND_STATUSES), ...statusCell },
  { field: 'createTime', title: '申请时间', width: 170, orderBy: 'none', formatter: time },
];

export const formatTime = time;
/** 元 with two decimals and the amount in Chinese capitals: '1,234.50（壹仟贰佰叁拾肆元伍角）'. */
export const amountWithWords = (fen: number) => `${formatYuan(fen)}（${moneyToChinese(fenToYuanText(fen))}）`;
