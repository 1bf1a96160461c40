import type { FeedbackFile } from '../../api/feedback.ts';

/** One picked image: uploading, then stored (with its object) or failed (with the reason). */
export type Attachment =
  | { key: string; name: string; preview: string; status: 'uploading' }
  | { key: string; name: string; preview: string; status: 'done'; stored: FeedbackFile }
  | { key: string; name: string; preview: string; status: 'failed'; error: string };

export interface AttachmentsState {
  items: Attachment[];
  /** Stored files the user removed: to be deleted on the server. */
  removed: FeedbackFile[];
}

export type AttachmentsAction =
  | { type: 'added'; key: string; name: string; preview: string }
  | { type: 'stored'; key: string; stored: FeedbackFile }
  | { type: 'failed'; key: string; error: string }
  | { type: 'removed'; key: string }
  | { type: 'deletionsSent' };

export const noAttachments: AttachmentsState = { items: [], removed: [] };

export function attachmentsReducer(state: AttachmentsState, action: AttachmentsAction): AttachmentsState {
  switch (action.type) {
    case 'added':
      return { ...state, items: [...state.items, { key: action.key, name: action.name, preview: action.preview, status: 'uploading' }] };
    case 'stored':
    case 'failed': {
      const items = state.items.map((item): Attachment => {
        if (item.key !== action.key || item.status !== 'uploading') return item;
        return action.type === 'stored' ? { ...item, status: 'done', stored: action.stored } : { ...item, status: 'failed', error: action.error };
      });
      // A file removed while it was uploading is stored anyway: it goes straight to deletion.
      const orphan = action.type === 'stored' && !state.items.some((item) => item.key === action.key);
      return { items, removed: orphan ? [...state.removed, action.stored] : state.removed };
    }
    case 'removed': {
      const item = state.items.find((candidate) => candidate.key === action.key);
      if (!item) return state;
      return {
        items: state.items.filter((candidate) => candidate !== item),
        removed: item.status === 'done' ? [...state.removed, item.stored] : state.removed,
      };
    }
    case 'deletionsSent':
      return { ...state, removed: [] };
  }
}

export const isUploading = (state: AttachmentsState) => state.items.some((item) => item.status === 'uploading');

export const storedFiles = (state: AttachmentsState) =>
  state.items.flatMap((item) => (item.status === 'done' ? [item.stored] : []));
