import { createContext, useContext } from 'react';

/**
 * What a page of a tab keeps for its session to come back whole after a reload or a browser restart (its scroll,
 * an unsaved form; docs/product.md#tabs). The shell provides one per page; outside it nothing is kept. Keys are the
 * page's own; a value is plain data (IndexedDB keeps it), and never a secret (src/rules/keptDraft.ts).
 */
export interface PageMemory {
  read(key: string): unknown;
  /** Keeps a value, or forgets it (undefined). */
  write(key: string, value: unknown): void;
}

export const PageMemoryContext = createContext<PageMemory | null>(null);

export const usePageMemory = () => useContext(PageMemoryContext);
