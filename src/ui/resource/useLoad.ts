import { useCallback, useEffect, useState } from 'react';
import { offlineNow, useOnReconnect } from '../reconnect.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; problem: string } | { state: 'ready'; value: T };

/** The message a failed load is told with: the server's or the client's own, else a general one. */
const problemText = (error: unknown) => (error instanceof Error && error.message ? error.message : '加载失败');

/**
 * What a page shows, loaded again when `key` (what the address or the criteria name) changes or on
 * `reload`. A failure (a missing or unknown id, the network) is kept as its message for the page to show.
 * `load` gets a signal that aborts when the key changes, on reload and on unmount: pass it to the call
 * (`{ signal }`) so the request is cancelled. An answer that arrives for an earlier key or attempt is
 * never shown, cancelled or not. What settled while offline (kept data, or a failure) loads again when the
 * network returns.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<{ key: string; attempt: number; result: Loaded<T>; offline: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Loaded<T>) => !controller.signal.aborted && setLoaded({ key, attempt, result, offline: offlineNow() });
    load(controller.signal).then(
      (value) => settle({ state: 'ready', value }),
      (error: unknown) => settle({ state: 'failed', problem: problemText(error) }),
    );
    return () => controller.abort();
    // `load` is usually an inline closure over `key`: the key names what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  useOnReconnect(loaded?.offline ? reload : undefined);

  // What was loaded for another key is not shown; on reload a shown record stays until the new one arrives,
  // while 重试 after a failure shows the loader.
  if (!loaded || loaded.key !== key) return [{ state: 'loading' }, reload];
  if (loaded.attempt !== attempt && loaded.result.state === 'failed') return [{ state: 'loading' }, reload];
  return [loaded.result, reload];
}
