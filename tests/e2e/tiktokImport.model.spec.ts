import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { tiktokImportMachine, type TiktokImportContext, type TiktokImportEvent } from '../../machines/tiktokImport.machine.ts';
import { MODEL_ROWS, modelRows, tiktokImportPaths } from '../../machines/tiktokImport.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { TEMPLATE_HEADERS } from '../../src/rules/tiktokOrderRow.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, stateName, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The import flow's model replayed on the page: the file is a real .xlsx read by the worker; the
// upload calls are answered with the model's fixtures, so no path changes the stand-in's data.
const generated = tiktokImportPaths();

/** Event types as strings: the paths also carry the fixtures' xstate.* events. */
const events = (path: ModelPath<TiktokImportEvent>) => path.steps.slice(1).map((step): string => step.event.type);
const ends = (path: ModelPath<TiktokImportEvent>) => stateName((path.state as { value: unknown }).value);
const parsedRows = (path: ModelPath<TiktokImportEvent>) =>
  (path.steps.find((step) => (step.event.type as string) === 'xstate.done.actor.parse')?.event as unknown as { output: unknown[] } | undefined)?.output.length;
/**
 * Two paths that together enter every state the page shows: the whole import to done, and a second
 * batch failing then given up (error → cancelled). Each needs a fresh page; two keep the replay
 * within a minute. A refused file type is part of the import journey in systemImports.spec.ts.
 */
const drivable = [
  generated.find((path) => ends(path) === 'done' && parsedRows(path) === MODEL_ROWS)!,
  generated.find((path) => ends(path) === 'cancelled' && events(path).includes('xstate.error.actor.upload') && events(path).filter((type) => type === 'xstate.done.actor.upload').length === 1)!,
];

async function modelWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('抖店订单');
  sheet.addRow([...TEMPLATE_HEADERS]);
  for (const row of modelRows(MODEL_ROWS)) sheet.addRow([row.storeOrderNo, row.goods, row.buyerPhone, row.paid, row.orderTime]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface World {
  page: Page;
  uploads: HeldCalls;
}

const success = (data: unknown) => ({ code: 200, msg: '成功', data });
const dialog = (page: Page) => page.getByRole('dialog', { name: '导入抖店订单' });
const batches = (context: TiktokImportContext) => Math.ceil(context.rows.length / 200);

const ui: UiModel<TiktokImportEvent, TiktokImportContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    await standIn.signIn(page.context(), 'agent01');
    const uploads = await HeldCalls.on(page, /\/api\/tiktokImport\/ImportRows$/i);
    await openInPortal(page, '/tiktokStoreOrdersIntoMana');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    return { page, uploads };
  },
  perform: {
    FILE: async ({ world: { page }, event }) => {
      const { name } = (event as { file: { name: string } }).file;
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: await modelWorkbook() });
    },
    // The worker answers by itself.
    'xstate.done.actor.parse': async () => undefined,
    UPLOAD: ({ world }) => world.page.getByRole('button', { name: '开始导入' }).click(),
    'xstate.done.actor.upload': ({ world, event }) => world.uploads.fail(success((event as unknown as { output: unknown }).output)),
    'xstate.error.actor.upload': ({ world, event }) => world.uploads.fail(apiFailure(fixtureMessage(event))),
    CANCEL: ({ world }) => dialog(world.page).getByRole('button', { name: /^取消(导入)?$/ }).click(),
    RETRY: ({ world }) => world.page.getByRole('button', { name: '重试' }).click(),
    DONE: ({ world }) => world.page.getByRole('button', { name: '完成' }).click(),
  },
  see: {
    async idle({ world: { page }, to }) {
      await expect(page.getByText('选择文件')).toBeVisible();
      if (to.context.fileError) await expect(page.getByText(to.context.fileError)).toBeVisible();
    },
    // The worker reads the file at once: the page shows 正在读取文件… or already the preview.
    parsing: ({ world }) => expect(dialog(world.page)).toBeVisible(),
    preview: ({ world, to: { context } }) => {
      const invalid = context.problems.filter((problem) => problem !== null).length;
      return expect(world.page.getByText(`共 ${context.rows.length} 行，可导入 ${context.rows.length - invalid} 行，有问题 ${invalid} 行`, { exact: false })).toBeVisible();
    },
    async uploading({ world: { page, uploads }, to: { context } }) {
      await expect.poll(() => uploads.inFlight).toBe(1);
      await expect(page.getByText(`正在上传 ${context.batchIndex + 1}/${batches(context)} 批`)).toBeVisible();
    },
    async error({ world: { page }, to }) {
      await expect(page.getByText(to.context.uploadError!)).toBeVisible();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    },
    report: ({ world }) => expect(world.page.getByText(`共 ${MODEL_ROWS} 行，成功 ${MODEL_ROWS - 1} 行，失败 1 行`, { exact: false })).toBeVisible(),
    done: ({ world }) => expect(dialog(world.page)).toBeHidden(),
    cancelled: ({ world }) => expect(world.page.getByText('已取消导入')).toBeVisible(),
  },
};

replayModel({
  machine: tiktokImportMachine,
  generated,
  drivable,
  ui,
  whyNotAll: '单元模型测试走过每个状态和转换；浏览器重放两条走过页面每个状态的路径',
  start: () => '新的导入',
});
