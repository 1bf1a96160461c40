import { Button, Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { transferLineColumns } from './TransferColumns.tsx';
import { getTransfer, retryFailedTransfers, transferLines, type TransferBatch } from './transfersApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

const facts = [
  { label: '原归属', value: (batch: TransferBatch) => batch.fromOwner },
  { label: '新归属', value: (batch: TransferBatch) => batch.toOwner },
  { label: '客户数', value: (batch: TransferBatch) => batch.count },
  { label: '成功', value: (batch: TransferBatch) => batch.okCount },
  { label: '失败', value: (batch: TransferBatch) => batch.failCount },
  { label: '操作人', value: (batch: TransferBatch) => batch.operator },
  { label: '时间', value: (batch: TransferBatch) => formatDate(batch.createTime, 'YYYY-MM-DD HH:mm:ss') },
];

/** /userTransferDetail?id=: one batch, its customers and 重试失败. */
export default function UserTransferDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [version, setVersion] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // After 重试失败 the batch loads again while its figures stay shown.
  const [loaded, reload] = useLoad((signal) => getTransfer(id, signal), id);
  const batch = loaded.state === 'ready' ? loaded.value : null;
  const retry = async (failCount: number) => {
    setRetrying(true);
    try {
      const after = await retryFailedTransfers(Number(id));
      const moved = failCount - after.failCount;
      if (after.failCount === 0) message.success(`重试完成，${moved} 个客户已转移`);
      else message.warning(`重试完成：${moved} 个客户已转移，${after.failCount} 个仍失败`);
      reload();
      setVersion((count) => count + 1);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <ListScreen
      screen={systemScreens.userTransferDetail}
        heading={`转移详情 ${batch?.transferNo ?? ''}`}
      source={transferLines}
      columns={transferLineColumns}
      rowKey={(row) => row.id}
      scopedBy={['id']}
      refreshKey={version}
      header={
        loaded.state === 'failed' ? (
          <LoadProblem problem={loaded.problem} onRetry={reload} />
        ) : (
          batch && (
          <Card withBorder>
            <Group mb="xs" justify="space-between">
              <Group>
                <Text fw={600}>转移单 {batch.transferNo}</Text>
                <StatusTag status={batch.taskStatus} />
              </Group>
              {batch.failCount > 0 && (
                <Can screen={systemScreens.userTransferDetail} action="retry">
                  <Button size="xs" loading={retrying} onClick={() => void retry(batch.failCount)}>重试失败</Button>
                </Can>
              )}
            </Group>
            <DescriptionGrid item={batch} facts={facts} />
          </Card>
          )
        )
      }
    />
  );
}
