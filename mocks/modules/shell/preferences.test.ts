import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesAnswer } from '../../../src/contracts/preferences.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';

const standIn = freshStandInPerTest('preferences-test-');
const { call, session } = standInCalls(standIn);

const chosen: Preferences = {
  colourScheme: 'dark',
  primaryColour: 'violet',
  density: 'compact',
  fontSize: 'large',
  menuFolded: true,
  tabStyle: 'card',
  breadcrumbs: true,
  autoLockMinutes: 15,
};
const get = async (token: string) => (await call<PreferencesAnswer>('/api/preference/Get', undefined, token)).data;

describe('preferences (stand-in)', () => {
  it('answers the defaults until the account chooses, then what it chose, to it alone, until 恢复默认', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    expect(await get(agent)).toEqual({ preferences: DEFAULT_PREFERENCES, pinnedTabs: [], watermark: { shown: false, staff: true } });

    expect((await call<PreferencesAnswer>('/api/preference/Save', { preferences: chosen }, agent)).data.preferences).toEqual(chosen);
    // Another session of the account (another browser) reads them; another account keeps its own.
    expect((await get(await session('agent01'))).preferences).toEqual(chosen);
    expect((await get(staff)).preferences).toEqual(DEFAULT_PREFERENCES);

    const reset = await call<PreferencesAnswer>('/api/preference/Reset', {}, agent);
    expect(reset.data.preferences).toEqual(DEFAULT_PREFERENCES);
    expect((await get(agent)).preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses a setting that is not one of its choices, a missing one or an unknown one, keeping what was stored', async () => {
    const agent = await session('agent01');
    await call('/api/preference/Save', { preferences: chosen }, agent);
    const refusals = await Promise.all(
      [{ ...chosen, colourScheme: 'sepia' }, { ...chosen, autoLockMinutes: 7 }, { ...chosen, breadcrumbs: 'yes' }, { ...chosen, theme: 'x' }, null]
        .map((preferences) => call('/api/preference/Save', { preferences }, agent)),
    );
    expect(refusals.map(({ status, msg }) => [status, msg])).toEqual([
      [400, '偏好设置中的配色方案无效'],
      [400, '偏好设置中的自动锁屏无效'],
      [400, '偏好设置中的显示面包屑无效'],
      [400, '偏好设置格式错误'],
      [400, '偏好设置格式错误'],
    ]);
    const { menuFolded: _left, ...missing } = chosen;
    expect((await call('/api/preference/Save', { preferences: missing }, agent)).msg).toBe('偏好设置中的默认收起菜单无效');
    expect((await get(agent)).preferences).toEqual(chosen);
  });

  it('keeps the pinned tabs in their order: declared screens only, each once, at most 10', async () => {
    const agent = await session('agent01');
    const pinnedTabs = [
      { url: paymentsScreens.serviceOrder.path, title: '服务订单' },
      { url: systemScreens.noticeDetail.href({ id: '1' }), title: '公告详情' },
    ];
    expect((await call<PreferencesAnswer>('/api/preference/PinnedTabs', { pinnedTabs }, agent)).data.pinnedTabs).toEqual(pinnedTabs);
    expect((await get(await session('agent01'))).pinnedTabs).toEqual(pinnedTabs);

    const screen = (index: number) => ({ url: `${paymentsScreens.serviceOrder.path}?page=${index}`, title: '服务订单' });
    const refused = [
      [{ url: '/nowhere', title: '无' }],
      [{ url: '//evil.example/serviceOrder', title: '外站' }],
      [{ url: 'javascript:alert(1)', title: '脚本' }],
      [{ url: paymentsScreens.serviceOrder.path, title: '' }],
      [pinnedTabs[0], pinnedTabs[0]],
      Array.from({ length: 11 }, (_, index) => screen(index)),
    ];
    for (const tabs of refused) {
      const answer = await call('/api/preference/PinnedTabs', { pinnedTabs: tabs }, agent);
      expect(answer.status).toBe(400);
      expect(answer.msg).toMatch(/^(固定的标签无效|最多固定10个标签)$/);
    }
    expect((await get(agent)).pinnedTabs).toEqual(pinnedTabs);
  });

  it('lets the main account decide the watermark for itself and its staff; a staff account sees what it decided and cannot change it', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    expect((await get(staff)).watermark).toEqual({ shown: true, staff: null });

    const refused = await call('/api/preference/Watermark', { shown: false, staff: false }, staff);
    expect(refused.msg).toBe('水印由主账号设置');
    expect((await get(staff)).watermark.shown).toBe(true);

    const decided = await call<PreferencesAnswer>('/api/preference/Watermark', { shown: true, staff: false }, agent);
    expect(decided.data.watermark).toEqual({ shown: true, staff: false });
    expect((await get(staff)).watermark).toEqual({ shown: false, staff: null });
    // Another agent's staff are not agent01's to decide: its main account keeps its own defaults.
    expect((await get(await session('other'))).watermark).toEqual({ shown: false, staff: true });
    expect((await call('/api/preference/Watermark', { shown: 'yes', staff: true }, agent)).status).toBe(400);
  });
});
