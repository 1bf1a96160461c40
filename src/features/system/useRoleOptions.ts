import { useLoad } from '../../ui/resource/useLoad.ts';
import { roleOptions, type RoleOption } from './staffApi.ts';

/**
 * The roles an account can be given, read while `wanted` (a form on screen): none while they load, and
 * the reason with `reload` when they cannot be read.
 */
export function useRoleOptions(wanted = true): { roles: RoleOption[]; problem: string | null; reload(): void } {
  const [loaded, reload] = useLoad((signal) => (wanted ? roleOptions(signal) : Promise.resolve([])), String(wanted));
  return { roles: loaded.state === 'ready' ? loaded.value : [], problem: loaded.state === 'failed' ? loaded.problem : null, reload };
}
