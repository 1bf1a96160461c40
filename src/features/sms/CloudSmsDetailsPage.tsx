import { Group, Stack, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { countText } from './smsColumns.tsx';
import { cloudCustomer, ledger, sendRecords } from './smsApi.ts';
import { sendColumns } from './SmsListPage.tsx';
import { ledgerColumns } from './SmsRecordPage.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

/** Whose details these are: the cloud customer's name and what its count holds. */
function CustomerLine({ userId }: { userId: number }) {
  const [customer, reload] = useLoad((signal) => cloudCustomer(userId, signal), String(userId));
  if (customer.state === 'loading') return null;
  if (customer.state === 'failed') return <LoadProblem problem={customer.problem} onRetry={reload} />;
  return (
    <Group gap="lg" aria-label="云短信客户">
      <Text size="sm">客户：{customer.value.customerName}</Text>
      <Text size="sm">剩余：{countText(customer.value.remaining)} 条</Text>
    </Group>
  );
}

/**
 * /cloudSmsDetails?userId=: one cloud customer's sends and every move of its count, told from that count:
 * 分配 and purchases add, sends take, failed or cancelled sends return, 收回 takes back (P7).
 */
export default function CloudSmsDetailsPage() {
  const userId = Number(new URLSearchParams(useSearch()).get('userId'));
  return (
    <Stack gap={0}>
      <ListScreen
        screen={smsScreens.cloudSmsDetails}
        header={Number.isSafeInteger(userId) && userId > 0 && <CustomerLine userId={userId} />}
        source={sendRecords}
        columns={sendColumns.filter((column) => column.field !== 'tplName' && column.field !== 'reason')}
        rowKey={(row) => row.id}
        scopedBy={['userId']}
        query={[{ kind: 'keyword', placeholder: '手机/内容' }, { kind: 'dateRange', label: '发送时间', defaultDays: 30 }]}
      />
      <ListScreen
        screen={smsScreens.cloudSmsDetails}
        heading="条数记录"
        addressPrefix="ledger"
        source={ledger}
        columns={ledgerColumns.map((column) => (column.field === 'target' ? { ...column, title: '客户' } : column))}
        rowKey={(row) => row.id}
        scopedBy={['userId']}
      />
    </Stack>
  );
}
