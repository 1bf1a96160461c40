import { useEffect, useId, useRef } from 'react';
import { createActor } from 'xstate';
import { activeLevel, hotkeyLevelsMachine } from '../../../machines/hotkeyLevels.machine.ts';

/** Hotkey slots. Enter has a slot but is never fired: forms keep their own Enter. (docs/product.md#limits) */
export type HotkeySlot = 'alt+s' | 'alt+x' | 'alt+a' | 'alt+f' | 'esc' | 'enter';
export type HotkeyHandlers = Partial<Record<HotkeySlot, () => void>>;

const ALT_LETTERS: Record<string, HotkeySlot> = { KeyS: 'alt+s', KeyX: 'alt+x', KeyA: 'alt+a', KeyF: 'alt+f' };

/** The slot a key press belongs to, or null. Letters are read from the key's position, as Alt may change the character. */
export function slotOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): HotkeySlot | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey && !event.shiftKey) return ALT_LETTERS[event.code] ?? null;
  if (event.altKey || event.shiftKey) return null;
  if (event.key === 'Escape') return 'esc';
  if (event.key === 'Enter') return 'enter';
  return null;
}

const levels = createActor(hotkeyLevelsMachine).start();
const handlersByLevel = new Map<string, { current: HotkeyHandlers }>();

/** Listens on the bubbling phase so a focused control that handles a key itself (an open list's Esc) keeps it. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented) return;
  const slot = slotOf(event);
  if (!slot || slot === 'enter') return;
  const level = activeLevel(levels.getSnapshot().context);
  const handler = level ? handlersByLevel.get(level)?.current[slot] : undefined;
  if (!handler) return;
  event.preventDefault();
  handler();
}

function open(id: string, handlers: { current: HotkeyHandlers }): void {
  if (handlersByLevel.size === 0) window.addEventListener('keydown', onKeyDown);
  handlersByLevel.set(id, handlers);
  levels.send({ type: 'OPEN', id });
}

function close(id: string): void {
  handlersByLevel.delete(id);
  levels.send({ type: 'CLOSE', id });
  if (handlersByLevel.size === 0) window.removeEventListener('keydown', onKeyDown);
}

/** The level whose hotkeys fire now (the innermost open page or pop-up). */
export function currentHotkeyLevel(): string | null {
  return activeLevel(levels.getSnapshot().context);
}

/**
 * Opens a hotkey level for as long as the component is mounted and `enabled`: a page's
 * Alt+S/Alt+X/Alt+A/Alt+F, or a pop-up's Esc. A pop-up opened later takes the keys until it closes.
 */
export function useHotkeys(handlers: HotkeyHandlers, enabled = true): void {
  const id = useId();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    open(id, latest);
    return () => close(id);
  }, [enabled, id]);
}
