import { useState } from 'react';
import { useSearch } from 'wouter';
import type { DbsetRow } from '../../contracts/serviceMaintenance.ts';
import { usePermission } from '../../ui/permissions/usePermission.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { DangerousOpDialog } from '../../ui/widgets/DangerousOpDialog.tsx';
import { DBSET_STATUS_OPTIONS, dbsetCol, restoreAction, stopDbsetAction } from './dbsetColumns.tsx';
import { useDbsetBackup } from './BackupDialog.tsx';
import { AddDbsetDrawer, RenameDbsetDrawer } from './DbsetDrawers.tsx';
import { dbsets, deleteDbset, sendDangerousOpCode } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<DbsetRow, typeof serviceMaintenanceScreens.dbsetManage.list> = [
  dbsetCol.dbsetName,
  dbsetCol.dbsetNo,
  dbsetCol.userName,
  dbsetCol.productName,
  dbsetCol.dbName,
  dbsetCol.sizeMB,
  dbsetCol.createTime,
  dbsetCol.expireDate,
  dbsetCol.status,
];

/**
 * /dbsetManage[?addTo=serviceId]: create, rename, stop, back up, restore and delete 账套 (账套管理, ztgl).
 * `addTo` (after a paid 增加账套) opens 新增 for that service.
 */
export default function DbsetManagePage() {
  const addTo = Number(new URLSearchParams(useSearch()).get('addTo'));
  const [adding, setAdding] = useState<{ serviceId: number | null } | null>(Number.isSafeInteger(addTo) && addTo > 0 ? { serviceId: addTo } : null);
  const [renaming, setRenaming] = useState<DbsetRow | null>(null);
  const [deleting, setDeleting] = useState<DbsetRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // The address may ask for 新增; only an account that may add 账套 gets the drawer.
  const mayAdd = usePermission(serviceMaintenanceScreens.dbsetManage).can('add');
  const refresh = () => setRefreshKey((key) => key + 1);
  const backup = useDbsetBackup(refresh);
  return (
    <>
      <ListScreen
        screen={serviceMaintenanceScreens.dbsetManage}
        source={dbsets}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '账套名称/编号/客户名称' },
          { kind: 'select', name: 'status', label: '状态', options: DBSET_STATUS_OPTIONS },
          { kind: 'dateRange', label: '创建时间' },
        ]}
        toolbar={[{ label: '新增', action: 'add', run: () => setAdding({ serviceId: null }) }]}
        rowActions={[
          { label: '重命名', action: 'edit', run: (row) => setRenaming(row) },
          stopDbsetAction,
          backup.action,
          restoreAction,
          { label: '删除', action: 'del', danger: true, shown: (row) => row.status === '停用', run: (row) => setDeleting(row) },
        ]}
      />
      <AddDbsetDrawer opened={adding !== null && mayAdd} serviceId={adding?.serviceId ?? null} onClose={() => setAdding(null)} onSaved={refresh} />
      {backup.dialog}
      <RenameDbsetDrawer row={renaming} onClose={() => setRenaming(null)} onSaved={refresh} />
      <DangerousOpDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="删除账套"
        objectLabel="账套名称"
        objectName={deleting?.dbsetName ?? ''}
        warning="删除后该账套的全部数据将被清除，且不能恢复。"
        sendCode={sendDangerousOpCode}
        execute={(code, confirmName) => deleteDbset({ dbsetId: deleting!.id, confirmName, code })}
        onDone={refresh}
      />
    </>
  );
}
