import { useEffect } from 'react';
import { pinnedTabsOf } from '../../machines/tabs.context.ts';
import { preferenceStore } from './preferences/preferenceStore.ts';
import type { TabsActor } from './tabsActor.ts';

/**
 * The account's pinned tabs live with its preferences (docs/product.md#tabs): they come back at a new sign-in (or in
 * another browser) once the preferences are here, and every change of them is saved. Nothing is saved before they
 * came, so a strip without them never overwrites what the server keeps.
 */
export function usePinnedTabs(actor: TabsActor): void {
  useEffect(() => {
    let restored = false;
    void preferenceStore.load().then(() => {
      const kept = preferenceStore.answer()?.pinnedTabs;
      if (!kept || actor.getSnapshot().status !== 'active') return;
      actor.send({ type: 'RESTORE_PINNED', pinned: kept });
      restored = true;
      // A tab pinned before they came is kept beside them: saved now, not at the strip's next change.
      void preferenceStore.savePinned(pinnedTabsOf(actor.getSnapshot().context));
    });
    const subscription = actor.subscribe((snapshot) => {
      if (restored && snapshot.status === 'active') void preferenceStore.savePinned(pinnedTabsOf(snapshot.context));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
