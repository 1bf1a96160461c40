import { lazy, type ComponentType } from 'react';

/** A page chunk that has not arrived after 120 s fails with a load error. (docs/product.md#calls-and-errors) */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('页面加载超时，请检查网络后重试')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('页面加载失败，请检查网络后重试'));
      },
    );
  });
}

/** A page component fetched when first rendered, with the chunk timeout applied. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}
