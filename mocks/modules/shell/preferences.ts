import {
  DEFAULT_PREFERENCES,
  type PinnedTab,
  type Preferences,
  type PreferencesAnswer,
  type WatermarkChoice,
} from '../../../src/contracts/preferences.ts';
import { screenDeclarations } from '../../../src/contracts/screens/screens.ts';
import { pinnedTabsProblem, preferencesProblem, withDefaults } from '../../../src/rules/preferences.ts';
import { BadRequestError } from '../../errors.ts';
import { mainOnly, signedIn } from '../../guards.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { callerOf } from '../../scope.ts';

/**
 * 偏好设置 (docs/product.md#preferences), kept per account so they follow it to another browser: the look and
 * behaviour it chose, the tabs it pinned, and the watermark — which the main account decides, for itself (off
 * until it turns it on) and for its staff (on until it turns it off).
 */
const schema = `
CREATE TABLE IF NOT EXISTS account_preferences (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  preferences TEXT,
  pinned_tabs TEXT,
  watermark INTEGER
);
CREATE TABLE IF NOT EXISTS agent_staff_watermarks (
  agent_id INTEGER PRIMARY KEY REFERENCES agents(id),
  shown INTEGER NOT NULL
);
`;

/** The main account's own watermark, and its staff's, until it chooses. */
export const MAIN_WATERMARK_DEFAULT = false;
export const STAFF_WATERMARK_DEFAULT = true;

const screenPaths = new Set(screenDeclarations.map((screen) => screen.path.toLowerCase()));
const isScreen = (path: string) => screenPaths.has(path.toLowerCase());

interface PreferenceRow {
  preferences: string | null;
  pinned_tabs: string | null;
  watermark: number | null;
}

function rowOf(ctx: StandInContext, accountId: number): PreferenceRow | undefined {
  return ctx.db.prepare('SELECT preferences, pinned_tabs, watermark FROM account_preferences WHERE account_id = ?').get(accountId) as
    | PreferenceRow
    | undefined;
}

function staffWatermark(ctx: StandInContext, agentId: number): boolean {
  const row = ctx.db.prepare('SELECT shown FROM agent_staff_watermarks WHERE agent_id = ?').get(agentId) as { shown: number } | undefined;
  return row ? row.shown === 1 : STAFF_WATERMARK_DEFAULT;
}

export function preferencesOf(ctx: StandInContext, accountId: number): PreferencesAnswer {
  const row = rowOf(ctx, accountId);
  const caller = callerOf(ctx, accountId);
  const staff = staffWatermark(ctx, caller.agentId);
  const own = row?.watermark ?? null;
  return {
    // Stored only after the checks below; read back with defaults for settings added since.
    preferences: row?.preferences ? withDefaults(JSON.parse(row.preferences)) : DEFAULT_PREFERENCES,
    pinnedTabs: row?.pinned_tabs ? (JSON.parse(row.pinned_tabs) as PinnedTab[]) : [],
    watermark: caller.isParent
      ? { shown: own === null ? MAIN_WATERMARK_DEFAULT : own === 1, staff }
      : { shown: staff, staff: null },
  };
}

/** Writes one column of the account's row, creating the row with the others unset. */
function store(ctx: StandInContext, accountId: number, column: 'preferences' | 'pinned_tabs' | 'watermark', value: string | number | null): void {
  ctx.db.prepare('INSERT OR IGNORE INTO account_preferences (account_id) VALUES (?)').run(accountId);
  ctx.db.prepare(`UPDATE account_preferences SET ${column} = ? WHERE account_id = ?`).run(value, accountId);
}

function savePreferences(ctx: StandInContext, accountId: number, body: unknown): PreferencesAnswer {
  const preferences = (body as { preferences?: unknown } | null)?.preferences;
  const problem = preferencesProblem(preferences);
  if (problem) throw new BadRequestError(problem);
  store(ctx, accountId, 'preferences', JSON.stringify(preferences as Preferences));
  return preferencesOf(ctx, accountId);
}

function savePinnedTabs(ctx: StandInContext, accountId: number, body: unknown): PreferencesAnswer {
  const pinnedTabs = (body as { pinnedTabs?: unknown } | null)?.pinnedTabs;
  const problem = pinnedTabsProblem(pinnedTabs, isScreen);
  if (problem) throw new BadRequestError(problem);
  const tabs = (pinnedTabs as PinnedTab[]).map(({ url, title }) => ({ url, title: title.trim() }));
  store(ctx, accountId, 'pinned_tabs', JSON.stringify(tabs));
  return preferencesOf(ctx, accountId);
}

function saveWatermark(ctx: StandInContext, accountId: number, body: unknown): PreferencesAnswer {
  const choice = body as Partial<WatermarkChoice> | null;
  if (typeof choice?.shown !== 'boolean' || typeof choice.staff !== 'boolean') throw new BadRequestError('参数 shown 与 staff 应为是或否');
  store(ctx, accountId, 'watermark', choice.shown ? 1 : 0);
  ctx.db
    .prepare('INSERT INTO agent_staff_watermarks (agent_id, shown) VALUES (?, ?) ON CONFLICT (agent_id) DO UPDATE SET shown = excluded.shown')
    .run(callerOf(ctx, accountId).agentId, choice.staff ? 1 : 0);
  return preferencesOf(ctx, accountId);
}

export const preferencesModule: StandInModule = {
  name: 'preferences',
  schema,
  routes({ api }, ctx) {
    // Each account reads and changes only its own; the watermark of staff is the main account's to decide.
    api.get('/api/preference/Get', ({ accountId }) => preferencesOf(ctx, accountId), { guard: signedIn });
    api.post('/api/preference/Save', ({ accountId, body }) => savePreferences(ctx, accountId, body), { guard: signedIn });
    api.post(
      '/api/preference/Reset',
      ({ accountId }) => {
        store(ctx, accountId, 'preferences', null);
        return preferencesOf(ctx, accountId);
      },
      { guard: signedIn },
    );
    api.post('/api/preference/PinnedTabs', ({ accountId, body }) => savePinnedTabs(ctx, accountId, body), { guard: signedIn });
    api.post('/api/preference/Watermark', ({ accountId, body }) => saveWatermark(ctx, accountId, body), {
      guard: mainOnly('水印由主账号设置'),
    });
  },
};
