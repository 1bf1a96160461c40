import type { DbsetRow } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import type { RowAction } from '../../ui/resource/actions.ts';
import type { TableColumn } from '../../ui/table/types.ts';
import { dateText, mbText, statusCell } from './maintenanceColumns.tsx';
import { restoreHref } from './BackupDialog.tsx';
import { stopDbset } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

export const dbsetCol = {
  dbsetName: { field: 'dbsetName', title: '账套名称', width: 'auto' },
  dbsetNo: { field: 'dbsetNo', title: '账套编号', width: 110 },
  userName: { field: 'userName', title: '客户名称', width: 200 },
  productName: { field: 'productName', title: '产品', width: 110 },
  dbName: { field: 'dbName', title: '数据库', width: 140 },
  sizeMB: { field: 'sizeMB', title: '大小', width: 100, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: mbText },
  createTime: { field: 'createTime', title: '创建时间', width: 110, orderBy: 'none', formatter: dateText },
  expireDate: { field: 'expireDate', title: '到期日期', width: 110, orderBy: 'none', formatter: dateText },
  lastBackup: {
    field: 'lastBackup',
    title: '最近备份',
    width: 150,
    formatter: (value) => (value ? formatDate(value as number, 'YYYY-MM-DD HH:mm') : '—'),
  },
  status: { field: 'status', title: '状态', width: 90, contentAlign: 'center', titleAlign: 'center', formatter: String, cellComponent: statusCell },
} satisfies Record<string, TableColumn<DbsetRow>>;

export const DBSET_STATUS_OPTIONS = ['正常', '停用', '已到期', '恢复中'].map((name) => ({ label: name, value: name }));

/** 恢复 continues in the data-recovery cart with this 账套 chosen. */
export const restoreAction: RowAction<DbsetRow, ButtonCode<typeof serviceMaintenanceScreens.dbsetManage>> = {
  label: '恢复',
  action: 'restore',
  shown: (row) => row.status !== '恢复中',
  href: restoreHref,
};

export const stopDbsetAction: RowAction<DbsetRow, ButtonCode<typeof serviceMaintenanceScreens.dbsetManage>> = {
  label: '停用',
  action: 'status',
  shown: (row) => row.status === '正常' || row.status === '已到期',
  confirm: (row) => `确定停用账套“${row.dbsetName}”吗？停用后用户不能再登录该账套。`,
  run: async (row, context) => {
    await stopDbset(row.id);
    message.success('账套已停用');
    context.reload();
  },
};
