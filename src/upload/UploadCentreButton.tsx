import { ActionIcon, Affix, Alert, Drawer, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { uploadManager } from './manager.ts';
import { RemoteTaskRow, TaskRow } from './TaskRow.tsx';
import { isActive, useRemoteUploadTasks, useUploadTasks } from './useUploadTasks.ts';

export const OFFLINE_BANNER = '网络已断开，上传已暂停，恢复网络后将自动继续';

/** The header's entry to the upload centre (上传中心), badged with the number of active uploads. */
export function UploadCentreButton() {
  const tasks = useUploadTasks();
  const [opened, { open, close }] = useDisclosure(false);
  const { online } = useNetwork();
  const remote = useRemoteUploadTasks();
  const active = tasks.filter(isActive).length + remote.filter(isActive).length;
  const unfinished = tasks.some((task) => task.state !== 'success');
  const banner = (
    <Alert color="orange" icon={<IconWifiOff size={16} />} role="alert">
      {OFFLINE_BANNER}
    </Alert>
  );

  useEffect(() => {
    uploadManager.start().catch(() => undefined);
  }, []);

  return (
    <>
      <Tooltip label="上传中心">
        <Indicator label={active} size={16} disabled={active === 0} color="red">
          <ActionIcon variant="subtle" size="lg" aria-label={active ? `上传中心（${active}个进行中）` : '上传中心'} onClick={open}>
            <IconCloudUpload size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {!online && unfinished && !opened && <Affix position={{ bottom: 16, right: 16 }}>{banner}</Affix>}
      <Drawer opened={opened} onClose={close} position="right" title="上传中心" size={420} closeButtonProps={{ 'aria-label': '关闭' }}>
        <Stack gap="sm">
          {!online && banner}
          {remote.map((task) => (
            <RemoteTaskRow key={task.id} task={task} />
          ))}
          {tasks.length === 0 && remote.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              暂无上传任务
            </Text>
          ) : (
            tasks.map((task) => <TaskRow key={task.id} task={task} />)
          )}
        </Stack>
      </Drawer>
    </>
  );
}
