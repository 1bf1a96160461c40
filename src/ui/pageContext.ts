import { createContext, useContext } from 'react';

/** What the shell tells a page about where it is shown. */
export interface PageContextValue {
  /** Names the page's saved table layout. */
  layoutKey: string;
  /** The signed-in account's name: saved layouts are kept per account. */
  account: Promise<string>;
  /** Whether the page's tab has an earlier page to go back to. */
  canGoBack: boolean;
  /** Back one page inside the tab (P2 返回). */
  back(): void;
}

export const PageContext = createContext<PageContextValue>({
  layoutKey: 'page',
  account: Promise.resolve(''),
  canGoBack: false,
  back: () => undefined,
});

export const usePageContext = () => useContext(PageContext);
