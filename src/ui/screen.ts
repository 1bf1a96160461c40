import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { lazyPage } from './lazyPage.ts';

/** A lazily loaded screen that can be loaded again after its chunk failed (a lazy component keeps its failure). */
export interface Screen extends FunctionComponent {
  reload(): void;
}

export function screen(load: () => Promise<{ default: ComponentType<object> }>): Screen {
  let Lazy = lazyPage(load);
  const Loaded = () => createElement(Lazy);
  return Object.assign(Loaded, {
    reload: () => {
      Lazy = lazyPage(load);
    },
  });
}

export function isScreen(page: unknown): page is Screen {
  return typeof page === 'function' && typeof (page as Partial<Screen>).reload === 'function';
}

/** One logged-in route of SPEC §2. Each feature area declares its own in `<area>.routes.ts`. */
export interface RouteEntry {
  path: string;
  title: string;
  /** The id the page's button permissions are fetched with (SPEC §2 bracketed table ids; SCREENS.md proposals otherwise). */
  permissionId?: string;
  /** Names the page's saved table layout; defaults to the path (routes sharing a permission id keep their own layouts). */
  layoutKey?: string;
  /**
   * The screen, fetched when its tab first opens: `screen(() => import('…'))` (its chunk can be
   * loaded again after a failure). Absent while the screen is not built: the tab says so.
   */
  page?: Screen;
}
