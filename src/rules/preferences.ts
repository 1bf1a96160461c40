import {
  AUTO_LOCK_MINUTES,
  COLOUR_SCHEMES,
  DENSITIES,
  DEFAULT_PREFERENCES,
  FONT_SIZES,
  PINNED_TABS_MAX,
  PINNED_TITLE_MAX,
  PRIMARY_COLOURS,
  TAB_STYLES,
  type PinnedTab,
  type Preferences,
} from '../contracts/preferences.ts';

// 偏好设置 (docs/product.md#preferences): one check for the stand-in (what it stores) and the portal (what it reads back
// from this browser's cache), with the drawer's names for each setting.

/** Each setting's name, as the drawer shows it and a refusal names it. */
export const PREFERENCE_LABELS: Record<keyof Preferences, string> = {
  colourScheme: '配色方案',
  primaryColour: '主题色',
  density: '界面密度',
  fontSize: '字号',
  menuFolded: '默认收起菜单',
  tabStyle: '标签页样式',
  breadcrumbs: '显示面包屑',
  autoLockMinutes: '自动锁屏',
};

const BOOLEANS = [true, false] as const;
const CHOICES: { [Key in keyof Preferences]: readonly Preferences[Key][] } = {
  colourScheme: COLOUR_SCHEMES,
  primaryColour: PRIMARY_COLOURS,
  density: DENSITIES,
  fontSize: FONT_SIZES,
  menuFolded: BOOLEANS,
  tabStyle: TAB_STYLES,
  breadcrumbs: BOOLEANS,
  autoLockMinutes: AUTO_LOCK_MINUTES,
};
const KEYS = Object.keys(CHOICES) as Array<keyof Preferences>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const allowed = (key: keyof Preferences, value: unknown) => (CHOICES[key] as readonly unknown[]).includes(value);

export const PREFERENCES_INVALID = '偏好设置格式错误';
export const preferenceInvalid = (key: keyof Preferences) => `偏好设置中的${PREFERENCE_LABELS[key]}无效`;

/** What is wrong with a whole set of preferences as sent (every setting, each one of its choices, nothing else), or null. */
export function preferencesProblem(value: unknown): string | null {
  if (!isRecord(value) || Object.keys(value).some((key) => !(key in CHOICES))) return PREFERENCES_INVALID;
  const wrong = KEYS.find((key) => !allowed(key, value[key]));
  return wrong ? preferenceInvalid(wrong) : null;
}

/** Preferences read back from somewhere that may be stale or tampered with: each setting that is not a choice is its default. */
export function withDefaults(value: unknown): Preferences {
  const read = isRecord(value) ? value : {};
  return Object.fromEntries(KEYS.map((key) => [key, allowed(key, read[key]) ? read[key] : DEFAULT_PREFERENCES[key]])) as unknown as Preferences;
}

export const PINNED_TABS_TOO_MANY = `最多固定${PINNED_TABS_MAX}个标签`;
export const PINNED_TAB_INVALID = '固定的标签无效';

/** A portal address (a path of this origin, not `//host`, no control characters) of a screen `isScreen` knows. */
function isScreenAddress(url: unknown, isScreen: (path: string) => boolean): boolean {
  if (typeof url !== 'string' || url.length > 300 || !/^\/(?!\/)/.test(url) || /[\s\\]/.test(url)) return false;
  return isScreen(url.split(/[?#]/)[0]);
}

/** What is wrong with a list of pinned tabs, or null: at most PINNED_TABS_MAX screens, each once, with a title. */
export function pinnedTabsProblem(value: unknown, isScreen: (path: string) => boolean): string | null {
  if (!Array.isArray(value)) return PINNED_TAB_INVALID;
  if (value.length > PINNED_TABS_MAX) return PINNED_TABS_TOO_MANY;
  const valid = (tab: unknown): tab is PinnedTab =>
    isRecord(tab) &&
    Object.keys(tab).length === 2 &&
    isScreenAddress(tab.url, isScreen) &&
    typeof tab.title === 'string' &&
    tab.title.trim() !== '' &&
    tab.title.length <= PINNED_TITLE_MAX;
  if (!value.every(valid)) return PINNED_TAB_INVALID;
  return new Set(value.map((tab) => tab.url)).size === value.length ? null : PINNED_TAB_INVALID;
}
