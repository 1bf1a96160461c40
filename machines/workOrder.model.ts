import { modelPaths } from './testing/modelCoverage.ts';
import { workOrderMachine, REOPEN_WINDOW_MS, type WorkOrderContext, type WorkOrderEvent, type WorkOrderView } from './workOrder.machine.ts';

// The model of a work order's life, shared by the unit model test and the browser replay.
/** Resolved a day before the clock reads (the shifted one under TEST_CLOCK), so the week to reopen it is still open at SOON. */
export const RESOLVED_AT = Date.now() - 24 * 60 * 60 * 1000;
const view = (status: WorkOrderView['status'], rating: number | null = null): WorkOrderView => ({
  status,
  resolvedAt: status === '已解决' ? RESOLVED_AT : null,
  closedAt: status === '已关闭' ? RESOLVED_AT : null,
  rating,
});
export const VIEWS = {
  pending: view('待受理'),
  processing: view('处理中'),
  needInfo: view('待补充'),
  resolved: view('已解决'),
  closed: view('已关闭'),
  rated: view('已关闭', 5),
};
export const SOON = RESOLVED_AT + 60_000;
export const TOO_LATE = RESOLVED_AT + REOPEN_WINDOW_MS + 60_000;

type Snapshot = { value: unknown; context: WorkOrderContext };
const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const userEvents: Record<string, WorkOrderEvent[]> = {
  new: [{ type: 'SUBMIT' }],
  '{"open":"pending"}': [{ type: 'REPLY', content: '补充：打印机型号 LQ-630K', files: [] }, { type: 'URGE' }, { type: 'CLOSE' }, { type: 'LOADED', view: VIEWS.processing }],
  '{"open":"processing"}': [{ type: 'REPLY', content: '补充说明', files: [] }, { type: 'URGE' }, { type: 'CLOSE' }, { type: 'LOADED', view: VIEWS.needInfo }, { type: 'LOADED', view: VIEWS.resolved }],
  '{"open":"needInfo"}': [{ type: 'REPLY', content: '截图已补充', files: [] }, { type: 'CLOSE' }],
  '{"open":"resolved"}': [{ type: 'CONFIRM', rating: 4 }, { type: 'REOPEN', now: SOON }, { type: 'REOPEN', now: TOO_LATE }, { type: 'RATE', rating: 5 }],
  '{"open":"closed"}': [{ type: 'REOPEN', now: SOON }, { type: 'REOPEN', now: TOO_LATE }, { type: 'RATE', rating: 4 }],
};
const fixtures: Record<string, object[]> = {
  submitting: [
    { type: 'xstate.done.actor.submit', output: VIEWS.pending },
    { type: 'xstate.error.actor.submit', error: new Error('请输入标题') },
  ],
  acting: [
    { type: 'xstate.done.actor.act', output: VIEWS.processing },
    { type: 'xstate.done.actor.act', output: VIEWS.closed },
    { type: 'xstate.error.actor.act', error: new Error('每2小时只能催办一次') },
  ],
};

const events = (snapshot: { value: unknown }) => [...(userEvents[key(snapshot.value)] ?? []), ...(fixtures[key(snapshot.value)] ?? [])] as WorkOrderEvent[];

/** The status the machine follows, whether rated, and what it is doing (not the texts). */
function serializeState(snapshot: { value: unknown; context: unknown }): string {
  const { value, context } = snapshot as Snapshot;
  return `${key(value)}|${context.view?.status ?? '-'}|${context.view?.rating ?? '-'}|${context.request?.action ?? '-'}|${context.error ? 'error' : ''}`;
}

export const workOrderPaths = () =>
  modelPaths(workOrderMachine, { events, serializeState, inputs: [{ view: null }, { view: VIEWS.resolved }, { view: VIEWS.rated }] });
