import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { statusColumn, timeColumn } from './smsColumns.tsx';
import { sendRecords, type SmsSendRecord } from './smsApi.ts';

export const sendColumns: TableColumn<SmsSendRecord>[] = [
  { field: 'tel', title: '手机', width: 130 },
  { field: 'content', title: '内容', width: 'auto' },
  { field: 'signName', title: '签名', width: 110 },
  { field: 'tplName', title: '模板', width: 120 },
  { field: 'segments', title: '计费条数', width: 100, orderBy: 'none', contentAlign: 'right', titleAlign: 'right' },
  { field: 'sender', title: '发送人', width: 90 },
  timeColumn('sendTime', '发送时间'),
  statusColumn('status', '状态', ['待发送', '发送中', '成功', '失败'], 100),
  { field: 'reason', title: '失败原因', width: 130 },
];

/** /SmsList: every message sent, per number (P7). */
export default function SmsListPage() {
  return (
    <ListScreen<SmsSendRecord>
      title="短信发送记录"
      source={sendRecords}
      columns={sendColumns}
      rowKey={(row) => row.id}
      exportName="短信发送记录"
      scopedBy={['batchNo']}
      query={[{ kind: 'keyword', placeholder: '手机/内容/批次号' }, { kind: 'dateRange', label: '发送时间', defaultToday: true, maxDays: 31 }]}
    />
  );
}
