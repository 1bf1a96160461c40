import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { GiftOutcome } from '../../../machines/gift.machine.ts';
import { memberTypeName, type GiftType } from '../../rules/gift.ts';
import { AIUU_APP_NAME, AIUU_APP_URL } from './appLink.ts';

function granted(outcome: GiftOutcome | null): string | null {
  if (!outcome?.memberType || !outcome.memberUntil) return null;
  const name = outcome.memberType === 'TRIAL' ? '体验会员' : memberTypeName(outcome.memberType);
  return `${name}已到账，有效期至${dayjs(outcome.memberUntil).format('YYYY-MM-DD')}`;
}

/** The claim-success view with the way into the assistant app. */
export function GiftSuccess({ giftType, outcome }: { giftType: GiftType; outcome: GiftOutcome | null }) {
  const detail = granted(outcome);
  return (
    <Stack align="center" gap="md" py="lg">
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2}>{giftType === 1 ? '注册成功' : '领取成功'}</Title>
      {detail && <Text ta="center">{detail}</Text>}
      <Text c="dimmed" ta="center" size="sm">
        使用本手机号登录{AIUU_APP_NAME}即可开始使用
      </Text>
      <Button component="a" href={AIUU_APP_URL} size="lg" radius="xl" fullWidth>
        前往{AIUU_APP_NAME}
      </Button>
    </Stack>
  );
}
