import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { lazyPage } from '../ui/lazyPage.ts';

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
