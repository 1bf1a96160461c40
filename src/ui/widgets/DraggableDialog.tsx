import { Modal } from '@mantine/core';
import { useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useHotkeys } from '../hotkeys/hotkeys.ts';

/** Dialogs are at least 500 × 300 with a 46 px header. (docs/product.md#limits) */
export const DIALOG_MIN_WIDTH = 500;
export const DIALOG_MIN_HEIGHT = 300;
export const DIALOG_HEADER_HEIGHT = 46;
/** The close animation lasts 300 ms. (docs/product.md#flows) */
export const DIALOG_CLOSE_MS = 300;

export interface DraggableDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

/** The dialog's box with where it has been dragged to. */
function DraggableContent({ title, children }: Pick<DraggableDialogProps, 'title' | 'children'>) {
  // Where the dialog has been dragged to, relative to its centred place.
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  // Follows the pointer anywhere on the page until it is released.
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const start = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
    const move = (moved: PointerEvent) =>
      setOffset({ x: start.x + moved.clientX - start.pointerX, y: start.y + moved.clientY - start.pointerY });
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };

  return (
    <Modal.Content miw={DIALOG_MIN_WIDTH} mih={DIALOG_MIN_HEIGHT} style={{ position: 'relative', left: offset.x, top: offset.y }}>
      <Modal.Header mih={DIALOG_HEADER_HEIGHT} style={{ cursor: 'move', userSelect: 'none', touchAction: 'none' }} onPointerDown={onPointerDown}>
        <Modal.Title>{title}</Modal.Title>
        <Modal.CloseButton aria-label="关闭" />
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal.Content>
  );
}

/** A centred dialog moved by dragging its header; Esc closes it through the hotkey levels. */
export function DraggableDialog({ opened, onClose, title, children }: DraggableDialogProps) {
  useHotkeys({ esc: onClose }, opened);
  // A new box after each close animation, so the next opening starts centred.
  const [openings, setOpenings] = useState(0);
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      centered
      transitionProps={{ duration: DIALOG_CLOSE_MS }}
      onExitTransitionEnd={() => setOpenings((count) => count + 1)}
    >
      <Modal.Overlay />
      <DraggableContent key={openings} title={title}>
        {children}
      </DraggableContent>
    </Modal.Root>
  );
}
