import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import type { AuditStatus } from '../src/contracts/audit.ts';
import { errorText } from '../src/rules/errorText.ts';

/** What the server says of an item under audit after each call. */
export interface AuditAnswer {
  status: AuditStatus;
  reason: string | null;
}

export interface AuditItemContext extends AuditAnswer {
  /** The message of the last failed call, shown until the next one. */
  error: string | null;
  /** Where a failed submission returns: the first draft or the change being edited. */
  submittedFrom: 'draft' | 'editing';
  /** Where 取消 from editing returns. */
  editedFrom: 'approved' | 'rejected';
  /** Opened by a row's 修改: an approved or refused item starts in editing. */
  editOnOpen: boolean;
}

export interface AuditItemInput extends AuditAnswer {
  /** Open the form in editing (an approved or refused item only). */
  editing?: boolean;
}

export type AuditItemEvent =
  | { type: 'SUBMIT'; data: unknown }
  | { type: 'WITHDRAW' }
  /** The window got the focus again: a review may have ended meanwhile. */
  | { type: 'FOCUS' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' };

const errorMessage = (error: unknown) => errorText(error, '操作失败，请稍后重试');


/**
 * M6 auditItem: draft → submitting → reviewing (refreshed when the window gets the focus) → approved |
 * rejected → editing → submitting; withdraw from reviewing. Editing an approved item starts a new
 * review while the approved data stays in force (the server keeps both). The calls are injected.
 */
export const auditItemMachine = setup({
  types: { context: {} as AuditItemContext, input: {} as AuditItemInput, events: {} as AuditItemEvent },
  actors: {
    submit: fromPromise<AuditAnswer, unknown>(notProvided('submit')),
    refresh: fromPromise<AuditAnswer>(notProvided('refresh')),
    withdraw: fromPromise<AuditAnswer>(notProvided('withdraw')),
  },
  actions: {
    takeAnswer: assign(({ event }) => {
      const { status, reason } = (event as unknown as { output: AuditAnswer }).output;
      return { status, reason, error: null };
    }),
    recordError: assign({ error: ({ event }) => errorMessage((event as unknown as { error?: unknown }).error) }),
  },
  guards: {
    is: ({ context }, status: AuditStatus) => context.status === status,
    answered: ({ event }, status: AuditStatus) => (event as unknown as { output: AuditAnswer }).output.status === status,
    fromEditing: ({ context }) => context.submittedFrom === 'editing',
    fromApproved: ({ context }) => context.editedFrom === 'approved',
    editOnOpen: ({ context }) => context.editOnOpen,
  },
}).createMachine({
  id: 'auditItem',
  description: '审核事项',
  meta: {
    rule: { section: 'flows', says: 'M6 auditItem (signature, template, qualification review)' },
    events: { SUBMIT: '提交审核', WITHDRAW: '撤回', FOCUS: '回到窗口', EDIT: '修改资料', CANCEL: '取消修改' },
    actors: { submit: '提交审核', refresh: '刷新审核状态', withdraw: '撤回审核' },
    guards: { is: '状态为', answered: '答复为', fromEditing: '从修改中提交', fromApproved: '修改的是已通过的资料', editOnOpen: '打开即修改' },
  },
  context: ({ input }) => ({
    status: input.status,
    reason: input.reason,
    error: null,
    submittedFrom: 'draft',
    editedFrom: input.status === '审核未通过' ? 'rejected' : 'approved',
    editOnOpen: input.editing === true && (input.status === '审核通过' || input.status === '审核未通过'),
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: '读取状态',
      always: [
        { guard: 'editOnOpen', target: 'editing' },
        { guard: { type: 'is', params: '审核中' }, target: 'reviewing' },
        { guard: { type: 'is', params: '审核通过' }, target: 'approved' },
        { guard: { type: 'is', params: '审核未通过' }, target: 'rejected' },
        { target: 'draft' },
      ],
    },
    draft: {
      description: '草稿',
      on: { SUBMIT: { target: 'submitting', actions: assign({ submittedFrom: 'draft' }) } },
    },
    submitting: {
      description: '提交中',
      invoke: {
        src: 'submit',
        input: ({ event }: { event: AuditItemEvent }) => (event.type === 'SUBMIT' ? event.data : undefined),
        onDone: { target: 'reviewing', actions: 'takeAnswer' },
        onError: [{ guard: 'fromEditing', target: 'editing', actions: 'recordError' }, { target: 'draft', actions: 'recordError' }],
      },
    },
    reviewing: {
      description: '审核中',
      meta: { rule: { section: 'statuses', says: '未提交 · 审核中 · 审核通过 · 审核未通过 · 已撤回' } },
      on: { FOCUS: 'refreshing', WITHDRAW: 'withdrawing' },
    },
    refreshing: {
      description: '刷新中',
      invoke: {
        src: 'refresh',
        onDone: [
          { guard: { type: 'answered', params: '审核通过' }, target: 'approved', actions: 'takeAnswer' },
          { guard: { type: 'answered', params: '审核未通过' }, target: 'rejected', actions: 'takeAnswer' },
          { guard: { type: 'answered', params: '审核中' }, target: 'reviewing', actions: 'takeAnswer' },
          { target: 'draft', actions: 'takeAnswer' },
        ],
        // A failed refresh changes nothing: the next focus tries again.
        onError: 'reviewing',
      },
    },
    withdrawing: {
      description: '撤回中',
      invoke: {
        src: 'withdraw',
        onDone: { target: 'draft', actions: 'takeAnswer' },
        onError: { target: 'reviewing', actions: 'recordError' },
      },
    },
    approved: {
      description: '审核通过',
      on: { EDIT: { target: 'editing', actions: assign({ editedFrom: 'approved', error: null }) } },
    },
    rejected: {
      description: '审核未通过',
      on: { EDIT: { target: 'editing', actions: assign({ editedFrom: 'rejected', error: null }) } },
    },
    editing: {
      description: '修改中',
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ submittedFrom: 'editing' }) },
        CANCEL: [{ guard: 'fromApproved', target: 'approved' }, { target: 'rejected' }],
      },
    },
  },
});

export type AuditItemState = 'restoring' | 'draft' | 'submitting' | 'reviewing' | 'refreshing' | 'withdrawing' | 'approved' | 'rejected' | 'editing';

/** Whether the form takes input in this state. */
export const formEditable = (state: AuditItemState) => state === 'draft' || state === 'editing';
