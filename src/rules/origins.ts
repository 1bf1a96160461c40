/** Origin allowlists (comma-separated origins, a port may be '*'), read by the shell and checked by the build. */
export interface OriginPattern {
  protocol: string;
  hostname: string;
  /** '*' for any port. */
  port: string;
}

const ORIGIN = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?\/?$/i;

export function parseOrigins(list: string): OriginPattern[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .flatMap((item) => {
      const match = ORIGIN.exec(item);
      if (!match) return [];
      const [, protocol, hostname, port] = match;
      const defaultPort = protocol.toLowerCase() === 'https' ? '443' : '80';
      return [{ protocol: `${protocol.toLowerCase()}:`, hostname: hostname.toLowerCase(), port: port ?? defaultPort }];
    });
}

/**
 * Why a production build must stop, or null: VITE_FRAME_ORIGINS must name at least one origin (the repository's
 * .env.production names the loopback stand-in's), and every entry of it and of VITE_MESSAGE_ORIGINS, when that
 * is set, must be an origin; an empty or mistyped list would otherwise leave the old system's pages unframeable
 * or silently drop an entry.
 */
export function allowlistBuildError(env: Readonly<Record<string, string | undefined>>): string | null {
  const problems: string[] = [];
  for (const name of ['VITE_FRAME_ORIGINS', 'VITE_MESSAGE_ORIGINS']) {
    const value = env[name];
    if (value === undefined && name === 'VITE_MESSAGE_ORIGINS') continue;
    const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    if (items.length === 0) problems.push(`${name} is ${value === undefined ? 'not set' : 'empty'}`);
    const bad = items.filter((item) => !ORIGIN.test(item));
    if (bad.length > 0) problems.push(`${name} has entries that are not origins: ${bad.join(', ')}`);
  }
  if (problems.length === 0) return null;
  return (
    `Production build refused: ${problems.join('; ')}. ` +
    'Name the origins whose pages may be framed (and may message the shell), e.g. ' +
    'VITE_FRAME_ORIGINS=https://old.example.com in .env.production.local or the environment (see README, Security).'
  );
}
