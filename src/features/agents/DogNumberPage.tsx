import { useState } from 'react';
import { DONGLE_STATUSES } from '../../contracts/agents.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { DangerousOpDialog } from '../../ui/widgets/DangerousOpDialog.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { count, day, options, status } from './agentColumns.tsx';
import { bindDongle, dongles, reportDongleLost, sendDangerousOpCode, unbindDongle, type Dongle } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const columns: DeclaredColumns<Dongle, typeof agentsScreens.dogNumber.list> = [
  { field: 'dogNo', title: '狗号', width: 130, orderBy: 'none' },
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 120 },
  { field: 'versonName', title: '版本', width: 90 },
  count('sites', '站点数', { width: 80 }),
  day('bindTime', '绑定时间', { sortable: true }),
  day('expireDate', '维护到期', { sortable: true }),
  status('status', '状态'),
];

/** /dogNumberManagement {jmg}: dongles: 绑定, 解绑 (M13), 挂失, 补办 → /hardwareOrder, 上云 → /upYun. */
export default function DogNumberPage() {
  const [unbinding, setUnbinding] = useState<Dongle | null>(null);
  const [binding, setBinding] = useState<Dongle | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((key) => key + 1);
  return (
    <>
      <ListScreen
        screen={agentsScreens.dogNumber}
        source={dongles}
        columns={columns}
        rowKey={(row) => row.dogNo}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '狗号/客户名称' },
          { kind: 'select', name: 'status', label: '状态', options: options(DONGLE_STATUSES) },
        ]}
        rowActions={[
          { label: '绑定', action: 'bind', shown: (row) => row.status === '库存', run: (row) => { setUserId(null); setBinding(row); } },
          { label: '解绑', action: 'unbind', danger: true, shown: (row) => row.status === '已绑定', run: (row) => setUnbinding(row) },
          {
            label: '挂失',
            action: 'lost',
            shown: (row) => row.status === '已绑定',
            confirm: (row) => `挂失后加密狗 ${row.dogNo} 将不能使用，确定挂失吗？`,
            run: async (row, context) => {
              await reportDongleLost(row.dogNo);
              message.success('已挂失');
              context.reload();
            },
          },
          { label: '补办', action: 'replace', shown: (row) => row.status === '已挂失', href: (row) => paymentsScreens.hardwareOrder.href({ userId: row.userId, dogNo: row.dogNo }) },
          { label: '上云', shown: (row) => row.status === '已绑定', href: (row) => paymentsScreens.upYun.href({ dogNo: row.dogNo }) },
        ]}
      />
      <DangerousOpDialog
        opened={unbinding !== null}
        onClose={() => setUnbinding(null)}
        title="解绑加密狗"
        objectLabel="狗号"
        objectName={unbinding?.dogNo ?? ''}
        warning={`解绑后客户 ${unbinding?.userName ?? ''} 的本地服务将无法使用该加密狗，加密狗回到库存。`}
        sendCode={sendDangerousOpCode}
        execute={(code, typedName) => unbindDongle(unbinding!.dogNo, typedName, code)}
        onDone={refresh}
      />
      <ActionDialog
        key={binding?.dogNo}
        opened={binding !== null}
        onClose={() => setBinding(null)}
        title={`绑定加密狗 ${binding?.dogNo ?? ''}`}
        check={() => (userId ? null : '请选择客户')}
        run={() => bindDongle(binding!.dogNo, Number(userId))}
        done="绑定成功"
        onDone={refresh}
      >
        <CustomerPicker label="客户" description="绑定到的服装ERP客户" withAsterisk value={userId} onChange={(value) => setUserId(value)} />
      </ActionDialog>
    </>
  );
}
