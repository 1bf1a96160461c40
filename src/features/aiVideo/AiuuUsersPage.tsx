import { Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { AiuuCardType } from '../../contracts/aiuu.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { CARD_NAMES, userColumns } from './aiVideoColumns.tsx';
import { aiuuUsers, giftMember, type AiuuUser } from './aiVideoApi.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

function CardChoice({ onChange }: { onChange(card: AiuuCardType): void }) {
  const [card, setCard] = useState<AiuuCardType>('MONTH_CARD');
  return (
    <Radio.Group
      label="会员卡类型"
      value={card}
      onChange={(value) => {
        setCard(value as AiuuCardType);
        onChange(value as AiuuCardType);
      }}
    >
      <Stack gap={6} mt={6}>
        {(Object.keys(CARD_NAMES) as AiuuCardType[]).map((key) => (
          <Radio key={key} value={key} label={`${CARD_NAMES[key]}会员`} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** P4: names the user and the card; the membership follows whatever the user already holds. */
function askGift(row: AiuuUser, reload: () => void): Promise<void> {
  let card: AiuuCardType = 'MONTH_CARD';
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: '赠送会员',
      centered: true,
      children: (
        <Stack gap="sm">
          <Text size="sm">向用户 {row.mobile} 赠送会员，赠送的时长接在现有会员之后。</Text>
          <CardChoice onChange={(chosen) => (card = chosen)} />
        </Stack>
      ),
      labels: { confirm: '确定赠送', cancel: '取消' },
      onCancel: () => resolve(),
      onConfirm: () =>
        void giftMember(row.mobile, card)
          .then(() => {
            message.success('赠送成功');
            reload();
          })
          .catch(() => undefined)
          .finally(resolve),
    }),
  );
}

/** The aiUU users our promoters and links brought. */
export default function AiuuUsersPage() {
  return (
    <ListScreen
      screen={aiVideoScreens.aiuuUsers}
      source={aiuuUsers}
      columns={userColumns}
      rowKey={(row) => row.mobile}
      query={[
        { kind: 'keyword', placeholder: '手机号/推广员' },
        { kind: 'dateRange', label: '注册时间' },
      ]}
      detailHref={(row) => aiVideoScreens.aiuuUserDetail.href({ mobile: row.mobile })}
      rowActions={[{ label: '赠送会员', action: 'gift', run: (row, context) => askGift(row, context.reload) }]}
    />
  );
}
