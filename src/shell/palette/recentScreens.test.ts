import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../machines/testing/memoryStorage.ts';
import { RECENT_MAX, readRecent, rememberRecent } from './recentScreens.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

describe('recent screens', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));

  it('keeps the last 10 screens per account, newest first, each once', () => {
    for (let index = 1; index <= 12; index += 1) rememberRecent('agent01', `/screen${index}`);
    rememberRecent('agent01', '/screen5');
    rememberRecent('staff01', paymentsScreens.serviceOrder.path);
    const recent = readRecent('agent01');
    expect(recent).toHaveLength(RECENT_MAX);
    expect(recent.slice(0, 3)).toEqual(['/screen5', '/screen12', '/screen11']);
    expect(recent.filter((url) => url === '/screen5')).toHaveLength(1);
    expect(recent).not.toContain('/screen2');
    expect(readRecent('staff01')).toEqual([paymentsScreens.serviceOrder.path]);
  });

  it('reads a damaged or foreign value as no history', () => {
    localStorage.setItem('palette.recent.agent01', '{not json');
    expect(readRecent('agent01')).toEqual([]);
    localStorage.setItem('palette.recent.agent01', JSON.stringify({ url: '/x' }));
    expect(readRecent('agent01')).toEqual([]);
  });
});
