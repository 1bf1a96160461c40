import type { AiuuCardType } from '../../contracts/aiuu.ts';
import type { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { AiuuUser, CardOrder, Settlement, TiktokBinding } from './aiVideoApi.ts';

export const CARD_NAMES: Record<AiuuCardType, string> = { MONTH_CARD: '月卡', QUARTER_CARD: '季卡', YEAR_CARD: '年卡' };
export const cardName = (value: unknown) => CARD_NAMES[value as AiuuCardType] ?? String(value);
export const dateTime = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—');
const day = (value: unknown) => (value ? formatDate(value as number) : '—');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
export const yuan = { titleAlign: 'right', contentAlign: 'right', formatter: (value: unknown) => formatYuan(Number(value)) } as const;
const tag = { cellComponent: ({ value }: { value: unknown }) => <StatusTag status={String(value)} />, formatter: (value: unknown) => String(value) };

export const tiktokColumns: DeclaredColumns<TiktokBinding, typeof aiVideoScreens.tiktokBindings.list> = [
  { field: 'mobile', title: '手机', width: 140 },
  { field: 'dyNick', title: '抖音昵称', width: 160 },
  { field: 'authStatus', title: '授权状态', width: 110, ...tag },
  { field: 'memberType', title: '会员类型', width: 120 },
  { field: 'memberExpire', title: '会员到期', width: 130, formatter: day },
  { field: 'bindTime', title: '绑定时间', width: 180, orderBy: 'none', formatter: dateTime },
];

export const userColumns: DeclaredColumns<AiuuUser, typeof aiVideoScreens.aiuuUsers.list> = [
  { field: 'mobile', title: '手机', width: 140 },
  { field: 'nickname', title: '昵称', width: 120 },
  { field: 'memberType', title: '会员类型', width: 120 },
  { field: 'memberExpire', title: '会员到期', width: 130, orderBy: 'none', formatter: day },
  { field: 'source', title: '来源', width: 110 },
  { field: 'promoter', title: '推广员', width: 110, formatter: text },
  { field: 'createdAt', title: '注册时间', width: 180, orderBy: 'none', formatter: dateTime },
  { field: 'status', title: '状态', width: 90, ...tag },
];

export const orderColumns: DeclaredColumns<CardOrder, typeof aiVideoScreens.cardOrders.list> = [
  { field: 'orderNo', title: '订单号', width: 150 },
  { field: 'mobile', title: '手机', width: 140 },
  { field: 'cardType', title: '商品', width: 90, formatter: cardName },
  { field: 'amountFen', title: '金额（元）', width: 120, orderBy: 'none', ...yuan },
  { field: 'commissionFen', title: '佣金（元）', width: 120, ...yuan },
  { field: 'payMethod', title: '支付方式', width: 100 },
  { field: 'promoter', title: '推广员', width: 110, formatter: text },
  { field: 'orderStatus', title: '订单状态', width: 100, ...tag },
  { field: 'settleStatus', title: '结算状态', width: 100, ...tag },
  { field: 'createdAt', title: '下单时间', width: 180, orderBy: 'desc', formatter: dateTime },
];

export const settlementColumns: DeclaredColumns<Settlement, typeof aiVideoScreens.settlements.list> = [
  { field: 'settleNo', title: '结算单号', width: 180 },
  { field: 'period', title: '周期', width: 100 },
  { field: 'orderCount', title: '订单数', width: 90, contentAlign: 'right' },
  { field: 'orderAmountFen', title: '订单金额（元）', width: 140, ...yuan },
  { field: 'rate', title: '比例', width: 80, formatter: (value) => `${String(value)}%` },
  { field: 'amountFen', title: '结算金额（元）', width: 140, orderBy: 'none', ...yuan },
  { field: 'status', title: '结算状态', width: 100, ...tag },
  { field: 'createdAt', title: '申请时间', width: 180, orderBy: 'desc', formatter: dateTime },
  { field: 'paidAt', title: '打款时间', width: 180, formatter: dateTime },
];
