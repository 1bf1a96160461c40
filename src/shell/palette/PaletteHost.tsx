import { useHotkeys } from '@mantine/hooks';
import { memo, useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type { PaletteItem } from '../../../machines/palette.machine.ts';
import type { MenuEntry } from '../../contracts/menu.ts';
import { importAgain } from '../../ui/importAgain.ts';
import { message } from '../../ui/message.ts';
import type { CommandPaletteProps } from './CommandPalette.tsx';

// The search box's code is not in the shell's chunk: it is fetched as the shell's code runs, beside the page's
// own requests, and mounted closed once it is here, so Ctrl+K only has to show it; its pinyin table loads with
// the first query. The component is kept in state rather than behind React.lazy: a lazy component's first
// render always suspends, and the render that follows waits in the background queue behind the page's own
// work (a Ctrl+K pressed while the home page loads showed the box 100–400 ms late at 4× CPU).
let paletteCode: Promise<ComponentType<CommandPaletteProps>> | null = null;
// Why the last fetch of the code failed: the next one asks for it again at an address of its own (importAgain).
let lastFailure: unknown = null;
function loadPalette(): Promise<ComponentType<CommandPaletteProps>> {
  paletteCode ??= (lastFailure === null ? import('./CommandPalette.tsx') : importAgain<typeof import('./CommandPalette.tsx')>(lastFailure)).then(
    (module) => module.default,
    (error: unknown) => {
      paletteCode = null;
      lastFailure = error;
      throw error;
    },
  );
  return paletteCode;
}
loadPalette().catch(() => undefined);

const PALETTE_LOAD_FAILED = '搜索框加载失败，请检查网络后重试';

export interface PaletteHandle {
  open: () => void;
}

interface PaletteHostProps {
  handle: Ref<PaletteHandle>;
  menu: MenuEntry[] | null;
  onOpen: (item: PaletteItem) => void;
}

/** The search box (Ctrl+K / ⌘K, in a field too, or the header's 搜索 through `handle`); a tab switch leaves it be. */
export const PaletteHost = memo(function PaletteHost({ handle, menu, onOpen }: PaletteHostProps) {
  const [Palette, setPalette] = useState<ComponentType<CommandPaletteProps> | null>(null);
  // Whether it is open is this host's own state: opening it re-renders the box, not the menu, tabs and pages.
  const [opened, setOpened] = useState(false);
  const live = useRef(true);
  const fetchCode = useCallback((asked: boolean) => {
    loadPalette().then(
      (component) => live.current && setPalette(() => component),
      () => asked && live.current && message.error(PALETTE_LOAD_FAILED),
    );
  }, []);
  const open = useCallback(() => {
    setOpened(true);
    // Asked for before its code came (or after it failed to): it opens as soon as the code is here.
    fetchCode(true);
  }, [fetchCode]);
  const close = useCallback(() => setOpened(false), []);
  useImperativeHandle(handle, () => ({ open }), [open]);
  useHotkeys([['mod+K', open]], []);
  useEffect(() => {
    live.current = true;
    fetchCode(false);
    return () => {
      live.current = false;
    };
  }, [fetchCode]);
  if (!Palette) return null;
  return <Palette opened={opened} menu={menu} onClose={close} onOpen={onOpen} />;
});
