import { Group, TextInput, UnstyledButton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PictureCodeContext } from '../../../machines/loginPictureCode.machine.ts';

interface PictureCodeProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  picture: PictureCodeContext;
  loading: boolean;
  onRefresh: () => void;
}

/** The picture code field with its image; a click on the image fetches a new one. */
export function PictureCode({ value, onChange, error, picture, loading, onRefresh }: PictureCodeProps) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="图形验证码"
        style={{ flex: 1 }}
        value={value}
        maxLength={6}
        autoComplete="off"
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <UnstyledButton aria-label="看不清，换一张" onClick={onRefresh} mt={25} w={110} h={36} disabled={loading}>
        {picture.picture ? (
          <img src={picture.picture.imageUrl} alt="图形验证码图片" width={110} height={36} />
        ) : (
          <Text size="xs" c={picture.error ? 'red' : 'dimmed'}>
            {picture.error ?? '加载中…'}
          </Text>
        )}
      </UnstyledButton>
    </Group>
  );
}
