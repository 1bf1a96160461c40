import { useState } from 'react';
import { useLocation } from 'wouter';
import type { FzServiceRow } from '../../contracts/serviceMaintenance.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { AddStoreModal } from './AddStoreModal.tsx';
import { serviceCol, statusFilter } from './maintenanceColumns.tsx';
import { addUserAction, batchRenew, renewAction, upgradeAction } from './serviceActions.ts';
import { fzServices } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const fz = serviceCol<FzServiceRow>();
const columns: DeclaredColumns<FzServiceRow, typeof serviceMaintenanceScreens.fzService.list> = [
  fz('userName'),
  fz('versonName'),
  fz('userCount'),
  { field: 'storeCount', title: '门店数', width: 90, contentAlign: 'right', titleAlign: 'right' },
  { field: 'dbsetCount', title: '账套数', width: 90, contentAlign: 'right', titleAlign: 'right' },
  fz('host'),
  fz('expireDate'),
  fz('serviceStatus'),
  { field: 'source', title: '来源', width: 80 },
];

const VERSIONS = ['基础版', '连锁版'].map((name) => ({ label: name, value: name }));

/** 服装ERP cloud services: renew, users, stores, upgrade, 账套, database (fwwh). */
export default function FzServicePage() {
  const [adding, setAdding] = useState<FzServiceRow | null>(null);
  const [, navigate] = useLocation();
  return (
    <>
      <ListScreen
        screen={serviceMaintenanceScreens.fzService}
        source={fzServices}
        columns={columns}
        rowKey={(row) => row.id}
        selectable
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机号/域名' },
          statusFilter,
          { kind: 'dateRange', label: '到期日期' },
          { kind: 'select', name: 'versonName', label: '版本', options: VERSIONS },
        ]}
        toolbar={[batchRenew]}
        rowActions={[
          renewAction<FzServiceRow>((row) => row.id),
          addUserAction,
          { label: '增加门店', action: 'addStore', shown: (row) => !['已停用', '已清除', '已到期'].includes(row.serviceStatus), run: (row) => setAdding(row) },
          upgradeAction<FzServiceRow>((row) => row.id),
          { label: '账套', href: (row) => serviceMaintenanceScreens.dbsetMaintenance.href({ serviceId: row.id }) },
          { label: '数据库', href: (row) => serviceMaintenanceScreens.dbsInfo.href({ serviceId: row.id }) },
        ]}
      />
      <AddStoreModal row={adding} onClose={() => setAdding(null)} onOrdered={(orderNo) => navigate(paymentsScreens.pay.href({ orderNo: orderNo }))} />
    </>
  );
}
