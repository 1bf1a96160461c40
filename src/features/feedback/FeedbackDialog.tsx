import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { TASK_STATE_TEXT } from '../../../machines/uploadTask.machine.ts';
import { createFeedback, deleteFiles, getUploadParam } from '../../api/feedback.ts';
import type { FeedbackFile } from '../../contracts/feedback.ts';
import { SIGNATURE_BYTES, checkUpload, contentMatchesExtension, contentMismatchMessage } from '../../rules/upload.ts';
import { useHotkeys } from '../../ui/hotkeys/hotkeys.ts';
import { message } from '../../ui/message.ts';
import { closeAsking } from '../../ui/widgets/dialogSheet.ts';
import { uploadManager } from '../../upload/manager.ts';
import { uploadFile, useUploadProgress } from '../../upload/uploadFile.ts';
import { useUploadTasks } from '../../upload/useUploadTasks.ts';
import {
  attachmentStatus,
  attachmentsReducer,
  isUploading,
  noAttachments,
  storedFiles,
  UNFINISHED,
  type Attachment,
  type AttachmentStatus,
  type AttachmentUpload,
  type TaskStates,
} from './attachments.ts';
import { FEEDBACK_MAX_CHARS, SAVED, UPLOADING_WAIT, attachmentRules, charCount, contentProblem, telProblem } from './feedbackRules.ts';

interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
}

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
const START_FAILED = '文件上传失败，请检查网络后重试';

/** Starts the attachment's resumable upload (listed in the upload centre) with the descriptor feedback asks for. */
async function startUpload(file: File, position: number): Promise<AttachmentUpload> {
  let target: FeedbackFile | null = null;
  const started = await uploadFile(
    file,
    async (fileName) => {
      const descriptor = await getUploadParam(fileName, position);
      target = { filePath: descriptor.relativePath, objectStorageId: descriptor.objectStorageId };
      return descriptor;
    },
    { kind: 'consultation' },
  );
  return { id: started.id, actor: started.actor, file: target! };
}

/** Stops the tasks of uploads the feedback will not use (a finished one leaves the upload centre too). */
const cancelTasks = (uploads: AttachmentUpload[]) => uploads.forEach((upload) => uploadManager.cancel(upload.id));

const deleteQuietly = (files: FeedbackFile[]) => {
  if (files.length) void deleteFiles(files).catch(() => undefined);
};

