import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A centred dialog with one confirm button; the text is rendered as text, never as HTML. */
export function messageBox(text: string, title = '消息'): void {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>确定</Button>
        </Group>
      </>
    ),
  });
}
