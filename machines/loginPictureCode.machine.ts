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
  context: { picture: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { SHOW: 'loading' } },
    loading: {
      invoke: {
        src: 'loadPicture',
        onDone: { target: 'shown', actions: assign({ picture: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ picture: null, error: PICTURE_LOAD_FAILED }) },
      },
    },
    shown: { on: { REFRESH: 'loading' } },
    failed: { on: { REFRESH: 'loading' } },
  },
});