/** Feedback dialog: content, phone and up to 5 images, each uploaded (resumable) as soon as it is picked. (docs/product.md#routes) */
export default function FeedbackDialog({ opened, onClose }: FeedbackDialogProps) {
  const form = useForm({
    initialValues: { content: '', tel: '' },
    validate: { content: contentProblem, tel: telProblem },
    validateInputOnBlur: true,
  });
  const [attachments, dispatch] = useReducer(attachmentsReducer, noAttachments);
  const taskViews = useUploadTasks();
  const tasks: TaskStates = useMemo(() => new Map(taskViews.map((task) => [task.id, task.state])), [taskViews]);
  const uploading = isUploading(attachments, tasks);

  // What the unmount sees: the latest list (read by the effect event), the files saved (null = closed
  // unsaved), and the attachments removed while their descriptor was still being asked for.
  const latestAttachments = useEffectEvent(() => attachments);
  const saved = useRef<FeedbackFile[] | null>(null);
  const dropped = useRef(new Set<string>());
  const closed = useRef(false);

  useEffect(() => {
    // Development's StrictMode runs this cleanup once right after mounting: the dialog is open again.
    closed.current = false;
    return () => {
      closed.current = true;
      const { items, removed } = latestAttachments();
      items.forEach((item) => URL.revokeObjectURL(item.preview));
      const kept = saved.current ?? [];
      const unused = items.flatMap((item) => (item.upload && !kept.includes(item.upload.file) ? [item.upload] : []));
      cancelTasks(unused);
      deleteQuietly([...removed, ...unused.map((upload) => upload.file)]);
    };
  }, []);

  const upload = async (file: File, key: string, position: number) => {
    try {
      const started = await startUpload(file, position);
      if (closed.current || dropped.current.has(key)) {
        uploadManager.cancel(started.id);
        deleteQuietly([started.file]);
      } else dispatch({ type: 'started', key, upload: started });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : START_FAILED;
      if (!closed.current) message.error(text);
      dispatch({ type: 'notStarted', key, error: text });
    }
  };

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const problem = checkUpload(files, attachments.items.length, attachmentRules);
    if (problem) return message.error(problem);
    // The extension is not enough: a renamed file is refused by what it contains.
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      if (!contentMatchesExtension(file.name, head)) return message.error(contentMismatchMessage(file.name));
    }
    files.forEach((file, index) => {
      const key = crypto.randomUUID();
      dispatch({ type: 'added', key, name: file.name, preview: URL.createObjectURL(file) });
      void upload(file, key, attachments.items.length + index + 1);
    });
  };

  const remove = (item: Attachment) => {
    URL.revokeObjectURL(item.preview);
    if (item.upload) cancelTasks([item.upload]);
    else dropped.current.add(item.key);
    dispatch({ type: 'removed', key: item.key });
  };

  const save = async () => {
    if (form.validate().hasErrors) return;
    if (uploading) return message.warning(UPLOADING_WAIT);
    const { content, tel } = form.getValues();
    const fileList = storedFiles(attachments, tasks);
    try {
      await createFeedback({ content: content.trim(), tel: tel.trim(), fileList });
    } catch {
      return; // The client showed the server's message; everything typed stays.
    }
    saved.current = fileList;
    message.success(SAVED);
    onClose();
  };

  // Esc, the close button and 取消 ask before throwing typed content or picked pictures away.
  const dirty = form.values.content.trim() !== '' || form.values.tel.trim() !== '' || attachments.items.length > 0;
  const close = () => closeAsking(dirty, onClose);
  // Alt+S saves even while OK is disabled by an upload (and then says to wait); Esc closes.
  useHotkeys({ 'alt+s': () => void save(), esc: close }, opened);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const count = charCount(form.values.content);
  return (
    <Modal opened={opened} onClose={close} title="意见反馈" centered size="lg" closeOnEscape={false}>
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
                <AttachmentTile key={item.key} item={item} status={attachmentStatus(item, tasks)} onRemove={() => remove(item)} />
              ))}
              {attachments.items.length < (attachmentRules.maxCount ?? 0) && (
                <FileButton onChange={(files) => void pick(files)} accept={ACCEPT} multiple>
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
            <Button variant="default" onClick={close}>
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

function AttachmentTile({ item, status, onRemove }: { item: Attachment; status: AttachmentStatus; onRemove: () => void }) {
  return (
    <Paper withBorder pos="relative" h={72} style={{ overflow: 'hidden' }} aria-label={`附件 ${item.name}`}>
      <Image src={item.preview} alt={item.name} h={72} fit="cover" style={{ opacity: status === 'success' ? 1 : 0.5 }} />
      {item.upload ? (
        <TaskProgress name={item.name} upload={item.upload} />
      ) : (
        <UploadState name={item.name} status={status} percent={0} error={item.startError} />
      )}
      <CloseButton size="sm" pos="absolute" top={2} right={2} bg="var(--mantine-color-body)" aria-label={`删除${item.name}`} onClick={onRemove} />
    </Paper>
  );
}

function TaskProgress({ name, upload }: { name: string; upload: AttachmentUpload }) {
  const { state, percent, error } = useUploadProgress(upload.actor);
  return <UploadState name={name} status={state} percent={percent} error={error} />;
}

/** The state line and progress bar under a picture, until it is stored. */
function UploadState({ name, status, percent, error }: { name: string; status: AttachmentStatus; percent: number; error: string | null }) {
  if (status === 'success') return null;
  const failed = status === 'error' || status === 'notStarted';
  const unfinished = UNFINISHED.includes(status);
  const text = failed ? '上传失败' : `${TASK_STATE_TEXT[status === 'preparing' ? 'waiting' : status]}${unfinished ? ` ${percent}%` : ''}`;
  return (
    <Stack gap={2} pos="absolute" bottom={0} left={0} right={0} bg="var(--mantine-color-body)" px={4} py={2}>
      <Text size="xs" c={failed ? 'red' : undefined} title={error ?? undefined} truncate>
        {text}
      </Text>
      {unfinished && <Progress size="xs" value={percent} aria-label={`${name} 上传进度`} />}
    </Stack>
  );
}
