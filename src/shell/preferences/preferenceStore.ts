import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_PREFERENCES, type PinnedTab, type Preferences, type PreferencesAnswer, type WatermarkChoice } from '../../contracts/preferences.ts';
import { getPreferences, resetPreferences, savePinnedTabs, savePreferences, saveWatermark } from '../../api/preferences.ts';
import { getToken } from '../../api/token.ts';
import { withDefaults } from '../../rules/preferences.ts';
import { PREFERENCES_CACHE_KEY, applyLook } from '../../ui/preferencesDocument.ts';

/**
 * The preferences in force (docs/product.md#preferences): until the server's answer for this session comes, the last
 * ones of this browser's account (what the pre-paint script applied); then the account's own. Each change is shown at
 * once, saved, and put back if the server refuses it. What is in force is cached for the next visit's first paint.
 */

function cached(): Preferences {
  try {
    return withDefaults(JSON.parse(localStorage.getItem(PREFERENCES_CACHE_KEY) ?? 'null'));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

interface State {
  /** The session the answer belongs to. */
  token: string | null;
  answer: PreferencesAnswer | null;
  preferences: Preferences;
}

let state: State = { token: null, answer: null, preferences: cached() };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function inForce(preferences: Preferences): void {
  applyLook(document.documentElement, preferences);
  try {
    localStorage.setItem(PREFERENCES_CACHE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage refused: the next visit starts with the defaults.
  }
}

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  if (next.preferences) inForce(next.preferences);
  listeners.forEach((listener) => listener());
}

const answered = (answer: PreferencesAnswer) => set({ token: getToken(), answer, preferences: answer.preferences });
/** The answer, when it is this session's. */
const currentAnswer = () => (state.token === getToken() ? state.answer : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The preferences in force, and the colour scheme among them set through Mantine; this session's asked for. */
export function usePreferencesInForce(): Preferences {
  const preferences = usePreferences();
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(preferences.colourScheme), [preferences.colourScheme, setColorScheme]);
  useEffect(() => void preferenceStore.load(), []);
  return preferences;
}

/** The preferences in force. */
export const usePreferences = (): Preferences => useSyncExternalStore(subscribe, () => state.preferences);

/** The account's answer (its pinned tabs, who sees the watermark); null until it arrives for this session. */
export const usePreferencesAnswer = (): PreferencesAnswer | null => useSyncExternalStore(subscribe, currentAnswer);

export const preferenceStore = {
  /** This session's answer, once it came. */
  answer: currentAnswer,
  /** Asks the server for this session's answer, once; an answer that cannot be had keeps what is in force. */
  load(): Promise<void> {
    if (currentAnswer()) return Promise.resolve();
    loading ??= getPreferences()
      .then(answered, () => undefined)
      .finally(() => (loading = null));
    return loading;
  },
  async save(preferences: Preferences): Promise<void> {
    const before = state.preferences;
    set({ preferences });
    await savePreferences(preferences).then(answered, (error: unknown) => {
      set({ preferences: before });
      throw error;
    });
  },
  reset: () => resetPreferences().then(answered),
  saveWatermark: (choice: WatermarkChoice) => saveWatermark(choice).then(answered),
  /** The strip's pinned tabs, saved when they differ from what the server keeps. */
  async savePinned(pinnedTabs: PinnedTab[]): Promise<void> {
    const kept = currentAnswer()?.pinnedTabs;
    if (!kept || JSON.stringify(kept) === JSON.stringify(pinnedTabs)) return;
    await savePinnedTabs(pinnedTabs).then(answered, () => undefined);
  },
};
