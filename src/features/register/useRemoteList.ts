import { useLoad } from '../../ui/resource/useLoad.ts';

/**
 * A list fetched for a key (e.g. the versions of the chosen product); empty while the key has
 * no loader, while its answer has not come or when it failed. A late answer for an old key is ignored.
 */
export function useRemoteList<T>(key: string, load: (() => Promise<T[]>) | null): { items: T[]; loading: boolean } {
  const [loaded] = useLoad(() => (load ? load() : Promise.resolve([])), `${load ? 'load' : 'none'}:${key}`);
  if (!load) return { items: [], loading: false };
  if (loaded.state === 'loading') return { items: [], loading: true };
  return { items: loaded.state === 'ready' ? loaded.value : [], loading: false };
}
