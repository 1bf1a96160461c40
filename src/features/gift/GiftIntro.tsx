import { Alert, Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LINK_INCOMPLETE, memberTypeName, type GiftType } from '../../rules/gift.ts';
import { AIUU_APP_NAME } from './appLink.ts';

const perks = ['智能问答，经营问题随问随答', '一键生成商品文案与短视频脚本', '销售数据解读，每日经营简报'];

function headline(giftType: GiftType, memberType: string): { title: string; subtitle: string } {
  if (giftType === 3) return { title: `好友送你一张${memberTypeName(memberType)}`, subtitle: `登录${AIUU_APP_NAME}即可领取，每张卡只能领取一次` };
  if (giftType === 2) return { title: `登录领取${AIUU_APP_NAME}会员`, subtitle: '使用手机号登录，体验会员立即到账' };
  return { title: `${AIUU_APP_NAME}邀请你免费体验`, subtitle: '好友邀请你体验智能经营助手，注册即送体验会员' };
}

interface GiftIntroProps {
  giftType: GiftType;
  memberType: string;
  checking: boolean;
  /** Why the invite or card cannot be claimed, after a failed check. */
  error: string | null;
  /** What the link lacks to be claimed (then the button is off). */
  linkProblem: string | null;
  onStart: () => void;
}

/** The promo: what the gift is, what the assistant does, and the free-experience button. */
export function GiftIntro({ giftType, memberType, checking, error, linkProblem, onStart }: GiftIntroProps) {
  const { title, subtitle } = headline(giftType, memberType);
  return (
    <Stack gap="md">
      <Stack gap={6} p="lg" style={{ borderRadius: 12, background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-brand-7))', color: 'white' }}>
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="green.0">{subtitle}</Text>
      </Stack>
      <List spacing="xs" icon={<ThemeIcon size={20} radius="xl" color="green"><IconCheck size={14} /></ThemeIcon>}>
        {perks.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
        ))}
      </List>
      {linkProblem && (
        <Alert color="yellow" title={LINK_INCOMPLETE} role="alert">
          {linkProblem}
        </Alert>
      )}
      {error && (
        <Alert color="red" title="领取失败" role="alert">
          {error}
        </Alert>
      )}
      <Button size="lg" radius="xl" loading={checking} disabled={linkProblem !== null} onClick={onStart}>
        {giftType === 3 ? '立即领取' : '免费体验'}
      </Button>
    </Stack>
  );
}
