import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { HANDLE_STATUSES } from '../../contracts/agents.ts';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { count, options, status } from './agentColumns.tsx';
import { abnormalList, ignoreAbnormal, notifyAbnormal, type UserCountAbnormal } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const columns: DeclaredColumns<UserCountAbnormal, typeof agentsScreens.userCountAbnormal.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 120 },
  count('userCount', '购买用户数', { width: 110 }),
  count('peakUsers', '实际峰值', { width: 100 }),
  count('overCount', '超出数', { width: 90, sortable: true }),
  { field: 'checkTime', title: '检测时间', width: 120, orderBy: 'none', formatter: (value) => formatDate(value as number) },
  status('handleStatus', '处理状态'),
];
const open = (row: UserCountAbnormal) => row.handleStatus === '未处理' || row.handleStatus === '已通知';

/** /userCountAbnormal {yhyc}: customers using more users than bought: 详情, 增购 (M3), 忽略 (reason), 已通知. */
export default function UserCountAbnormalPage() {
  const [ignoring, setIgnoring] = useState<UserCountAbnormal | null>(null);
  const [reason, setReason] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={agentsScreens.userCountAbnormal}
        source={abnormalList}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机' },
          { kind: 'select', name: 'handleStatus', label: '处理状态', options: options(HANDLE_STATUSES) },
          { kind: 'dateRange', label: '检测时间' },
        ]}
        detailHref={(row) => agentsScreens.userCountAbnormalDetail.href({ id: row.id })}
        rowActions={[
          { label: '增购', action: 'buy', shown: open, href: (row) => paymentsScreens.placeOrder.href({ orderType: 'addUser', userId: row.userId, addUsers: row.overCount }) },
          { label: '忽略', action: 'ignore', shown: open, run: (row) => { setReason(''); setIgnoring(row); } },
          {
            label: '已通知',
            action: 'notify',
            shown: (row) => row.handleStatus === '未处理',
            run: async (row, context) => {
              await notifyAbnormal(row.id);
              message.success('已标记为已通知');
              context.reload();
            },
          },
        ]}
      />
      <ActionDialog
        key={ignoring?.id}
        opened={ignoring !== null}
        onClose={() => setIgnoring(null)}
        title={`忽略异常：${ignoring?.userName ?? ''}`}
        check={() => (reason.trim() ? null : '请填写忽略原因（不超过200字）')}
        run={() => ignoreAbnormal(ignoring!.id, reason.trim())}
        done="已忽略"
        onDone={() => setRefreshKey((key) => key + 1)}
      >
        <Textarea label="忽略原因" withAsterisk maxLength={200} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      </ActionDialog>
    </>
  );
}
