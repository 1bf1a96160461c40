import { chinaDay } from '../src/rules/calendar.ts';
import { BATCH_ROWS } from '../src/rules/tiktokOrderRow.ts';
import type { TiktokOrderRow } from '../src/contracts/tiktokImports.ts';
import { modelPaths } from './testing/modelCoverage.ts';
import { tiktokImportMachine, type TiktokImportContext, type TiktokImportEvent } from './tiktokImport.machine.ts';
import type { ImportRowsAnswer } from '../src/contracts/tiktokImports.ts';

// The model of the import flow, shared by its unit model test and the paths replayed in the browser.
// The parsed file has two batches' worth of rows, its last row bad; or only bad rows.
export const MODEL_ROWS = BATCH_ROWS + 5;

export function modelRows(count: number, allBad = false): TiktokOrderRow[] {
  return Array.from({ length: count }, (_, index) => ({
    rowNo: index + 1,
    storeOrderNo: allBad || index === count - 1 ? '123' : `68${String(index + 1).padStart(17, '0')}`,
    goods: '夏季T恤',
    buyerPhone: '13800000001',
    paid: '59.90',
    orderTime: `${chinaDay(Date.now() - 24 * 60 * 60 * 1000)} 10:30:00`,
  }));
}

const answer = (rows: TiktokOrderRow[]): ImportRowsAnswer => ({
  batchNo: 'DR2026112300002',
  outcomes: rows.map((row) => ({ rowNo: row.rowNo, result: row.storeOrderNo.length === 19 ? '成功' : '失败', reason: '' })),
});

type Snapshot = { value: unknown; context: unknown };

const events = ({ value, context }: Snapshot): TiktokImportEvent[] => {
  const c = context as TiktokImportContext;
  const batch = c.rows.slice(c.batchIndex * BATCH_ROWS, (c.batchIndex + 1) * BATCH_ROWS);
  const perState: Record<string, object[]> = {
    idle: [
      { type: 'FILE', file: { name: '订单.xlsx', size: 20_000 } },
      { type: 'FILE', file: { name: '订单.xls', size: 20_000 } },
    ],
    parsing: [
      { type: 'xstate.done.actor.parse', output: modelRows(MODEL_ROWS) },
      { type: 'xstate.done.actor.parse', output: modelRows(2, true) },
      { type: 'xstate.error.actor.parse', error: new Error('单次最多导入5000行') },
    ],
    preview: [{ type: 'UPLOAD' }, { type: 'BACK' }],
    uploading: [
      { type: 'xstate.done.actor.upload', output: answer(batch) },
      { type: 'xstate.error.actor.upload', error: new Error('网络异常，请稍后重试') },
      { type: 'CANCEL' },
    ],
    error: [{ type: 'RETRY' }, { type: 'CANCEL' }],
    report: [{ type: 'DONE' }],
  };
  return (perState[value as string] ?? []) as TiktokImportEvent[];
};

/** The state value plus what the guards read: valid rows present, and which batch is being sent. */
const serializeState = ({ value, context }: Snapshot) => {
  const c = context as TiktokImportContext;
  return JSON.stringify([value, c.problems.some((problem) => problem === null), c.batchIndex]);
};

export const tiktokImportPaths = () => modelPaths(tiktokImportMachine, { events, serializeState });
