import { useState } from 'react';
import { SEND_STATUSES } from '../../contracts/sms.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { countText, statusColumn, timeColumn } from './smsColumns.tsx';
import { cancelSend, sendRecords, type SmsSendRecord } from './smsApi.ts';
import { useSmsPool } from './useSmsPool.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

export const sendColumns: DeclaredColumns<SmsSendRecord, typeof smsScreens.smsList.list> = [
  { field: 'tel', title: '手机', width: 130 },
  { field: 'content', title: '内容', width: 'auto' },
  { field: 'signName', title: '签名', width: 110 },
  { field: 'tplName', title: '模板', width: 120 },
  { field: 'segments', title: '计费条数', width: 100, orderBy: 'none', contentAlign: 'right', titleAlign: 'right' },
  { field: 'sender', title: '发送人', width: 90 },
  timeColumn('sendTime', '发送时间'),
  statusColumn('status', '状态', SEND_STATUSES, 100),
  { field: 'reason', title: '失败原因', width: 130 },
];

/** Every message sent, per number (P7); a 定时发送 still 待发送 can be cancelled, its counts returned. */
export default function SmsListPage() {
  const pool = useSmsPool();
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <ListScreen
      screen={smsScreens.smsList}
      source={sendRecords}
      columns={sendColumns}
      rowKey={(row) => row.id}
      scopedBy={['batchNo']}
      refreshKey={refreshKey}
      header={pool.line}
      query={[{ kind: 'keyword', placeholder: '手机/内容/批次号' }, { kind: 'dateRange', label: '发送时间', defaultDays: 1, maxDays: 31 }]}
      rowActions={[
        {
          label: '取消发送',
          action: 'cancel',
          danger: true,
          shown: (row) => row.status === '待发送',
          confirm: (row) =>
            `确定取消批次 ${row.batchNo} 的定时发送吗？该批次的号码都不再发送，已扣的条数返还到${row.customerName ? `客户「${row.customerName}」的云短信条数` : '短信池'}。`,
          run: async (row) => {
            const answer = await cancelSend(row.batchNo);
            message.success(`已取消发送，返还 ${countText(answer.refunded)} 条`);
            setRefreshKey((key) => key + 1);
            pool.reload();
          },
        },
      ]}
    />
  );
}
