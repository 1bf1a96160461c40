import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePageMemory } from '../../ui/pageMemory.ts';
import { hasKeptWizard } from '../../ui/resource/keptStep.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { TRANSFER_WIZARD } from './keptTransfer.ts';
import { transferColumns, transferHref } from './TransferColumns.tsx';
import { TransferWizard } from './TransferWizard.tsx';
import { transfers } from './transfersApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** The transfer batches and 新建转移 (M9); a wizard left open when the page went opens again by itself. */
export default function UserTransferPage() {
  const memory = usePageMemory();
  const [creating, setCreating] = useState(() => hasKeptWizard(memory, TRANSFER_WIZARD));
  const [refreshKey, setRefreshKey] = useState(0);
  const [, navigate] = useLocation();
  return (
    <>
      <ListScreen
        screen={systemScreens.userTransfer}
        source={transfers}
        columns={transferColumns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '转移单号/原归属/新归属/操作人' },
          { kind: 'select', name: 'taskStatus', label: '任务状态', options: ['已完成', '部分失败', '失败'].map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '时间' },
        ]}
        toolbar={[{ label: '新建转移', action: 'add', run: () => setCreating(true) }]}
        detailHref={(row) => transferHref(row.id)}
      />
      {creating && (
        <TransferWizard
          onClose={(changed) => {
            setCreating(false);
            if (changed) setRefreshKey((key) => key + 1);
          }}
          onOpenBatch={(id) => {
            setCreating(false);
            setRefreshKey((key) => key + 1);
            navigate(transferHref(id));
          }}
        />
      )}
    </>
  );
}
