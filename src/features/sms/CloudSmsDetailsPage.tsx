import { Stack } from '@mantine/core';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { ledger, sendRecords, type SmsLedgerLine, type SmsSendRecord } from './smsApi.ts';
import { sendColumns } from './SmsListPage.tsx';
import { ledgerColumns } from './SmsRecordPage.tsx';

/** /cloudSmsDetails?userId=: one cloud customer's sends and every move of its count: 分配, 收回, purchases, sends and their returns (P7). */
export default function CloudSmsDetailsPage() {
  return (
    <Stack gap={0}>
      <ListScreen<SmsSendRecord>
        title="云短信明细"
        source={sendRecords}
        columns={sendColumns.filter((column) => column.field !== 'tplName' && column.field !== 'reason')}
        rowKey={(row) => row.id}
        scopedBy={['userId']}
        query={[{ kind: 'keyword', placeholder: '手机/内容' }, { kind: 'dateRange', label: '发送时间', defaultDays: 30 }]}
      />
      <ListScreen<SmsLedgerLine> title="条数记录" source={ledger} columns={ledgerColumns} rowKey={(row) => row.id} scopedBy={['userId']} />
    </Stack>
  );
}
