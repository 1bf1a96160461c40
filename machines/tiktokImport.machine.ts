import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { BATCH_ROWS, fileProblem, fileRowProblems } from '../src/rules/tiktokOrderRow.ts';
import type { ImportRowOutcome, ImportRowsAnswer, ImportRowsRequest, TiktokOrderRow } from '../src/contracts/tiktokImports.ts';
import { errorText } from '../src/rules/errorText.ts';

/** The chosen file as the machine needs it; the page passes the browser's File, which has these. */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface TiktokImportContext {
  file: ChosenFile | null;
  rows: TiktokOrderRow[];
  /** One per row: why it cannot be imported, or null. */
  problems: Array<string | null>;
  /** Why the file was refused or could not be read. */
  fileError: string | null;
  batchNo: string | null;
  /** The batch of 200 rows being sent (0-based). */
  batchIndex: number;
  outcomes: ImportRowOutcome[];
  uploadError: string | null;
}

export type TiktokImportEvent =
  | { type: 'FILE'; file: ChosenFile }
  | { type: 'UPLOAD' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DONE' };

const fresh = { rows: [], problems: [], batchNo: null, batchIndex: 0, outcomes: [], uploadError: null };

/**
 * M10 (P6): a file is checked, read in a worker (parseFile), its rows checked, previewed, then sent
 * 200 rows a call with progress; cancellable; a failed call is retried from the batch that failed.
 */
export const tiktokImportMachine = setup({
  types: { context: {} as TiktokImportContext, events: {} as TiktokImportEvent },
  actors: {
    parseFile: fromPromise<TiktokOrderRow[], ChosenFile>(notProvided('parseFile')),
    uploadRows: fromPromise<ImportRowsAnswer, ImportRowsRequest>(notProvided('uploadRows')),
  },
  actions: {
    /** The page tells the server the batch was given up (it keeps what was sent). */
    reportCancel: (_, _batchNo: string | null) => undefined,
  },
  guards: {
    fileAccepted: ({ event }) => event.type === 'FILE' && fileProblem(event.file) === null,
    hasValidRows: ({ context }) => context.problems.some((problem) => problem === null),
    moreBatches: ({ context }) => (context.batchIndex + 1) * BATCH_ROWS < context.rows.length,
  },
}).createMachine({
  id: 'tiktokImport',
  description: '抖音订单导入',
  meta: {
    rule: { section: 'flows', says: 'M10 tiktokImport' },
    events: { FILE: '选择文件', UPLOAD: '开始导入', BACK: '重新选择', CANCEL: '取消导入', RETRY: '重试', DONE: '完成' },
    actors: { parseFile: '读取文件', uploadRows: '上传一批' },
    guards: { fileAccepted: '文件可导入', hasValidRows: '有可导入的行', moreBatches: '还有下一批' },
  },
  context: { file: null, fileError: null, ...fresh },
  initial: 'idle',
  states: {
    idle: {
      description: '选择文件',
      meta: { rule: { section: 'validation', says: "Uploads: extension in the accept list ('只能上传…格式文件')" } },
      on: {
        FILE: [
          { guard: 'fileAccepted', target: 'parsing', actions: assign({ file: ({ event }) => event.file, fileError: null }) },
          { actions: assign({ fileError: ({ event }) => fileProblem(event.file) }) },
        ],
      },
    },
    parsing: {
      description: '读取中',
      entry: assign(fresh),
      invoke: {
        id: 'parse',
        src: 'parseFile',
        input: ({ context }) => context.file!,
        onDone: { target: 'validating', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ fileError: ({ event }) => errorText(event.error, '文件读取失败') }) },
      },
    },
    validating: {
      description: '逐行检查',
      always: { target: 'preview', actions: assign({ problems: ({ context }) => fileRowProblems(context.rows) }) },
    },
    preview: {
      description: '预览',
      meta: { rule: { section: 'screen-patterns', says: 'template → parse → row checks → preview → batched upload → report' } },
      on: {
        UPLOAD: { guard: 'hasValidRows', target: 'uploading' },
        BACK: 'idle',
      },
    },
    uploading: {
      description: '分批上传中',
      entry: assign({ uploadError: null }),
      invoke: {
        id: 'upload',
        src: 'uploadRows',
        input: ({ context }) => ({
          batchNo: context.batchNo ?? undefined,
          fileName: context.file!.name,
          total: context.rows.length,
          rows: context.rows.slice(context.batchIndex * BATCH_ROWS, (context.batchIndex + 1) * BATCH_ROWS),
        }),
        onDone: [
          {
            guard: 'moreBatches',
            target: 'uploading',
            reenter: true,
            actions: assign(({ context, event }) => ({
              batchNo: event.output.batchNo,
              batchIndex: context.batchIndex + 1,
              outcomes: [...context.outcomes, ...event.output.outcomes],
            })),
          },
          {
            target: 'report',
            actions: assign(({ context, event }) => ({ batchNo: event.output.batchNo, outcomes: [...context.outcomes, ...event.output.outcomes] })),
          },
        ],
        onError: { target: 'error', actions: assign({ uploadError: ({ event }) => errorText(event.error, '上传失败') }) },
      },
      on: { CANCEL: 'cancelled' },
    },
    error: {
      description: '上传失败',
      on: { RETRY: 'uploading', CANCEL: 'cancelled' },
    },
    report: {
      description: '导入报告',
      on: { DONE: 'done' },
    },
    cancelled: {
      description: '已取消',
      type: 'final',
      entry: { type: 'reportCancel', params: ({ context }) => context.batchNo },
    },
    done: { description: '已完成', type: 'final' },
  },
});
