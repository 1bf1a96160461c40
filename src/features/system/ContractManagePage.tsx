import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { ContractDialog } from './ContractDialog.tsx';
import { CONTRACT_TYPES, SIGN_STATUSES, contracts, renewContract, type Contract } from './contractsApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

const columns: DeclaredColumns<Contract, typeof systemScreens.contractManage.list> = [
  { field: 'contractNo', title: '合同编号', width: 140, orderBy: 'none' },
  { field: 'contractName', title: '合同名称', width: 'auto' },
  { field: 'contractType', title: '类型', width: 110, filters: options(CONTRACT_TYPES) },
  { field: 'period', title: '期限', width: 220, orderBy: 'none' },
  {
    field: 'signStatus',
    title: '签署状态',
    width: 110,
    contentAlign: 'center',
    filters: options(SIGN_STATUSES),
    cellComponent: ({ row }) => <StatusTag status={row.expiringSoon ? '即将到期' : row.signStatus} />,
    formatter: (value) => String(value),
  },
  { field: 'signTime', title: '签署时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number | null, DATE_TIME_FORMAT) || '—' },
];

/** The agency contracts, read, signed with a phone code, renewed. */
export default function ContractManagePage() {
  const [open, setOpen] = useState<{ contract: Contract; signing: boolean } | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={systemScreens.contractManage}
        source={contracts}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '合同编号/合同名称' },
          { kind: 'select', name: 'signStatus', label: '签署状态', options: options(SIGN_STATUSES) },
          { kind: 'dateRange', label: '签署时间' },
        ]}
        rowActions={[
          { label: '查看', action: 'view', run: (row) => setOpen({ contract: row, signing: false }) },
          { label: '签署', action: 'sign', shown: (row) => row.signStatus === '待签署', run: (row) => setOpen({ contract: row, signing: true }) },
          {
            label: '续签',
            action: 'renew',
            shown: (row) => row.signStatus === '已到期' || row.expiringSoon,
            confirm: (row) => `确定续签「${row.contractName}」吗？将生成一份待签署的新合同。`,
            run: async (row, context) => {
              await renewContract(row.id);
              message.success('已生成续签合同，请签署');
              context.reload();
            },
          },
        ]}
      />
      <ContractDialog
        contract={open?.contract ?? null}
        signing={open?.signing ?? false}
        onClose={() => setOpen(null)}
        onSigned={() => setRefreshKey((key) => key + 1)}
      />
    </>
  );
}
