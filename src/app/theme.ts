import { createTheme, defaultVariantColorsResolver, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';
import { chineseComponentDefaults } from '../ui/mantineChineseDefaults.ts';

// Theme: green main, brown accent, orange-yellow highlight, black text. (docs/product.md#fields)
// The shades that carry text (7 and darker: buttons, links, the active tab and menu entry) are dark
// enough for WCAG AA on white and on the pale green of light variants (≥ 4.5:1); the lighter ones
// keep the brand's bright green for fills and borders.
const green: MantineColorsTuple = [
  '#e9f8ee', '#d4eedc', '#a6dcb7', '#75c98f', '#4db96e', '#34af59', '#1f9a48', '#0b7a34', '#096b2d', '#065c26',
];
// Mantine's grey, with the shade of help and dimmed text (6) darkened from #868e96 (3.3:1) to 6.1:1 on
// white and ≥ 5.4:1 on every pale tint (striped and hovered rows, light badges and alerts).
const gray: MantineColorsTuple = [
  '#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5c636b', '#495057', '#343a40', '#212529',
];
// Mantine's red, with the shade of field errors (6) darkened from #fa5252 (3.3:1) to 5.5:1.
const red: MantineColorsTuple = [
  '#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#c92a2a', '#b02525', '#a61e1e',
];
const brown: MantineColorsTuple = [
  '#f8f1ea', '#ebe0d5', '#d6bfa6', '#c29c75', '#b17e4b', '#a76c31', '#a36324', '#8f5219', '#804813', '#703c0a',
];
// The highlight's text shades (7+) are a deep amber: white on it, and it on its pale tint, read at ≥ 4.5:1.
const amber: MantineColorsTuple = [
  '#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#9a5a00', '#8a5000', '#7a4600',
];
// Mantine's own colours used for states (badges, alerts): their text shades (7+) darkened the same way.
const yellow: MantineColorsTuple = [
  '#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#8a5a00', '#7a4f00', '#6b4500',
];
const orange: MantineColorsTuple = [
  '#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#b34700', '#a03f00', '#8c3700',
];
const blue: MantineColorsTuple = [
  '#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1864ab', '#15599a', '#124e89',
];
// Mantine's cyan and violet, with their text shades (7+) darkened the same way.
const cyan: MantineColorsTuple = [
  '#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0a6a7a', '#085e6c', '#06525e',
];
const violet: MantineColorsTuple = [
  '#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#7950f2', '#6741d9', '#5b37c4', '#4f2fab',
];

/**
 * Light variants (badges, light buttons and icons, alerts): in the light scheme on an opaque tint (shade 0,
 * hover 1) with shade 8 text, ≥ 5.4:1 whatever lies beneath (Mantine's translucent tint let striped or hovered
 * table rows show through, 4.3:1); in the dark scheme Mantine's own light variant (its pale shade on a deep
 * tint). CSS variables, so the primary colour a preference picks (src/app/preferences.css) is followed too.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const { color, isThemeColor, shade } = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!isThemeColor || shade !== undefined) return resolved;
  const tint = (light: number, dark: string) => `light-dark(var(--mantine-color-${color}-${light}),var(--mantine-color-${color}-${dark}))`;
  const text = tint(8, 'light-color');
  return { ...resolved, background: tint(0, 'light'), hover: tint(1, 'light-hover'), color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled controls take shade 7 in both schemes: white on it reads at ≥ 4.5:1 (shade 6 gave 3.6:1 in the dark).
  primaryShade: 7,
  // Mantine's green is the brand's, so a `green` anywhere keeps the brand look.
  colors: { brand: green, green, accent: brown, highlight: amber, gray, red, yellow, orange, blue, cyan, violet },
  variantColorResolver,
  black: '#1a1b1e',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // Someone who asked the system for less motion gets dialogs, drawers and menus without transitions.
  respectReducedMotion: true,
  components: {
    ...chineseComponentDefaults,
    // The placeholder a file or date picker draws as text (not a native ::placeholder) reads like help text.
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/** The theme colour of the manifest and the browser's address bar. */
export const THEME_COLOUR = '#16953f';
