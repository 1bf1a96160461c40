import { Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../rules/dates.ts';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { batchHref, lineColumns } from './TiktokImportColumns.tsx';
import { TiktokImportDialog } from './TiktokImportDialog.tsx';
import { downloadFailedLines } from './TiktokImportSheets.ts';
import { getImportBatch, importLines, type TiktokBatch } from './tiktokImportsApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

const facts = [
  { label: '文件名', value: (batch: TiktokBatch) => batch.fileName },
  { label: '总行数', value: (batch: TiktokBatch) => batch.total },
  { label: '成功', value: (batch: TiktokBatch) => batch.okCount },
  { label: '失败', value: (batch: TiktokBatch) => batch.failCount },
  { label: '导入人', value: (batch: TiktokBatch) => batch.operator },
  { label: '导入时间', value: (batch: TiktokBatch) => formatDate(batch.createTime, 'YYYY-MM-DD HH:mm:ss') },
];

/** /tiktokStoreOrdersIntoManaDetail?batchNo=: one batch row by row; its failed rows exported or imported again. */
export default function TiktokImportDetailPage() {
  const batchNo = new URLSearchParams(useSearch()).get('batchNo') ?? '';
  const [importing, setImporting] = useState(false);
  const [, navigate] = useLocation();
  // The batch's facts above its rows; an answer for a batch no longer shown is dropped.
  const [loaded] = useLoad<TiktokBatch>((signal) => getImportBatch(batchNo, signal), batchNo);
  const batch = loaded.state === 'ready' ? loaded.value : null;
  return (
    <>
      <ListScreen
        screen={systemScreens.tiktokImportDetail}
        heading={`导入明细 ${batchNo}`}
        source={importLines}
        columns={lineColumns}
        rowKey={(row) => row.id}
        scopedBy={['batchNo']}
        query={[{ kind: 'keyword', placeholder: '抖店订单号/商品' }]}
        header={
          batch && (
            <Card withBorder>
              <Group mb="xs">
                <Text fw={600}>批次 {batch.batchNo}</Text>
                <StatusTag status={batch.taskStatus} />
              </Group>
              <DescriptionGrid item={batch} facts={facts} />
            </Card>
          )
        }
        toolbar={[
          { label: '导出失败行', action: 'export', run: () => void downloadFailedLines(batchNo) },
          { label: '重新导入失败行', action: 'import', run: () => setImporting(true) },
        ]}
      />
      {importing && (
        <TiktokImportDialog opened onClose={() => setImporting(false)} onOpenBatch={(next) => { setImporting(false); navigate(batchHref(next)); }} />
      )}
    </>
  );
}
