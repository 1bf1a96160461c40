import { Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { TASK_STATE_TEXT } from '../../../machines/uploadTask.machine.ts';
import { customerById } from '../../api/customerSearch.ts';
import { getDbFileUploadParam, listDbFiles } from '../../api/uploads.ts';
import { EMPTY_FILE, FILE_TOO_LARGE, formatBytes, planParts } from '../../rules/upload.ts';
import { message } from '../../ui/message.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { CustomerPicker, type CustomerChoice } from '../../ui/widgets/CustomerPicker.tsx';
import { canPickHandles } from '../../upload/fileSource.ts';
import { TaskRow } from '../../upload/TaskRow.tsx';
import { uploadFile } from '../../upload/uploadFile.ts';
import { useRecordedLater, useUploadTasks } from '../../upload/useUploadTasks.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

/** Why a picked backup cannot be uploaded, or null. */
function refusal(file: File): string | null {
  if (file.size === 0) return EMPTY_FILE;
  return planParts(file.size) ? null : FILE_TOO_LARGE;
}

async function startUpload(customer: CustomerChoice, file: File, handle: FileSystemFileHandle | null) {
  const problem = refusal(file);
  if (problem) {
    message.error(problem);
    return;
  }
  try {
    await uploadFile(file, (fileName) => getDbFileUploadParam(customer.id, fileName), { kind: 'dbfile', customerId: customer.id, customerName: customer.name }, handle);
    message.success(`已加入上传队列：${file.name}`);
  } catch (error) {
    message.error((error as Error).message);
  }
}

async function pickWithHandle(customer: CustomerChoice) {
  try {
    const [handle] = (await window.showOpenFilePicker?.({ multiple: false })) ?? [];
    if (handle) await startUpload(customer, await handle.getFile(), handle);
  } catch {
    // The user closed the picker.
  }
}

/** 数据库文件: pick a customer, upload a backup (resumable), and see the customer's stored backups. */
export default function DbFilesPage() {
  // Opened from a customer's row: that customer is chosen. The page and the picker ask for it at once, which is one call.
  const userId = Number(new URLSearchParams(useSearch()).get('userId')) || null;
  const [choice, setChoice] = useState<{ id: number | null; customer: CustomerChoice | null }>({ id: userId, customer: null });
  const [addressId, setAddressId] = useState(userId);
  if (addressId !== userId) {
    setAddressId(userId);
    if (userId) setChoice({ id: userId, customer: null });
  }
  // The customer the address names is asked for by id (the picker shows its name itself); a picked one is known.
  const [named] = useLoad(() => (choice.customer || !choice.id ? Promise.resolve(choice.customer) : customerById(choice.id)), String(choice.id ?? ''));
  const customer = choice.customer ?? (named.state === 'ready' ? named.value : null);
  const tasks = useUploadTasks().filter(
    (task) => task.target.kind === 'dbfile' && task.target.customerId === customer?.id && task.state !== 'canceled',
  );
  // The list reloads whenever an upload of this page is recorded, or one stored before a restart is (the
  // upload centre in the header starts the uploads of every signed-in page; an upload starts them itself).
  const recordedLater = useRecordedLater();
  const finished = tasks.filter((task) => task.finished).length + recordedLater;
  const [files, reloadFiles] = useLoad((signal) => (customer ? listDbFiles(customer.id, signal) : Promise.resolve([])), `${customer?.id ?? ''}:${finished}`);

  const unfinished = tasks.filter((task) => !task.finished);

  return (
    <Stack p="md" gap="md">
      <Title order={4}>{customersScreens.dbFiles.title}</Title>
      <Paper withBorder p="md">
        <Group align="end">
          <CustomerPicker
            clearable
            w={360}
            value={choice.id ? String(choice.id) : null}
            onChange={(_, chosen) => {
              setChoice({ id: chosen?.id ?? null, customer: chosen });
            }}
          />
          <FileButton onChange={(file) => customer && file && void startUpload(customer, file, null)}>
            {(props) => (
              <Button leftSection={<IconUpload size={16} />} disabled={!customer} {...props}>
                上传备份文件
              </Button>
            )}
          </FileButton>
          {canPickHandles() && (
            <Button variant="light" disabled={!customer} onClick={() => customer && void pickWithHandle(customer)}>
              从磁盘选择（浏览器重启后可续传）
            </Button>
          )}
        </Group>
      </Paper>
      {unfinished.map((task) => (
        <TaskRow key={task.id} task={task} />
      ))}
      {customer ? (
        <Table striped withTableBorder aria-label="数据库文件列表">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>文件名</Table.Th>
              <Table.Th>大小</Table.Th>
              <Table.Th>上传时间</Table.Th>
              <Table.Th>状态</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.state === 'ready' &&
              files.value.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>{file.fileName}</Table.Td>
                  <Table.Td>{formatBytes(file.size)}</Table.Td>
                  <Table.Td>{dayjs(file.uploadedAt).format('YYYY-MM-DD HH:mm:ss')}</Table.Td>
                  <Table.Td>{TASK_STATE_TEXT.success}</Table.Td>
                </Table.Tr>
              ))}
            {(files.state !== 'ready' || files.value.length === 0) && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  {files.state === 'failed' ? (
                    <Group justify="center" gap="xs">
                      <Text c="red" size="sm" role="alert">
                        {files.problem}
                      </Text>
                      <Button size="xs" variant="light" onClick={reloadFiles}>
                        重试
                      </Button>
                    </Group>
                  ) : (
                    <Text c="dimmed" ta="center">
                      {files.state === 'loading' ? '加载中…' : '暂无数据'}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">请先选择客户</Text>
      )}
    </Stack>
  );
}
