import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks 请确认 with the text; answers whether the user pressed 确定 (red for a dangerous step). */
export function confirmed(text: string, danger?: boolean): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: '请确认',
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}
