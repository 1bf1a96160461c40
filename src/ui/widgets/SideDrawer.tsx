import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useHotkeys } from '../hotkeys/hotkeys.ts';

/** Drawers are 300 wide and report closing after their 300 ms animation. (docs/product.md#limits) */
export const DRAWER_WIDTH = 300;
export const DRAWER_CLOSE_MS = 300;

export interface SideDrawerProps extends Omit<DrawerProps, 'closeOnClickOutside' | 'closeOnEscape'> {
  /** Whether a click on the backdrop closes the drawer (off unless asked, unlike Mantine's default). */
  closeOnBackdrop?: boolean;
  /** Called once the close animation is over. */
  onClosed?(): void;
}

/** A drawer from any side that closes on the backdrop only when allowed, and on Esc through the hotkey levels. */
export function SideDrawer({ opened, onClose, onClosed, closeOnBackdrop = false, size = DRAWER_WIDTH, ...rest }: SideDrawerProps) {
  useHotkeys({ esc: onClose }, opened);
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened && onClosed) {
      const timer = setTimeout(onClosed, DRAWER_CLOSE_MS);
      wasOpened.current = opened;
      return () => clearTimeout(timer);
    }
    wasOpened.current = opened;
  }, [opened, onClosed]);
  return (
    <Drawer
      {...rest}
      size={size}
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={closeOnBackdrop}
      closeOnEscape={false}
      transitionProps={{ duration: DRAWER_CLOSE_MS }}
    />
  );
}
