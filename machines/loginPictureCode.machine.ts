import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { PICTURE_LOAD_FAILED } from '../src/rules/login.ts';

/** GET /api/auth/GetGphValidateCode, as the page reads it: an image to show and the answer to check. */
export interface PictureCode {
  imageUrl: string;
  answer: string;
}

export interface PictureCodeContext {
  picture: PictureCode | null;
  error: string | null;
}

export type PictureCodeEvent = { type: 'SHOW' } | { type: 'REFRESH' };

/**
 * The picture code of the login page: waits until the page shows it (from the third failure),
 * then loads, shows, and loads a new one on refresh or mismatch.
 */
export const loginPictureCodeMachine = setup({
  types: {
    context: {} as PictureCodeContext,
    events: {} as PictureCodeEvent,
  },
  actors: {
    loadPicture: fromPromise<PictureCode>(notProvided('loadPicture')),
  },
}).createMachine({
  id: 'loginPictureCode',
  description: '图形验证码',
  meta: {
    rule: { section: 'validation', says: "'请输入图形验证码' / '图形验证码错误' (case-insensitive, a new picture)" },
    events: { SHOW: '显示图形码', REFRESH: '换一张' },
    actors: { loadPicture: '加载图片' },
  },
  context: { picture: null, error: null },
  initial: 'idle',
  states: {
    idle: { description: '未显示', on: { SHOW: 'loading' } },
    loading: {
      description: '加载中',
      invoke: {
        src: 'loadPicture',
        onDone: { target: 'shown', actions: assign({ picture: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ picture: null, error: PICTURE_LOAD_FAILED }) },
      },
    },
    shown: { description: '已显示', on: { REFRESH: 'loading' } },
    failed: { description: '加载失败', on: { REFRESH: 'loading' } },
  },
});
