import { useState } from 'react';
import { useLocation } from 'wouter';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { batchColumns, batchHref } from './TiktokImportColumns.tsx';
import { TiktokImportDialog } from './TiktokImportDialog.tsx';
import { downloadFailedLines, downloadTemplate } from './TiktokImportSheets.ts';
import { importBatches } from './tiktokImportsApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** The import batches, 下载模板 and 导入 (M10). */
export default function TiktokImportPage() {
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [, navigate] = useLocation();
  return (
    <>
      <ListScreen
        screen={systemScreens.tiktokImport}
        source={importBatches}
        columns={batchColumns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '批次号/文件名/导入人' },
          { kind: 'select', name: 'taskStatus', label: '任务状态', options: ['进行中', '已完成', '部分失败', '失败', '已取消'].map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '导入时间' },
        ]}
        toolbar={[
          { label: '下载模板', run: () => void downloadTemplate() },
          { label: '导入', action: 'import', run: () => setImporting(true) },
        ]}
        detailHref={(row) => batchHref(row.batchNo)}
        rowActions={[{ label: '下载失败行', action: 'export', shown: (row) => row.failCount > 0, run: (row) => downloadFailedLines(row.batchNo) }]}
      />
      {importing && (
        <TiktokImportDialog
          opened
          onClose={(changed) => {
            setImporting(false);
            if (changed) setRefreshKey((key) => key + 1);
          }}
          onOpenBatch={(batchNo) => {
            setImporting(false);
            setRefreshKey((key) => key + 1);
            navigate(batchHref(batchNo));
          }}
        />
      )}
    </>
  );
}
