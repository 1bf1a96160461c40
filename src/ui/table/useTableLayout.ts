import { useCallback, useEffect, useState } from 'react';
import { EMPTY_LAYOUT, clearLayout, layoutKey, loadLayout, saveLayout, type TableLayout } from './tableLayout.ts';

/** The user's column layout for one table and account, saved in localStorage on every change. */
export function useTableLayout(tableId: string, account: string) {
  const key = layoutKey(tableId, account);
  const [layout, setLayout] = useState<TableLayout>(() => loadLayout(key));
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (dirty) saveLayout(key, layout);
  }, [dirty, key, layout]);

  const update = useCallback((change: (layout: TableLayout) => TableLayout) => {
    setLayout(change);
    setDirty(true);
  }, []);

  const reset = useCallback(() => {
    clearLayout(key);
    setLayout(EMPTY_LAYOUT);
    setDirty(false);
  }, [key]);

  return { layout, update, reset };
}
