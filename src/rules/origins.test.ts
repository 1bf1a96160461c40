import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { allowlistBuildError, parseOrigins } from './origins.ts';

describe('the production build’s allowlist check', () => {
  it('passes the repository’s own .env.production, so a fresh clone builds', () => {
    const shipped = loadEnv('production', new URL('../..', import.meta.url).pathname, 'VITE_');
    expect(allowlistBuildError(shipped)).toBeNull();
    expect(parseOrigins(shipped.VITE_FRAME_ORIGINS)).toHaveLength(2);
  });

  it('passes a deployment’s own origins', () => {
    expect(allowlistBuildError({ VITE_FRAME_ORIGINS: 'https://old.example.com', VITE_MESSAGE_ORIGINS: 'https://old.example.com, https://bi.example.com:8443' })).toBeNull();
  });

  it('stops a build with no frame allowlist, or an empty one', () => {
    expect(allowlistBuildError({})).toMatch(/^Production build refused: VITE_FRAME_ORIGINS is not set\./);
    expect(allowlistBuildError({ VITE_FRAME_ORIGINS: '' })).toMatch(/VITE_FRAME_ORIGINS is empty/);
    expect(allowlistBuildError({ VITE_FRAME_ORIGINS: ' , ' })).toMatch(/VITE_FRAME_ORIGINS is empty/);
  });

  it('stops a build whose message allowlist is set but empty', () => {
    expect(allowlistBuildError({ VITE_FRAME_ORIGINS: 'https://old.example.com', VITE_MESSAGE_ORIGINS: '' })).toMatch(/VITE_MESSAGE_ORIGINS is empty/);
  });

  it('names entries that are not origins instead of dropping them', () => {
    const error = allowlistBuildError({ VITE_FRAME_ORIGINS: 'https://old.example.com, old.example.com, https://x.example.com/path' });
    expect(error).toMatch(/VITE_FRAME_ORIGINS has entries that are not origins: old\.example\.com, https:\/\/x\.example\.com\/path/);
    expect(error).toMatch(/\.env\.production\.local/);
  });
});
