import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../ui/message.ts';
import { Rate } from '../../ui/widgets/Rate.tsx';

/**
 * 评价工单: one to five stars with the product's words, wherever a work order is rated (the list's 评价, the
 * detail's 评价 and 确认解决). `note` says what submitting also does; 取消 or closing sends nothing.
 */
export function RateDialog({ opened, note, onCancel, onSubmit }: { opened: boolean; note?: string; onCancel(): void; onSubmit(stars: number): void }) {
  const [stars, setStars] = useState(0);
  const close = () => {
    setStars(0);
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title="评价工单" centered>
      <Stack>
        {note && <Text size="sm">{note}</Text>}
        <Rate label="服务评分" value={stars} onChange={setStars} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button
            onClick={() => {
              if (stars < 1) return message.warning('请选择评分');
              setStars(0);
              onSubmit(stars);
            }}
          >
            提交评价
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
