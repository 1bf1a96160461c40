import { api } from './client.ts';
import type { PinnedTab, Preferences, PreferencesAnswer, WatermarkChoice } from '../contracts/preferences.ts';

// 偏好设置, pinned tabs and the watermark, kept by the server per account (docs/product.md#preferences).

export const getPreferences = () => api.get<PreferencesAnswer>('/api/preference/Get');

export const savePreferences = (preferences: Preferences) => api.post<PreferencesAnswer>('/api/preference/Save', { preferences });

export const resetPreferences = () => api.post<PreferencesAnswer>('/api/preference/Reset', {});

/** Saved as the strip changes: a failure keeps the tabs pinned here and says nothing (the next change saves them all). */
export const savePinnedTabs = (pinnedTabs: PinnedTab[]) => api.post<PreferencesAnswer>('/api/preference/PinnedTabs', { pinnedTabs }, { silent: true });

export const saveWatermark = (choice: WatermarkChoice) => api.post<PreferencesAnswer>('/api/preference/Watermark', choice);

/** 锁屏's password check (docs/product.md#lock-screen): the caller shows the refusal under the field. */
export const unlockSession = (password: string) => api.post<boolean>('/api/auth/Unlock', { password }, { silent: true });
