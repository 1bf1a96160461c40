import { formatDate } from '../../rules/dates.ts';
import { maskPhone } from '../../rules/tiktokOrderRow.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import type { TiktokBatch, TiktokImportLine } from './tiktokImportsApi.ts';

export const batchHref = (batchNo: string) => systemScreens.tiktokImportDetail.href({ batchNo: batchNo });

const dateTime = (value: unknown) => formatDate(value as number, 'YYYY-MM-DD HH:mm:ss');
const status = { cellComponent: ({ value }: { value: unknown }) => <StatusTag status={String(value)} />, formatter: (value: unknown) => String(value) };
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

export const batchColumns: DeclaredColumns<TiktokBatch, typeof systemScreens.tiktokImport.list> = [
  { field: 'batchNo', title: '批次号', width: 170, isFrozen: true },
  { field: 'fileName', title: '文件名', width: 'auto' },
  { field: 'total', title: '总行数', width: 100, orderBy: 'none', contentAlign: 'right' },
  { field: 'okCount', title: '成功', width: 90, contentAlign: 'right' },
  { field: 'failCount', title: '失败', width: 90, contentAlign: 'right' },
  { field: 'taskStatus', title: '任务状态', width: 110, ...status },
  { field: 'operator', title: '导入人', width: 100 },
  { field: 'createTime', title: '导入时间', width: 170, orderBy: 'none', formatter: dateTime },
];

export const lineColumns: DeclaredColumns<TiktokImportLine, typeof systemScreens.tiktokImportDetail.list> = [
  { field: 'rowNo', title: '行号', width: 80, orderBy: 'none' },
  { field: 'storeOrderNo', title: '抖店订单号', width: 190 },
  { field: 'goods', title: '商品', width: 'auto' },
  { field: 'buyerPhone', title: '买家手机', width: 130, formatter: (value) => maskPhone(String(value)) },
  { field: 'paid', title: '实付金额', width: 110, contentAlign: 'right' },
  { field: 'orderTime', title: '下单时间', width: 170 },
  { field: 'result', title: '结果', width: 100, filters: options(['成功', '失败', '重复']), ...status },
  { field: 'reason', title: '失败原因', width: 260 },
];
