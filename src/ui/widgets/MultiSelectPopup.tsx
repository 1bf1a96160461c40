import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { multiSelectPopupMachine } from '../../../machines/multiSelectPopup.machine.ts';
import { NO_DATA_TEXT, RESET_TEXT, CONFIRM_TEXT } from '../chineseDefaults.ts';
import { useHotkeys } from '../hotkeys/hotkeys.ts';
import { uniqueByValue, type Option } from './options.ts';

/** 150 px wide, 36 px lines, 8.5 lines visible before it scrolls. (docs/product.md#limits) */
export const POPUP_WIDTH = 150;
export const LINE_HEIGHT = 36;
export const VISIBLE_LINES = 8.5;

export interface MultiSelectPopupProps {
  opened: boolean;
  title: string;
  options: readonly Option[];
  selected: readonly string[];
  /** The pop-up was dismissed (backdrop or Esc): the data it opened with. */
  onClose(original: string[]): void;
  onSave(ids: string[]): void;
}

/** A pop-up list of checkboxes whose choices count only when saved (docs/product.md#flows). */
export function MultiSelectPopup({ opened, title, options, selected, onClose, onSave }: MultiSelectPopupProps) {
  const actor = useActorRef(multiSelectPopupMachine);
  useEffect(() => {
    const saved = actor.on('saved', (event) => onSave(event.ids));
    const closed = actor.on('closed', (event) => onClose(event.original));
    return () => {
      saved.unsubscribe();
      closed.unsubscribe();
    };
  }, [actor, onSave, onClose]);
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  useEffect(() => {
    if (opened) actor.send({ type: 'OPEN', selected: [...selected] });
    // Opening takes the selection of that moment; later prop changes do not disturb the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, opened]);
  const dismiss = () => actor.send({ type: 'DISMISS' });
  useHotkeys({ esc: dismiss }, opened && isOpen);
  const shown = uniqueByValue(options);

  return (
    <Modal opened={opened && isOpen} onClose={dismiss} title={title} size={POPUP_WIDTH + 40} closeOnEscape={false} centered>
      <ScrollArea.Autosize mah={LINE_HEIGHT * VISIBLE_LINES} w={POPUP_WIDTH}>
        <Stack gap={0} role="group" aria-label={title}>
          {shown.length === 0 && <Text c="dimmed">{NO_DATA_TEXT}</Text>}
          {shown.map((option) => (
            <Checkbox
              key={option.value}
              h={LINE_HEIGHT}
              styles={{ body: { alignItems: 'center', height: LINE_HEIGHT } }}
              label={option.label}
              disabled={option.disabled}
              checked={draft.includes(option.value)}
              onChange={() => actor.send({ type: 'TOGGLE', value: option.value })}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button size="xs" variant="default" onClick={() => actor.send({ type: 'RESET' })}>
          {RESET_TEXT}
        </Button>
        <Button size="xs" onClick={() => actor.send({ type: 'SAVE' })}>
          {CONFIRM_TEXT}
        </Button>
      </Group>
    </Modal>
  );
}
