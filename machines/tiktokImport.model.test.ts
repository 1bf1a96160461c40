import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { importCounts } from '../src/rules/tiktokOrderRow.ts';
import { tiktokImportMachine } from './tiktokImport.machine.ts';
import { MODEL_ROWS, tiktokImportPaths } from './tiktokImport.model.ts';

const paths = tiktokImportPaths();

describe('tiktokImport model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'reports every row once, and only after the last batch: %s',
    (_, path) => {
      const { context, value } = replayPath(tiktokImportMachine, path).getSnapshot();
      const { sent, ok, failed } = importCounts(context.outcomes);
      if (value === 'report' || value === 'done') expect({ sent, ok, failed }).toEqual({ sent: MODEL_ROWS, ok: MODEL_ROWS - 1, failed: 1 });
      else expect(sent).toBeLessThan(MODEL_ROWS);
      if (value === 'preview') expect(context.problems.length).toBe(context.rows.length);
      if (value === 'idle' && context.file === null && path.steps.length > 1) expect(context.fileError).toBe('请上传.xlsx格式的文件');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('tiktokImport', tiktokImportMachine, paths);
  });
});
