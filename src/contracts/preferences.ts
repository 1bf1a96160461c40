/**
 * 偏好设置 (docs/product.md#preferences): how the portal looks and behaves for one account, kept by the server so
 * they follow the account to another browser, with the tabs it pinned and who sees the watermark.
 */

export const COLOUR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/** Theme colours the primary colour may be (each reads at ≥ 4.5:1 as text and under white text, src/app/theme.ts). */
export const PRIMARY_COLOURS = ['brand', 'blue', 'cyan', 'violet', 'accent'] as const;
export type PrimaryColour = (typeof PRIMARY_COLOURS)[number];

export const DENSITIES = ['compact', 'default', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

export const FONT_SIZES = ['small', 'default', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** How the tab strip draws its tabs: a tinted active tab, cards, or an underline. */
export const TAB_STYLES = ['brisk', 'card', 'plain'] as const;
export type TabStyle = (typeof TAB_STYLES)[number];

/** Minutes without input before the portal locks itself; 0: never. */
export const AUTO_LOCK_MINUTES = [0, 5, 15, 30] as const;
export type AutoLockMinutes = (typeof AUTO_LOCK_MINUTES)[number];

export interface Preferences {
  colourScheme: ColourScheme;
  primaryColour: PrimaryColour;
  density: Density;
  fontSize: FontSize;
  /** The menu starts folded (it always does in a narrow window). */
  menuFolded: boolean;
  tabStyle: TabStyle;
  breadcrumbs: boolean;
  autoLockMinutes: AutoLockMinutes;
}

/** What 恢复默认 restores, and what an account that never chose has. */
export const DEFAULT_PREFERENCES: Preferences = {
  colourScheme: 'light',
  primaryColour: 'brand',
  density: 'default',
  fontSize: 'default',
  menuFolded: false,
  tabStyle: 'brisk',
  breadcrumbs: false,
  autoLockMinutes: 0,
};

/** A tab the account pinned (固定): shown first, kept through 关闭全部 and the next sign-in. */
export interface PinnedTab {
  /** The address the tab was opened at (its id). */
  url: string;
  title: string;
}

export const PINNED_TABS_MAX = 10;
export const PINNED_TITLE_MAX = 30;

/** Who sees the watermark: the main account decides for itself and for its staff; staff see what it decided. */
export interface WatermarkSettings {
  /** Shown to the signed-in account. */
  shown: boolean;
  /** The main account's choice for its staff; null for a staff account (not its to decide). */
  staff: boolean | null;
}

export interface PreferencesAnswer {
  preferences: Preferences;
  pinnedTabs: PinnedTab[];
  watermark: WatermarkSettings;
}

/** The main account's watermark choices (POST /api/preference/Watermark). */
export interface WatermarkChoice {
  shown: boolean;
  staff: boolean;
}
