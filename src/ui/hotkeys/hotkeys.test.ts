import { describe, expect, it } from 'vitest';
import { slotOf } from './hotkeys.ts';

const press = (init: Partial<Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>>) => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...init,
});

describe('hotkey slots', () => {
  it('maps Alt+S, Alt+X, Alt+A and Alt+F by key position, whatever character Alt produces', () => {
    expect(['KeyS', 'KeyX', 'KeyA', 'KeyF'].map((code) => slotOf(press({ code, key: 'ß', altKey: true })))).toEqual([
      'alt+s',
      'alt+x',
      'alt+a',
      'alt+f',
    ]);
  });
  it('has Esc and Enter slots', () => {
    expect(slotOf(press({ key: 'Escape' }))).toBe('esc');
    expect(slotOf(press({ key: 'Enter' }))).toBe('enter');
  });
  it('leaves other combinations to the browser', () => {
    expect(slotOf(press({ code: 'KeyS', altKey: true, ctrlKey: true }))).toBeNull();
    expect(slotOf(press({ code: 'KeyS', altKey: true, shiftKey: true }))).toBeNull();
    expect(slotOf(press({ code: 'KeyQ', altKey: true }))).toBeNull();
    expect(slotOf(press({ key: 's', code: 'KeyS' }))).toBeNull();
  });
});
