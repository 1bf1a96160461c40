import type { TaskState } from '../../../machines/uploadTask.machine.ts';
import type { FeedbackFile } from '../../contracts/feedback.ts';
import type { TaskActor } from '../../upload/manager.ts';

/** A picked image's task in the upload manager, and the object it writes (what the feedback saves). */
export interface AttachmentUpload {
  id: string;
  actor: TaskActor;
  file: FeedbackFile;
}

/**
 * One picked image. Its upload is null while the store's descriptor is being asked for; from then on the
 * task machine owns the flow (waiting, uploading, paused, success, error…) and the list only reads its state.
 */
export interface Attachment {
  key: string;
  name: string;
  preview: string;
  upload: AttachmentUpload | null;
  /** Why the upload could not even start (no descriptor). */
  startError: string | null;
}

export interface AttachmentsState {
  items: Attachment[];
  /** Files of removed attachments: to be deleted on the server when the dialog closes. */
  removed: FeedbackFile[];
}

export type AttachmentsAction =
  | { type: 'added'; key: string; name: string; preview: string }
  | { type: 'started'; key: string; upload: AttachmentUpload }
  | { type: 'notStarted'; key: string; error: string }
  | { type: 'removed'; key: string };

export const noAttachments: AttachmentsState = { items: [], removed: [] };

export function attachmentsReducer(state: AttachmentsState, action: AttachmentsAction): AttachmentsState {
  switch (action.type) {
    case 'added':
      return { ...state, items: [...state.items, { key: action.key, name: action.name, preview: action.preview, upload: null, startError: null }] };
    case 'started':
    case 'notStarted':
      return {
        ...state,
        items: state.items.map((item) => {
          if (item.key !== action.key || item.upload || item.startError) return item;
          return action.type === 'started' ? { ...item, upload: action.upload } : { ...item, startError: action.error };
        }),
      };
    case 'removed': {
      const item = state.items.find((candidate) => candidate.key === action.key);
      if (!item) return state;
      return {
        items: state.items.filter((candidate) => candidate !== item),
        removed: item.upload ? [...state.removed, item.upload.file] : state.removed,
      };
    }
  }
}

/** What the dialog shows of an attachment: asking for its descriptor, its task's state, or not started. */
export type AttachmentStatus = 'preparing' | 'notStarted' | TaskState;

/** The state of a task by id; a task the manager no longer lists was canceled (e.g. in the upload centre). */
export type TaskStates = ReadonlyMap<string, TaskState>;

export function attachmentStatus(item: Attachment, tasks: TaskStates): AttachmentStatus {
  if (item.startError) return 'notStarted';
  if (!item.upload) return 'preparing';
  return tasks.get(item.upload.id) ?? 'canceled';
}

/** Still on its way to the store: the dialog waits for it before saving (docs/product.md#validation). */
export const UNFINISHED: readonly AttachmentStatus[] = ['preparing', 'waiting', 'checking', 'uploading', 'paused'];

export const isUploading = (state: AttachmentsState, tasks: TaskStates) =>
  state.items.some((item) => UNFINISHED.includes(attachmentStatus(item, tasks)));

/** The files the feedback saves: the attachments stored in the object store. */
export const storedFiles = (state: AttachmentsState, tasks: TaskStates) =>
  state.items.flatMap((item) => (item.upload && attachmentStatus(item, tasks) === 'success' ? [item.upload.file] : []));
