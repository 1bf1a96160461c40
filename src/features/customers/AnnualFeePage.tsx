import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { AnnualFeeModal } from './AnnualFeeModal.tsx';
import { annualFees, type AnnualFee } from './customerRecordsApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { formatYuanAmount } from '../../rules/money.ts';

const columns: DeclaredColumns<AnnualFee, typeof customersScreens.annualFee.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 140 },
  { field: 'versionName', title: '版本', width: 100 },
  { field: 'userCount', title: '用户数', width: 100, orderBy: 'none', titleAlign: 'right', contentAlign: 'right' },
  { field: 'annualFee', title: '年费（元）', width: 130, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => formatYuanAmount(Number(value)) },
  { field: 'expireDate', title: '到期日期', width: 120, orderBy: 'none', formatter: (value) => formatDate(value as number) },
  { field: 'modifier', title: '修改人', width: 100, formatter: (value) => (value ? String(value) : '—') },
  { field: 'modifyTime', title: '修改时间', width: 170, orderBy: 'none', formatter: (value) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—') },
];

const PRODUCTS = [
  { label: '云启CRM', value: 'CRM' },
  { label: '云启服装ERP', value: 'FZERP' },
  { label: '千方零售', value: 'QianFang' },
];

/** Each customer's yearly fee, changed with its amount in words. */
export default function AnnualFeePage() {
  const [editing, setEditing] = useState<AnnualFee | null>(null);
  const [saved, setSaved] = useState(0);
  return (
    <>
      <ListScreen
        screen={customersScreens.annualFee}
        source={annualFees}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={saved}
        query={[
          { kind: 'keyword', placeholder: '客户名称/联系人/手机号' },
          { kind: 'select', name: 'productType', label: '产品', options: PRODUCTS },
        ]}
        rowActions={[{ label: '修改年费', action: 'edit', run: (row) => setEditing(row) }]}
      />
      <AnnualFeeModal fee={editing} onClose={() => setEditing(null)} onSaved={() => setSaved((count) => count + 1)} />
    </>
  );
}
