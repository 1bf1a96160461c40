import { useHotkeys } from '@mantine/hooks';
import { Suspense, lazy, memo, useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { PaletteItem } from '../../../machines/palette.machine.ts';
import type { MenuEntry } from '../../contracts/menu.ts';

// The search box's code is not in the shell's chunk: it is fetched as the shell starts, beside the page's own
// requests, and mounted closed once it is here, so Ctrl+K only has to show it; its pinyin table loads with the
// first query.
// Whether it is open is this host's own state: opening it re-renders the box, not the menu, tabs and pages.
const loadPalette = () => import('./CommandPalette.tsx');
const CommandPalette = lazy(loadPalette);

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
  const [search, setSearch] = useState<'unmounted' | 'open' | 'closed'>('unmounted');
  const open = useCallback(() => setSearch('open'), []);
  const close = useCallback(() => setSearch('closed'), []);
  useImperativeHandle(handle, () => ({ open }), [open]);
  useHotkeys([['mod+K', open]], []);
  useEffect(() => {
    let live = true;
    loadPalette().then(
      () => live && setSearch((current) => (current === 'unmounted' ? 'closed' : current)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (search === 'unmounted') return null;
  return (
    <Suspense>
      <CommandPalette opened={search === 'open'} menu={menu} onClose={close} onOpen={onOpen} />
    </Suspense>
  );
});
