import { ActionIcon, Affix, Alert, Drawer, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { RETENTION_NOTE } from './expiry.ts';
import { uploadManager } from './manager.ts';
import { DamagedTaskRow, RemoteTaskRow, TaskRow } from './TaskRow.tsx';
import { isActive, useDamagedUploadTasks, useRemoteUploadTasks, useUploadTasks } from './useUploadTasks.ts';

export const OFFLINE_BANNER = '网络已断开，上传已暂停，恢复网络后将自动继续';

/** The header's entry to the upload centre (上传中心), badged with the number of active uploads. */
export function UploadCentreButton() {
  const tasks = useUploadTasks();
  // The installed app's 上传中心 shortcut opens the portal with it open.
  const [opened, { open, close }] = useDisclosure(new URLSearchParams(location.search).get('uploadCentre') === 'open');
  const { online } = useNetwork();
  const remote = useRemoteUploadTasks();
  const damaged = useDamagedUploadTasks();
  const running = tasks.filter(isActive).length + remote.filter(isActive).length;
  // A task waiting for its file (or for read access) is unfinished work the user must come back to.
  const waiting = tasks.filter((task) => !isActive(task) && task.needs !== null).length;
  const active = running + waiting;
  const label = [running > 0 && `${running}个进行中`, waiting > 0 && `${waiting}个待继续`].filter(Boolean).join('，');
  const unfinished = tasks.some((task) => task.state !== 'success');
  // The browser's offline event does not always come (a network that drops without the adapter
  // noticing): a task the network paused says the same.
  const pausedByNetwork = tasks.some((task) => task.state === 'paused' && task.actor.getSnapshot().context.pausedBy === 'network');
  const offline = !online || pausedByNetwork;
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
          <ActionIcon variant="subtle" size="lg" aria-label={label ? `上传中心（${label}）` : '上传中心'} onClick={open}>
            <IconCloudUpload size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {offline && unfinished && !opened && <Affix position={{ bottom: 16, right: 16 }}>{banner}</Affix>}
      <Drawer opened={opened} onClose={close} position="right" title="上传中心" size={420} closeButtonProps={{ 'aria-label': '关闭' }}>
        <Stack gap="sm">
          {offline && banner}
          {remote.map((task) => (
            <RemoteTaskRow key={task.id} task={task} />
          ))}
          {damaged.map((task) => (
            <DamagedTaskRow key={task.id} task={task} />
          ))}
          {tasks.length === 0 && remote.length === 0 && damaged.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              暂无上传任务
            </Text>
          ) : (
            tasks.map((task) => <TaskRow key={task.id} task={task} />)
          )}
          <Text size="xs" c="dimmed">
            {RETENTION_NOTE}
          </Text>
        </Stack>
      </Drawer>
    </>
  );
}
