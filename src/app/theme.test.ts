import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { StatusColour } from '../rules/statuses.ts';
import { theme } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
/** The shade filled variants and coloured text take in the light scheme. */
const PRIMARY_SHADE = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;

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

const resolve = (color: string, variant: string) => full.variantColorResolver({ color, theme: full, variant, gradient: undefined });
// What table rows lie on: white, striped, hovered.
const ROW_BACKGROUNDS = ['#ffffff', full.colors.gray[0], full.colors.gray[1]];
const STATUS_COLOURS: StatusColour[] = ['orange', 'blue', 'green', 'gray', 'red', 'yellow', 'cyan', 'violet'];
const colours = [...STATUS_COLOURS, 'brand', 'accent', 'highlight'];

describe('theme colours', () => {
  it.each(colours)('a light %s badge, button or alert reads at ≥ 4.5:1, on an opaque tint whatever the row beneath', (colour) => {
    const { background, color, hover } = resolve(colour, 'light');
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, hover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('white on a filled %s button, and that colour as text on white, read at ≥ 4.5:1', (colour) => {
    // Filled variants and coloured text take the theme's primary shade.
    expect(resolve(colour, 'filled').background).toBe(`var(--mantine-color-${colour}-filled)`);
    expect(contrast('#ffffff', full.colors[colour][PRIMARY_SHADE])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(ROW_BACKGROUNDS)('dimmed text reads at ≥ 4.5:1 on %s', (background) => {
    expect(contrast(full.colors.gray[6], background)).toBeGreaterThanOrEqual(4.5);
  });
});
