import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { WORK_ORDER_LIMITS, type WorkOrderFile } from '../../contracts/workOrders.ts';
import { getWorkOrderUploadParam } from '../../api/uploads.ts';
import { SIGNATURE_BYTES, checkUpload, contentMatchesExtension, contentMismatchMessage, type UploadRules } from '../../rules/upload.ts';
import { message } from '../../ui/message.ts';
import { uploadFile } from '../../upload/uploadFile.ts';

/** What a work order and its replies may attach. */
export const WORK_ORDER_FILES = {
  rules: { accept: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xlsx', 'zip'], maxSizeMb: WORK_ORDER_LIMITS.fileMb, maxCount: WORK_ORDER_LIMITS.files },
  accept: '.jpg,.jpeg,.png,.pdf,.doc,.docx,.xlsx,.zip',
};

interface Picked {
  key: string;
  name: string;
  state: '上传中' | '已上传' | '上传失败';
  file: WorkOrderFile | null;
}

export interface AttachmentPickerProps {
  label: string;
  rules: UploadRules;
  accept: string;
  /** The stored files, and whether any is still on its way (the form waits for it). */
  onChange(files: WorkOrderFile[], uploading: boolean): void;
}

/** Files picked, checked by extension, size and content, each uploaded (resumable) through the upload manager. */
export function AttachmentPicker({ label, rules, accept, onChange }: AttachmentPickerProps) {
  const [items, setShown] = useState<Picked[]>([]);
  // The list as last changed: an upload finishing later changes it from there, and the form hears of each change.
  const latest = useRef<Picked[]>([]);
  const setItems = (change: (current: Picked[]) => Picked[]) => {
    const next = change(latest.current);
    latest.current = next;
    setShown(next);
    onChange(next.flatMap((item) => (item.file ? [item.file] : [])), next.some((item) => item.state === '上传中'));
  };

  const upload = async (file: File, key: string) => {
    try {
      const started = await uploadFile(file, getWorkOrderUploadParam, { kind: 'workorder' });
      const { filePath, objectStorageId } = await started.done;
      const stored = { fileName: file.name, filePath, objectStorageId, size: file.size };
      setItems((current) => current.map((item) => (item.key === key ? { ...item, state: '已上传', file: stored } : item)));
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '文件上传失败，请检查网络后重试');
      setItems((current) => current.map((item) => (item.key === key ? { ...item, state: '上传失败' } : item)));
    }
  };

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkUpload(files, items.length, rules);
    if (problem) return message.error(problem);
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      if (!contentMatchesExtension(file.name, head)) return message.error(contentMismatchMessage(file.name));
    }
    const added = files.map((file) => ({ key: crypto.randomUUID(), name: file.name, state: '上传中' as const, file: null }));
    setItems((current) => [...current, ...added]);
    files.forEach((file, index) => void upload(file, added[index].key));
  };

  return (
    <Input.Wrapper label={label} description={`最多${rules.maxCount}个，每个小于${rules.maxSizeMb}MB（${rules.accept?.join('、')}）`}>
      <Stack gap={4} mt={6}>
        {items.map((item) => (
          <Group key={item.key} gap="xs" wrap="nowrap" aria-label={`附件 ${item.name}`}>
            <Text size="sm" truncate style={{ flex: 1 }}>
              {item.name}
            </Text>
            <Text size="xs" c={item.state === '上传失败' ? 'red' : 'dimmed'}>
              {item.state}
            </Text>
            <CloseButton size="sm" aria-label={`删除${item.name}`} onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))} />
          </Group>
        ))}
        {items.length < (rules.maxCount ?? 0) && (
          <FileButton onChange={(files) => void pick(files)} accept={accept} multiple>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />} w="fit-content">
                添加附件
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
