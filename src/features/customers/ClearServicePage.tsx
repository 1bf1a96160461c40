import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { ClearServiceForm } from './ClearServiceForm.tsx';
import { clearHistory, type ClearRecord } from './customerServicesApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<ClearRecord, typeof customersScreens.clearService.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'serviceName', title: '服务', width: 240 },
  { field: 'scope', title: '范围', width: 100 },
  { field: 'operator', title: '操作人', width: 100 },
  { field: 'createTime', title: '时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  { field: 'result', title: '结果', width: 90 },
];

/** Wipe a trial or expired service (清除服务, qcfw), and what was cleared before. */
export default function ClearServicePage() {
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <ListScreen
      screen={customersScreens.clearService}
      header={<ClearServiceForm onCleared={() => setRefreshKey((key) => key + 1)} />}
      source={clearHistory}
      columns={columns}
      rowKey={(row) => row.id}
      refreshKey={refreshKey}
      query={[
        { kind: 'keyword', placeholder: '客户名称' },
        { kind: 'dateRange', label: '时间' },
      ]}
    />
  );
}
