import { Box, Button, FileButton, Group, Image, Input, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { IMAGE_HEAD_BYTES, imageProblem } from '../../rules/images.ts';

export interface PickedImage {
  imageId: string;
  url: string;
}

export interface ImageUploadFieldProps {
  label: string;
  value: PickedImage | null;
  onChange(value: PickedImage): void;
  /** Stores the file (rejects with the server's message). */
  upload(file: File): Promise<PickedImage>;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Also marks the field touched, for validation on blur. */
  onBlur?(): void;
}

const problemText = (error: unknown) => (error instanceof Error && error.message ? error.message : '上传失败，请重试');

/**
 * A jpg/png picture of at most 2 MB, told by its content: the file's first bytes are checked before
 * it is sent, so a renamed document is refused at once; the server checks again.
 */
export function ImageUploadField({ label, value, onChange, upload, error, required, disabled, onBlur }: ImageUploadFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    onBlur?.();
    const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
    const local = imageProblem(file.size, head);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setProblem(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={label} required={required} error={problem ?? error} description="支持jpg/png格式，大小不超过2MB">
      <Group gap="sm" mt={4} align="center">
        {value && (
          <Box w={160}>
            <Image src={value.url} alt={`${label}预览`} radius="sm" h={90} fit="contain" bg="gray.1" />
          </Box>
        )}
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg" disabled={disabled || busy}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={busy ? <Loader size={12} /> : undefined}>
              {value ? '重新上传' : '上传图片'}
            </Button>
          )}
        </FileButton>
        {busy && (
          <Text size="xs" c="dimmed">
            上传中…
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
