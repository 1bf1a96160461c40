import { describe, expect, it } from 'vitest';
import { parseOrigins } from './frameConfig.ts';
import { bridgeCommand } from './messageBridge.ts';
import { systemScreens } from '../contracts/screens/system.ts';

const ownFrame = { name: 'one of the shell’s frames' };
const origins = { message: parseOrigins('https://parent.example.com'), frame: parseOrigins('https://old.example.com'), ownFrames: [ownFrame] };
const from = (data: unknown, origin = 'https://parent.example.com', source: unknown = ownFrame) => bridgeCommand({ origin, data, source }, origins);

describe('messages a parent page may send', () => {
  it('opens a portal route or an allowed frame address in a tab', () => {
    expect(from({ type: 'openTab', url: systemScreens.noticeList.path, title: ' 公告列表 ' })).toEqual({ type: 'openTab', kind: 'page', url: systemScreens.noticeList.path, title: '公告列表' });
    expect(from({ type: 'openTab', url: 'https://old.example.com/r', title: '报表' })).toEqual({
      type: 'openTab',
      kind: 'frame',
      url: 'https://old.example.com/r',
      title: '报表',
    });
  });

  it('forces a return to login', () => {
    expect(from({ type: 'toLogin' })).toEqual({ type: 'toLogin' });
  });

  it('ignores a window of an allowed origin that is not one of the shell’s frames', () => {
    expect(from({ type: 'toLogin' }, 'https://parent.example.com', { name: 'a popup' })).toBeNull();
    expect(from({ type: 'openTab', url: systemScreens.noticeList.path, title: '公告列表' }, 'https://parent.example.com', null)).toBeNull();
  });

  it('ignores other origins', () => {
    expect(from({ type: 'toLogin' }, 'https://evil.example')).toBeNull();
    expect(from({ type: 'openTab', url: systemScreens.noticeList.path, title: '公告列表' }, 'https://old.example.com')).toBeNull();
  });

  it('ignores any other shape', () => {
    for (const data of [
      null,
      'toLogin',
      ['toLogin'],
      { type: 'toLogin', then: 1 },
      { type: 'openTab', url: systemScreens.noticeList.path },
      { type: 'openTab', url: systemScreens.noticeList.path, title: '' },
      { type: 'openTab', url: systemScreens.noticeList.path, title: 5 },
      { type: 'openTab', url: systemScreens.noticeList.path, title: '公告', extra: true },
      { type: 'openTab', url: 'javascript:alert(1)', title: 'x' },
      { type: 'openTab', url: '//evil.example/x', title: 'x' },
      { type: 'openTab', url: 'https://evil.example/x', title: 'x' },
      { type: 'closeAll' },
    ]) {
      expect(from(data)).toBeNull();
    }
  });
});
