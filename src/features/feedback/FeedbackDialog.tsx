import { Button, CloseButton, FileButton, Group, Image, Input, Loader, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { createFeedback, deleteFiles, getUploadParam, putFile, type FeedbackFile } from '../../api/feedback.ts';
import { checkUpload } from '../../rules/upload.ts';
import { useHotkeys } from '../../ui/hotkeys/hotkeys.ts';
import { message } from '../../ui/message.ts';
import { attachmentsReducer, isUploading, noAttachments, storedFiles, type Attachment } from './attachments.ts';
import { FEEDBACK_MAX_CHARS, SAVED, UPLOADING_WAIT, attachmentRules, charCount, contentProblem, telProblem } from './feedbackRules.ts';

interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
}

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** SPEC §2 Feedback dialog: content, phone and up to 5 images, each uploaded as soon as it is picked. */
export default function FeedbackDialog({ opened, onClose }: FeedbackDialogProps) {
  const form = useForm({
    initialValues: { content: '', tel: '' },
    validate: { content: contentProblem, tel: telProblem },
    validateInputOnBlur: true,
  });
  const [attachments, dispatch] = useReducer(attachmentsReducer, noAttachments);
  const uploading = isUploading(attachments);
  // Uploads outlive the dialog: what they store after it closed unsaved is deleted at once.
  const finished = useRef<'open' | 'saved' | 'abandoned'>('open');
  const latest = useRef(attachments);
  useEffect(() => {
    latest.current = attachments;
  }, [attachments]);

  useEffect(
    () => () => {
      const { items, removed } = latest.current;
      items.forEach((item) => URL.revokeObjectURL(item.preview));
      if (finished.current === 'open') finished.current = 'abandoned';
      const orphans = finished.current === 'abandoned' ? [...removed, ...storedFiles(latest.current)] : removed;
      if (orphans.length) void deleteFiles(orphans).catch(() => undefined);
    },
    [],
  );

  const upload = async (file: File, key: string, position: number) => {
    try {
      const param = await getUploadParam(file.name, position);
      await putFile(param.path, file);
      const stored: FeedbackFile = { filePath: param.relativePath, objectStorageId: param.objectStorageId };
      if (finished.current === 'abandoned') void deleteFiles([stored]).catch(() => undefined);
      else dispatch({ type: 'stored', key, stored });
    } catch (error) {
      const text = error instanceof Error ? error.message : '文件上传失败';
      message.error(text);
      dispatch({ type: 'failed', key, error: text });
    }
  };

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkUpload(files, attachments.items.length, attachmentRules);
    if (problem) return message.error(problem);
    files.forEach((file, index) => {
      const key = crypto.randomUUID();
      dispatch({ type: 'added', key, name: file.name, preview: URL.createObjectURL(file) });
      void upload(file, key, attachments.items.length + index + 1);
    });
  };

  const remove = (item: Attachment) => {
    URL.revokeObjectURL(item.preview);
    dispatch({ type: 'removed', key: item.key });
  };

  const save = async () => {
    if (form.validate().hasErrors) return;
    if (uploading) return message.warning(UPLOADING_WAIT);
    const { content, tel } = form.getValues();
    try {
      await createFeedback({ content: content.trim(), tel: tel.trim(), fileList: storedFiles(attachments) });
    } catch {
      return; // The client showed the server's message; everything typed stays.
    }
    finished.current = 'saved';
    message.success(SAVED);
    onClose();
  };

  // Alt+S saves even while OK is disabled by an upload (and then says to wait); Esc closes.
  useHotkeys({ 'alt+s': () => void save(), esc: onClose }, opened);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const count = charCount(form.values.content);
  return (
    <Modal opened={opened} onClose={onClose} title="意见反馈" centered size="lg" closeOnEscape={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="反馈内容"
            withAsterisk
            placeholder="请描述您遇到的问题或建议"
            autosize
            minRows={4}
            maxRows={10}
            description={<span aria-live="polite">{`${count}/${FEEDBACK_MAX_CHARS}`}</span>}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('content')}
          />
          <TextInput label="联系电话" placeholder="选填，方便我们联系您" inputMode="numeric" {...form.getInputProps('tel')} />
          <Input.Wrapper label="附件" description="支持 jpg、jpeg、png 格式，最多 5 张，每张小于 2MB">
            <SimpleGrid cols={5} spacing="xs" mt={6}>
              {attachments.items.map((item) => (
                <AttachmentTile key={item.key} item={item} onRemove={() => remove(item)} />
              ))}
              {attachments.items.length < (attachmentRules.maxCount ?? 0) && (
                <FileButton onChange={pick} accept={ACCEPT} multiple>
                  {(props) => (
                    <Button {...props} variant="default" h={72} aria-label="添加图片">
                      <IconPhotoPlus />
                    </Button>
                  )}
                </FileButton>
              )}
            </SimpleGrid>
          </Input.Wrapper>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" disabled={uploading} title="Alt+S">
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AttachmentTile({ item, onRemove }: { item: Attachment; onRemove: () => void }) {
  return (
    <Paper withBorder pos="relative" h={72} style={{ overflow: 'hidden' }} aria-label={`附件 ${item.name}`}>
      <Image src={item.preview} alt={item.name} h={72} fit="cover" style={{ opacity: item.status === 'done' ? 1 : 0.5 }} />
      {item.status === 'uploading' && <Loader size="sm" pos="absolute" top={24} left="calc(50% - 9px)" aria-label="上传中" />}
      {item.status === 'failed' && (
        <Text size="xs" c="red" pos="absolute" bottom={2} left={4} right={4} bg="white">
          上传失败
        </Text>
      )}
      <CloseButton size="sm" pos="absolute" top={2} right={2} bg="white" aria-label={`删除${item.name}`} onClick={onRemove} />
    </Paper>
  );
}
