import { useState } from 'react';
import { formatDate } from '../../rules/dates.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { DangerousOpDialog } from '../../ui/widgets/DangerousOpDialog.tsx';
import { PRODUCT_OPTIONS, serviceColumn } from './ExpireColumns.tsx';
import { blankUsers, closeBlankUser, sendDangerousOpCode, type BlankRow } from './customerServicesApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const columns: DeclaredColumns<BlankRow, typeof customersScreens.blankUsers.list> = [
  serviceColumn('userName'),
  serviceColumn('tel'),
  serviceColumn('productName'),
  { field: 'createTime', title: '注册时间', width: 120, orderBy: 'none', formatter: (value) => formatDate(value as number) },
  { field: 'lastLogin', title: '最后登录', width: 120, orderBy: 'none', formatter: (value) => formatDate(value as number) },
  { field: 'idleDays', title: '闲置天数', width: 100, contentAlign: 'right', titleAlign: 'right' },
  serviceColumn('serviceStatus'),
];

/** Idle accounts (no valid service, or nobody in for a year) to follow up or close (空户管理, khkh). */
export default function BlankUsersPage() {
  const [closing, setClosing] = useState<BlankRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={customersScreens.blankUsers}
        source={blankUsers}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机号' },
          { kind: 'select', name: 'productType', label: '产品', options: PRODUCT_OPTIONS },
          { kind: 'dateRange', label: '注册时间' },
        ]}
        rowActions={[
          { label: '跟进', href: (row) => customersScreens.customerTrack.href({ userId: row.id }) },
          { label: '转正', href: (row) => paymentsScreens.buyProduct.href({ userId: row.id }) },
          { label: '注销', action: 'close', danger: true, run: (row) => setClosing(row) },
        ]}
      />
      <DangerousOpDialog
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title="注销空户"
        objectLabel="客户名称"
        objectName={closing?.userName ?? ''}
        warning="注销后该客户的账号停用、域名释放，且不能恢复。"
        sendCode={sendDangerousOpCode}
        execute={(code, confirmName) => closeBlankUser({ userId: closing!.id, confirmName, code })}
        onDone={() => setRefreshKey((key) => key + 1)}
      />
    </>
  );
}
