import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import type { TransferBatch, TransferLine } from './transfersApi.ts';

export const transferHref = (id: number) => systemScreens.userTransferDetail.href({ id: id });

const status = { cellComponent: ({ value }: { value: unknown }) => <StatusTag status={String(value)} />, formatter: (value: unknown) => String(value) };

export const transferColumns: DeclaredColumns<TransferBatch, typeof systemScreens.userTransfer.list> = [
  { field: 'transferNo', title: '转移单号', width: 140, isFrozen: true },
  { field: 'fromOwner', title: '原归属', width: 'auto' },
  { field: 'toOwner', title: '新归属', width: 'auto' },
  { field: 'count', title: '客户数', width: 90, contentAlign: 'right' },
  { field: 'okCount', title: '成功', width: 80, contentAlign: 'right' },
  { field: 'failCount', title: '失败', width: 80, contentAlign: 'right' },
  { field: 'operator', title: '操作人', width: 100 },
  { field: 'taskStatus', title: '任务状态', width: 110, ...status },
  { field: 'createTime', title: '时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, 'YYYY-MM-DD HH:mm:ss') },
];

export const transferLineColumns: DeclaredColumns<TransferLine, typeof systemScreens.userTransferDetail.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 160 },
  { field: 'result', title: '结果', width: 100, filters: [{ label: '成功', value: '成功' }, { label: '失败', value: '失败' }], ...status },
  { field: 'reason', title: '失败原因', width: 220 },
];
