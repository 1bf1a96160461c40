import { useCallback, useState } from 'react';
import { useMediaMatch } from '../ui/useMediaMatch.ts';

/** Narrow below 800 px. (docs/product.md#limits) */
const NARROW = '(max-width: 799.98px)';

/**
 * Whether the menu is folded: folded in a narrow window and open in a wide one (or folded there too when the
 * preferences fold it by default), each time the width crosses 800 px (a window dragged narrower, a tablet turned),
 * not only at start; the fold toggle and `setFolded` change it in between.
 */
export function useFoldedMenu(foldedWhenWide = false): [folded: boolean, toggle: () => void, setFolded: (folded: boolean) => void] {
  const narrow = useMediaMatch(NARROW);
  const [folded, setFolded] = useState(narrow || foldedWhenWide);
  // The width class the fold was last set for: crossing into the other one sets it again, in this render.
  const [foldedFor, setFoldedFor] = useState(narrow);
  if (foldedFor !== narrow) {
    setFoldedFor(narrow);
    setFolded(narrow || foldedWhenWide);
  }
  const toggle = useCallback(() => setFolded((was) => !was), []);
  return [folded, toggle, setFolded];
}
