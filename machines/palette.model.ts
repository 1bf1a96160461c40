import { STARTER_GROUP, STARTER_SCREENS } from '../src/contracts/palette.ts';
import { modelPaths } from './testing/modelCoverage.ts';
import { paletteItems, paletteMachine, type PaletteContext, type PaletteEvent, type PaletteItem } from './palette.machine.ts';

// The palette's model, shared by its unit model test and the paths replayed in the browser: the
// signed-in agent (no favourites, no recent screens: the empty box offers the starter screens) types a
// screen's initials (khxx), a phone number's start the server finds a customer by, or one character
// (too short to ask the server).
export const MODEL_SCREEN_QUERY = 'khxx';
export const MODEL_RECORD_QUERY = '13800';

export const MODEL_SCREEN: PaletteItem = {
  key: 'screen:/customerInformationManage',
  kind: 'screen',
  group: '功能',
  label: '客户信息管理',
  url: '/customerInformationManage',
  title: '客户信息管理',
  starrable: true,
};

export const MODEL_CUSTOMER: PaletteItem = {
  key: 'customer:1',
  kind: 'customer',
  group: '客户',
  label: '模型客户',
  url: '/customerInformationManage/customerDetail?id=1',
  title: '客户详情',
};

/** What the empty box offers an agent with no favourites and no recent screens (agent01's menu holds them all). */
export const MODEL_STARTERS: PaletteItem[] = STARTER_SCREENS.map(({ title, url }) => ({
  key: `starter:${url}`,
  kind: 'screen',
  group: STARTER_GROUP,
  label: title,
  url,
  title,
  starrable: true,
}));

type Snapshot = { value: unknown; context: unknown };

const anywhereOpen: PaletteEvent[] = [
  { type: 'INPUT', query: MODEL_SCREEN_QUERY },
  { type: 'INPUT', query: MODEL_RECORD_QUERY },
  { type: 'INPUT', query: '9' },
  { type: 'MOVE', step: 1 },
  { type: 'MOVE', step: -1 },
  { type: 'HIGHLIGHT', index: 0 },
  { type: 'CHOOSE' },
  { type: 'CLOSE' },
];

const events = ({ value, context }: Snapshot): PaletteEvent[] => {
  const c = context as PaletteContext;
  if (value === 'closed') return [{ type: 'OPEN' }];
  const inner = (value as { open: string }).open;
  const screens = c.query === MODEL_SCREEN_QUERY ? [MODEL_SCREEN] : c.query === '' ? MODEL_STARTERS : [];
  const perState: Record<string, object[]> = {
    matching: [
      { type: 'xstate.done.actor.findScreens', output: screens },
      { type: 'xstate.error.actor.findScreens', error: new Error('拼音组件加载失败') },
    ],
    waiting: [{ type: 'xstate.after.debounce.palette.open.waiting' }],
    searching: [
      { type: 'xstate.done.actor.searchRecords', output: c.query === MODEL_RECORD_QUERY ? [MODEL_CUSTOMER] : [] },
      { type: 'xstate.error.actor.searchRecords', error: new Error('网络连接失败，请检查网络后重试') },
    ],
  };
  return [...((perState[inner] ?? []) as PaletteEvent[]), ...anywhereOpen];
};

/** The state value plus what the guards read: the query, and how many items there are to choose from. */
const serializeState = ({ value, context }: Snapshot) => {
  const c = context as PaletteContext;
  return JSON.stringify([value, c.query, paletteItems(c).length, c.active, c.recordsError !== null]);
};

export const palettePaths = () => modelPaths(paletteMachine, { events, serializeState });
