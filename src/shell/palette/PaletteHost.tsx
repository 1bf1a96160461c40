import { useHotkeys } from '@mantine/hooks';
import { Suspense, lazy, memo, useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import type { PaletteItem } from '../../../machines/palette.machine.ts';
import type { MenuEntry } from '../../contracts/menu.ts';

// The search box's code is not in the shell's: it is fetched once the shell is idle (or at the first hover of
// 搜索) and mounted closed, so Ctrl+K only has to show it; its pinyin table loads with the first query.
// Whether it is open is this host's own state: opening it re-renders the box, not the menu, tabs and pages.
export const loadPalette = () => import('./CommandPalette.tsx');
const CommandPalette = lazy(loadPalette);

/** Runs a task when the browser has nothing else to do (at the latest after 5 s); returns its cancel. */
function whenIdle(task: () => unknown): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(task, 2000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(() => task(), { timeout: 5000 });
  return () => cancelIdleCallback(id);
}

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
  useEffect(
    () =>
      whenIdle(() =>
        loadPalette().then(
          () => setSearch((current) => (current === 'unmounted' ? 'closed' : current)),
          () => undefined,
        ),
      ),
    [],
  );
  if (search === 'unmounted') return null;
  return (
    <Suspense>
      <CommandPalette opened={search === 'open'} menu={menu} onClose={close} onOpen={onOpen} />
    </Suspense>
  );
});
