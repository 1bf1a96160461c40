import { Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatBytes } from '../../rules/upload.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { TaskRow } from '../../upload/TaskRow.tsx';
import { useRecordedLater, useUploadTasks } from '../../upload/useUploadTasks.ts';
import { AppFileUploadModal } from './AppFileUploadModal.tsx';
import { appFiles, deleteAppFile, downloadAppFile, type AppFile } from './customerRecordsApi.ts';
import { getCustomer } from './customersApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<AppFile, typeof customersScreens.appFileList.list> = [
  { field: 'fileName', title: '文件名', width: 'auto', orderBy: 'none' },
  { field: 'fileVersion', title: '版本', width: 110 },
  { field: 'size', title: '大小', width: 110, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => formatBytes(Number(value)) },
  { field: 'uploadTime', title: '上传时间', width: 170, orderBy: 'desc', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  { field: 'remark', title: '说明', width: 220 },
];

/** /customerInformationManage/appFileList?userId=: a customer's installers, patches and files; upload, download, delete. */
export default function AppFileListPage() {
  const userId = Number(new URLSearchParams(useSearch()).get('userId')) || null;
  const [uploading, setUploading] = useState(false);
  const tasks = useUploadTasks().filter((task) => task.target.kind === 'appfile' && task.target.customerId === userId && task.state !== 'canceled');
  // The list reloads whenever an upload of this customer is recorded, or one stored before a restart is (the
  // upload centre in the header starts the uploads of every signed-in page; an upload starts them itself).
  const finished = tasks.filter((task) => task.finished).length + useRecordedLater();
  // The customer's name, for the title.
  const [named] = useLoad((signal) => (userId ? getCustomer(userId, signal) : Promise.resolve(null)), String(userId ?? ''));
  const customer = named.state === 'ready' ? named.value : null;

  return (
    <>
      <ListScreen
        screen={customersScreens.appFileList}
        heading={customer ? `应用文件：${customer.name}` : '应用文件'}
        source={appFiles}
        columns={columns}
        rowKey={(row) => row.id}
        scopedBy={['userId']}
        refreshKey={finished}
        query={[{ kind: 'keyword', placeholder: '文件名/说明' }]}
        header={
          <Stack gap={4}>
            {!userId && <Text size="sm" c="dimmed">从客户详情进入可上传该客户的文件</Text>}
            {tasks.filter((task) => !task.finished).map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </Stack>
        }
        toolbar={customer ? [{ label: '上传', action: 'upload', icon: <IconUpload size={14} />, run: () => setUploading(true) }] : []}
        rowActions={[
          { label: '下载', action: 'download', run: (row) => downloadAppFile(row) },
          {
            label: '删除',
            action: 'del',
            danger: true,
            confirm: (row) => `确定删除文件「${row.fileName}」吗？`,
            run: async (row, context) => {
              await deleteAppFile(row.id);
              message.success('删除成功');
              context.reload();
            },
          },
        ]}
      />
      <AppFileUploadModal customer={uploading ? customer : null} onClose={() => setUploading(false)} />
    </>
  );
}
