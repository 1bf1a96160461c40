import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { chineseComponentDefaults } from '../ui/mantineChineseDefaults.ts';

// SPEC §3 Theme: green main, brown accent, orange-yellow highlight, black text.
const green: MantineColorsTuple = [
  '#e9f8ee', '#d4eedc', '#a6dcb7', '#75c98f', '#4db96e', '#34af59', '#25aa4e', '#16953f', '#0a8535', '#007329',
];
const brown: MantineColorsTuple = [
  '#f8f1ea', '#ebe0d5', '#d6bfa6', '#c29c75', '#b17e4b', '#a76c31', '#a36324', '#8f5219', '#804813', '#703c0a',
];
const amber: MantineColorsTuple = [
  '#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand: green, accent: brown, highlight: amber },
  black: '#1a1b1e',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: chineseComponentDefaults,
});

/** The theme colour of the manifest and the browser's address bar. */
export const THEME_COLOUR = '#16953f';
