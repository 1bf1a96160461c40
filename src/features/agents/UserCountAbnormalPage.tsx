import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { HANDLE_STATUSES } from '../../api/contracts/agents.ts';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { count, options, status } from './agentColumns.tsx';
import { abnormalList, ignoreAbnormal, notifyAbnormal, type UserCountAbnormal } from './agentsApi.ts';

const columns: TableColumn<UserCountAbnormal>[] = [
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
  const [problem, setProblem] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const ignore = async () => {
    if (!reason.trim()) return setProblem('请填写忽略原因（不超过200字）');
    try {
      await ignoreAbnormal(ignoring!.id, reason.trim());
      message.success('已忽略');
      setIgnoring(null);
      setRefreshKey((key) => key + 1);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '操作失败');
    }
  };
  return (
    <>
      <ListScreen<UserCountAbnormal>
        title="用户数异常"
        source={abnormalList}
        columns={columns}
        rowKey={(row) => row.id}
        exportName="用户数异常"
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机' },
          { kind: 'select', name: 'handleStatus', label: '处理状态', options: options(HANDLE_STATUSES) },
          { kind: 'dateRange', label: '检测时间' },
        ]}
        detailHref={(row) => `/userCountAbnormalDetail?id=${row.id}`}
        rowActions={[
          { label: '增购', action: 'buy', shown: open, href: (row) => `/placeOrder?orderType=addUser&userId=${row.userId}&addUsers=${row.overCount}` },
          { label: '忽略', action: 'ignore', shown: open, run: (row) => { setReason(''); setProblem(null); setIgnoring(row); } },
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
      <Modal opened={ignoring !== null} onClose={() => setIgnoring(null)} title={`忽略异常：${ignoring?.userName ?? ''}`}>
        <Stack gap="sm">
          <Textarea label="忽略原因" withAsterisk maxLength={200} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIgnoring(null)}>取消</Button>
            <Button onClick={ignore}>确定</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
