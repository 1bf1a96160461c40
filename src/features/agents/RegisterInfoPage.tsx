import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { FOLLOW_STATUSES } from '../../contracts/agents.ts';
import { PRODUCT_CATALOG } from '../../contracts/orderEntry.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { RegistrationLinkDialog } from './RegistrationLinkDialog.tsx';
import { count, day, options, status } from './agentColumns.tsx';
import { abandonRegistration, extendTrial, followRegistration, registrations, type Registration } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const columns: DeclaredColumns<Registration, typeof agentsScreens.registerInfo.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'tel', title: '手机', width: 130 },
  { field: 'productName', title: '产品', width: 120 },
  { field: 'versonName', title: '版本', width: 90 },
  count('userCount', '用户数', { width: 80 }),
  { field: 'host', title: '域名', width: 100, formatter: (value) => String(value ?? '') },
  day('createTime', '注册时间', { sortable: true }),
  day('trialEnd', '试用到期', { sortable: true }),
  status('followStatus', '跟进状态'),
];
const open = (row: Registration) => row.followStatus === '未跟进' || row.followStatus === '跟进中';

/** 转正 buys the trial's product and version, on its host, for that customer. */
function conversionHref(row: Registration): string {
  const productType = Object.entries(PRODUCT_CATALOG).find(([, product]) => product.name === row.productName)?.[0];
  return paymentsScreens.buyProduct.href({ userId: row.id, ...(productType ? { productType, versionName: row.versonName } : {}), host: row.host || undefined });
}

/** /registerInfoManage {zcxx}: trial sign-ups carrying our number: 跟进, 转正, 延长试用, 放弃. */
export default function RegisterInfoPage() {
  const [extending, setExtending] = useState<Registration | null>(null);
  const [days, setDays] = useState('7');
  const [refreshKey, setRefreshKey] = useState(0);
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <ListScreen
        screen={agentsScreens.registerInfo}
        source={registrations}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机/域名' },
          { kind: 'select', name: 'followStatus', label: '跟进状态', options: options(FOLLOW_STATUSES) },
          { kind: 'dateRange', label: '注册时间' },
        ]}
        toolbar={[{ label: '注册链接', run: () => setSharing(true) }]}
        rowActions={[
          {
            label: '跟进',
            shown: open,
            run: async (row, context) => {
              await followRegistration(row.id);
              context.navigate(customersScreens.customerTrack.href({ userId: row.id }));
            },
          },
          { label: '转正', action: 'convert', shown: open, href: conversionHref },
          { label: '延长试用', action: 'extend', shown: open, run: (row) => { setDays('7'); setExtending(row); } },
          {
            label: '放弃',
            action: 'abandon',
            shown: open,
            danger: true,
            confirm: (row) => `确定放弃跟进 ${row.userName} 吗？`,
            run: async (row, context) => {
              await abandonRegistration(row.id);
              message.success('已放弃');
              context.reload();
            },
          },
        ]}
      />
      <RegistrationLinkDialog opened={sharing} onClose={() => setSharing(false)} />
      <ActionDialog
        key={extending?.id}
        opened={extending !== null}
        onClose={() => setExtending(null)}
        title="延长试用"
        run={() => extendTrial(extending!.id, Number(days))}
        done="已延长试用"
        onDone={() => setRefreshKey((key) => key + 1)}
      >
        <Text size="sm">{extending?.userName}（试用最多延长30天）</Text>
        <SegmentedControl aria-label="延长天数" data={['7', '15', '30'].map((value) => ({ label: `${value}天`, value }))} value={days} onChange={setDays} />
      </ActionDialog>
    </>
  );
}
