import { Modal, type ModalProps } from '@mantine/core';
import { useHotkeys } from './hotkeys.ts';

/** A Mantine modal that takes the hotkeys while open: Esc closes it, and the page's keys wait. */
export function HotkeyDialog({ opened, onClose, ...rest }: ModalProps) {
  useHotkeys({ esc: onClose }, opened);
  return <Modal opened={opened} onClose={onClose} closeOnEscape={false} centered {...rest} />;
}
