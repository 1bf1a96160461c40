import { WORD_FORMAT_STATUSES, DOC_TYPES } from '../../contracts/workOrders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { wordFormatActions } from './wordFormatActions.ts';
import { wordFormats, type WordFormatRow } from './workOrdersApi.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const time = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—');

const columns: DeclaredColumns<WordFormatRow, typeof workOrdersScreens.msWordFormat.list> = [
  { field: 'reqNo', title: '编号', width: 190, isFrozen: true },
  { field: 'userName', title: '客户名称', width: 200 },
  { field: 'formatName', title: '格式名称', width: 'auto' },
  { field: 'docType', title: '单据类型', width: 110 },
  { field: 'amountFen', title: '费用', width: 120, orderBy: 'none', contentAlign: 'right', formatter: (value) => (value === null ? '待报价' : formatYuan(value as number)) },
  { field: 'status', title: '状态', width: 110, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  { field: 'createTime', title: '提交时间', width: 170, orderBy: 'none', formatter: time },
  { field: 'finishTime', title: '完成时间', width: 170, formatter: time },
];

/** /msWordFormat Word格式 [mswordformat]: follow custom print-format requests. */
export default function MsWordFormatPage() {
  return (
    <ListScreen
      screen={workOrdersScreens.msWordFormat}
      source={wordFormats}
      columns={columns}
      rowKey={(row) => row.reqNo}
      query={[
        { kind: 'keyword', placeholder: '编号、格式名称、客户名称' },
        { kind: 'select', name: 'status', label: '状态', options: options(WORD_FORMAT_STATUSES) },
        { kind: 'select', name: 'docType', label: '单据类型', options: options(DOC_TYPES) },
        { kind: 'dateRange', label: '提交时间' },
      ]}
      toolbar={[{ label: '新建', action: 'add', href: workOrdersScreens.msWordFormatCreate.path }]}
      detailHref={(row) => workOrdersScreens.msWordFormatDetail.href({ reqNo: row.reqNo })}
      rowActions={wordFormatActions}
    />
  );
}
