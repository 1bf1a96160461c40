import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage.ts';

/**
 * A screen fetched when its tab first opens (the chunk times out after 120 s; docs/product.md#calls-and-errors), or
 * earlier by `preload` (the browser fetches a module once: the screen's own import then gets the same one; a failure
 * there is the screen's to report when it renders).
 */
export type Screen = ComponentType & { preload: () => void };

export const screen = (load: () => Promise<{ default: ComponentType<object> }>): Screen =>
  Object.assign(lazyPage(load), { preload: () => void load().catch(() => undefined) });

/** One logged-in route (docs/product.md#routes), built from its screen's declaration in src/contracts/screens. */
export interface RouteEntry {
  path: string;
  title: string;
  /** The id the page's button permissions are fetched with (docs/product.md#routes: the bracketed table ids). */
  permissionId?: string;
  /** Names the page's saved table layout; defaults to the path (routes sharing a permission id keep their own layouts). */
  layoutKey?: string;
  /**
   * What a detail or step page is opened with (the query its list or the previous step hands it,
   * e.g. `id`). Opened without it or with an unknown one, the page says what is missing (LoadProblem).
   */
  opensWith?: string;
  /** The screen, fetched when its tab first opens. */
  page: Screen;
}
