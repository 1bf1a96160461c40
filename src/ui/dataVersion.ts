import { useCallback, useEffect, useRef } from 'react';
import { useOnReconnect } from './reconnect.ts';

// A count of the changes saved from any page (a follow-up, a quote, a 划拨, a row's 冻结): a page kept
// alive in another tab, or earlier in a tab's history, loads again when it is shown after one, instead of
// showing the old state.

let version = 0;

/** Called once a change has been saved. */
export function markChanged(): void {
  version += 1;
}

export function dataVersion(): number {
  return version;
}

/**
 * The page's `reload`, kept on the changes it has seen: called when the page is shown (mounted, or its kept-alive
 * tab shown again, which runs its effects anew) after a change saved elsewhere since it last loaded, and when the
 * network returns while it is shown (src/ui/reconnect.ts).
 */
export function useFreshAfterChanges(reload: () => void): () => void {
  const loadedVersion = useRef(dataVersion());
  const fresh = useCallback(() => {
    loadedVersion.current = dataVersion();
    reload();
  }, [reload]);
  useEffect(() => {
    if (loadedVersion.current !== dataVersion()) fresh();
  }, [fresh]);
  useOnReconnect(fresh);
  return fresh;
}
