import { readFileSync } from 'node:fs';
import { mergeMantineTheme, DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOURS } from '../contracts/preferences.ts';
import type { StatusColour } from '../rules/statuses.ts';
import { theme } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
type Scheme = 'light' | 'dark';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// The CSS variables in force in each scheme: Mantine's for this theme, then the dark scheme's own of preferences.css.
const mantine = defaultCssVariablesResolver(full);
const darkBlock = /:root:root\[data-mantine-color-scheme='dark'\] \{([^}]*)\}/.exec(readFileSync(new URL('./preferences.css', import.meta.url), 'utf8'))![1];
const darkOwn = Object.fromEntries([...darkBlock.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
const variables: Record<Scheme, Record<string, string>> = {
  light: { ...mantine.variables, ...mantine.light },
  dark: { ...mantine.variables, ...mantine.dark, ...darkOwn },
};

/** An opaque colour: a value as the browser resolves it in `scheme` (var(), light-dark(), rgba() over `under`). */
function resolveColour(value: string, scheme: Scheme, under = '#ffffff'): string {
  const text = value.replace(/\s+/g, '');
  const lightDark = /^light-dark\((.+),(var\(.+\))\)$/.exec(text);
  if (lightDark) return resolveColour(scheme === 'light' ? lightDark[1] : lightDark[2], scheme, under);
  const variable = /^var\((--[\w-]+)\)$/.exec(text);
  if (variable) return resolveColour(variables[scheme][variable[1]], scheme, under);
  const rgba = /^rgba\((\d+),(\d+),(\d+),([\d.]+)\)$/.exec(text);
  if (rgba) {
    const alpha = Number(rgba[4]);
    const base = [1, 3, 5].map((at) => parseInt(under.slice(at, at + 2), 16));
    return `#${[1, 2, 3].map((index) => Math.round(Number(rgba[index]) * alpha + base[index - 1] * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
  }
  if (!/^#[0-9a-f]{6}$/i.test(text)) throw new Error(`not a colour: ${value}`);
  return text;
}

const resolve = (color: string, variant: string) => full.variantColorResolver({ color, theme: full, variant, gradient: undefined });
// What table rows lie on: the body, striped, hovered, in each scheme.
const ROW_BACKGROUNDS: Record<Scheme, string[]> = {
  light: ['#ffffff', full.colors.gray[0], full.colors.gray[1]],
  dark: [full.colors.dark[7], full.colors.dark[6], full.colors.dark[5]],
};
const STATUS_COLOURS: StatusColour[] = ['orange', 'blue', 'green', 'gray', 'red', 'yellow', 'cyan', 'violet'];
const colours = [...new Set([...STATUS_COLOURS, ...PRIMARY_COLOURS, 'highlight'])];
const cases = (['light', 'dark'] as const).flatMap((scheme) => colours.map((colour) => [scheme, colour] as const));

describe('theme colours', () => {
  it.each(cases)('in the %s scheme a light %s badge, button or alert reads at ≥ 4.5:1 whatever the row beneath', (scheme, colour) => {
    const { background, color, hover } = resolve(colour, 'light');
    for (const row of ROW_BACKGROUNDS[scheme]) {
      const text = resolveColour(color, scheme, row);
      expect(contrast(text, resolveColour(background, scheme, row))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, resolveColour(hover, scheme, row))).toBeGreaterThanOrEqual(4.5);
    }
    // In the light scheme the tint is opaque: striped or hovered rows do not show through.
    if (scheme === 'light') expect(new Set(ROW_BACKGROUNDS.light.map((row) => resolveColour(background, scheme, row))).size).toBe(1);
  });

  it.each(cases)('in the %s scheme white on a filled %s button, and that colour as text on the page, read at ≥ 4.5:1', (scheme, colour) => {
    expect(resolve(colour, 'filled').background).toBe(`var(--mantine-color-${colour}-filled)`);
    expect(contrast('#ffffff', resolveColour(`var(--mantine-color-${colour}-filled)`, scheme))).toBeGreaterThanOrEqual(4.5);
    for (const row of ROW_BACKGROUNDS[scheme].slice(0, 2)) {
      expect(contrast(resolveColour(`var(--mantine-color-${colour}-text)`, scheme), row)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['light', 'dark'] as const)('in the %s scheme body, dimmed and error text read at ≥ 4.5:1 on every row', (scheme) => {
    for (const row of ROW_BACKGROUNDS[scheme]) {
      for (const name of ['--mantine-color-text', '--mantine-color-dimmed', '--mantine-color-error']) {
        expect(contrast(resolveColour(`var(${name})`, scheme), row), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
