import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../contracts/preferences.ts';
import { pinnedTabsProblem, preferencesProblem, withDefaults } from './preferences.ts';
import { paymentsScreens } from '../contracts/screens/payments.ts';

describe('preferences', () => {
  it('accepts a whole set of choices and names the first setting that is not one', () => {
    expect(preferencesProblem(DEFAULT_PREFERENCES)).toBeNull();
    expect(preferencesProblem({ ...DEFAULT_PREFERENCES, primaryColour: 'pink' })).toBe('偏好设置中的主题色无效');
    expect(preferencesProblem({ ...DEFAULT_PREFERENCES, autoLockMinutes: '5' })).toBe('偏好设置中的自动锁屏无效');
    expect(preferencesProblem([DEFAULT_PREFERENCES])).toBe('偏好设置格式错误');
  });

  it('reads back a stale or tampered set with each wrong or missing setting at its default', () => {
    expect(withDefaults({ colourScheme: 'dark', density: 'tiny', extra: 1 })).toEqual({ ...DEFAULT_PREFERENCES, colourScheme: 'dark' });
    expect(withDefaults('dark')).toEqual(DEFAULT_PREFERENCES);
  });

  it('takes pinned tabs of known screens on this origin, each once', () => {
    const isScreen = (path: string) => path === paymentsScreens.serviceOrder.path;
    expect(pinnedTabsProblem([{ url: `${paymentsScreens.serviceOrder.path}?page=2`, title: '服务订单' }], isScreen)).toBeNull();
    expect(pinnedTabsProblem([{ url: paymentsScreens.serviceOrder.path, title: '服务订单', kind: 'frame' }], isScreen)).toBe('固定的标签无效');
    expect(pinnedTabsProblem([{ url: '/serviceOrder\\..', title: '服务订单' }], isScreen)).toBe('固定的标签无效');
    expect(pinnedTabsProblem({ url: paymentsScreens.serviceOrder.path, title: '服务订单' }, isScreen)).toBe('固定的标签无效');
  });
});
