import { useEffect, useState } from 'react';

/**
 * A list fetched for a key (e.g. the versions of the chosen product); empty while the key has
 * no loader or its answer has not come. A late answer for an old key is ignored.
 */
export function useRemoteList<T>(key: string, load: (() => Promise<T[]>) | null): { items: T[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ key: string; items: T[] } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (items) => current && setLoaded({ key, items }),
      () => current && setLoaded({ key, items: [] }),
    );
    return () => {
      current = false;
    };
    // The loader is recreated every render; the key says when it asks for something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!load) return { items: [], loading: false };
  return loaded?.key === key ? { items: loaded.items, loading: false } : { items: [], loading: true };
}
