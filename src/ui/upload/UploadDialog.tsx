import { ActionIcon, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NO_FILES, NO_FILES_TITLE, formatBytes, selectForDialog, type FileKind } from '../../rules/upload.ts';
import { message } from '../message.ts';

export interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the chosen files; the dialog closes when it resolves. */
  onUpload: (files: File[]) => void | Promise<void>;
  /** How many files in total (those already added elsewhere count against it). */
  limit: number;
  alreadyAdded?: number;
  /** Largest size per file in MB of 1048576 bytes (default 10). */
  maxSizeMb?: number;
  kinds?: readonly FileKind[];
  title?: string;
}

/** Tells the user no file was chosen: a box titled 错误 with a confirm button (docs/product.md#validation). */
function showNoFiles() {
  const id = modals.open({
    title: NO_FILES_TITLE,
    centered: true,
    children: (
      <Stack>
        <Text>{NO_FILES}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>确定</Button>
        </Group>
      </Stack>
    ),
  });
}

/** The generic upload dialog: add files within the limits (docs/product.md#validation), remove them, then upload. */
export function UploadDialog({ opened, onClose, onUpload, limit, alreadyAdded = 0, maxSizeMb, kinds, title = '文件上传' }: UploadDialogProps) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const room = limit - alreadyAdded - chosen.length;

  const add = (picked: File[]) => {
    const { accepted, messages } = selectForDialog(picked, alreadyAdded + chosen.length, { limit, maxSizeMb, kinds });
    // One message at a time (docs/product.md#calls-and-errors), so the refusals are shown together.
    if (messages.length) message.warning(messages.join('；'));
    setChosen((current) => [...current, ...accepted]);
  };

  const upload = async () => {
    if (chosen.length === 0) {
      showNoFiles();
      return;
    }
    setBusy(true);
    try {
      await onUpload(chosen);
      setChosen([]);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {chosen.map((file, index) => (
          <Group key={`${file.name}-${index}`} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {file.name}（{formatBytes(file.size)}）
            </Text>
            <ActionIcon variant="subtle" aria-label={`移除 ${file.name}`} onClick={() => setChosen((current) => current.filter((_, at) => at !== index))}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        ))}
        {room <= 0 && (
          <Text size="sm" c="dimmed">
            不能上传更多文件
          </Text>
        )}
        <Group justify="flex-end">
          <FileButton multiple onChange={add}>
            {(props) => (
              <Button variant="default" disabled={room <= 0} {...props}>
                添加文件
              </Button>
            )}
          </FileButton>
          <Button loading={busy} onClick={() => void upload()}>
            上传文件
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
