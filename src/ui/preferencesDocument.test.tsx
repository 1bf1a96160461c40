import { afterEach, describe, expect, it } from 'vitest';
import { COLOUR_SCHEME_KEY, PREFERENCES_CACHE_KEY, applyCachedPreferences } from './preferencesDocument.ts';

const root = () => document.documentElement;
const storage = (values: Record<string, string>) => () => ({ getItem: (key: string) => values[key] ?? null });

afterEach(() => {
  for (const name of ['data-mantine-color-scheme', 'data-portal-primary', 'data-portal-density', 'data-portal-font-size']) root().removeAttribute(name);
});

describe('the pre-paint script', () => {
  it('puts the cached look and Mantine’s colour scheme on <html>, 跟随系统 as the system says', () => {
    const cached = JSON.stringify({ primaryColour: 'violet', density: 'compact', fontSize: 'large' });
    applyCachedPreferences(root(), storage({ [PREFERENCES_CACHE_KEY]: cached, [COLOUR_SCHEME_KEY]: 'auto' }), true);
    expect(root()).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(root().dataset).toMatchObject({ portalPrimary: 'violet', portalDensity: 'compact', portalFontSize: 'large' });
    applyCachedPreferences(root(), storage({ [COLOUR_SCHEME_KEY]: 'auto' }), false);
    expect(root()).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('leaves the default look when nothing was cached, the cache is unreadable or storage is refused', () => {
    applyCachedPreferences(root(), storage({ [PREFERENCES_CACHE_KEY]: '{not json' }), true);
    expect(root()).not.toHaveAttribute('data-portal-primary');
    applyCachedPreferences(root(), () => {
      throw new DOMException('denied', 'SecurityError');
    }, true);
    expect(root()).not.toHaveAttribute('data-mantine-color-scheme');
  });
});
