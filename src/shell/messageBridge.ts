import { frameUrlAllowed, originAllowed, type OriginPattern } from './frameConfig.ts';

/** What a parent (or framed) page may ask of the shell (docs/product.md#routes). */
export type BridgeCommand =
  | { type: 'openTab'; kind: 'page' | 'frame'; url: string; title: string }
  | { type: 'toLogin' };

function hasExactly(data: object, keys: string[]): boolean {
  const own = Object.keys(data);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

/**
 * Accepts {type:'openTab', url, title} and {type:'toLogin'} only, only from the shell's own frames
 * (`ownFrames`: their windows) on allowed origins; anything else — another window of an allowed origin
 * (a popup, another tab), another origin, another shape, an address that may not be opened — is ignored.
 */
export function bridgeCommand(
  message: { origin: string; data: unknown; source: unknown },
  origins: { message: readonly OriginPattern[]; frame: readonly OriginPattern[]; ownFrames: readonly unknown[] },
): BridgeCommand | null {
  const { data } = message;
  if (message.source === null || !origins.ownFrames.includes(message.source)) return null;
  if (!originAllowed(message.origin, origins.message) || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (record.type === 'toLogin' && hasExactly(record, ['type'])) return { type: 'toLogin' };
  if (record.type !== 'openTab' || !hasExactly(record, ['type', 'url', 'title'])) return null;
  const { url, title } = record;
  if (typeof url !== 'string' || typeof title !== 'string' || !title.trim()) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { type: 'openTab', kind: 'page', url, title: title.trim() };
  if (frameUrlAllowed(url, origins.frame)) return { type: 'openTab', kind: 'frame', url, title: title.trim() };
  return null;
}
