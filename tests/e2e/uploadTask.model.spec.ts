import type { BrowserContext, Page } from '@playwright/test';
import { uploadTaskMachine, type UploadFailure, type UploadTaskContext, type UploadTaskEvent, type UploadTaskInput } from '../../machines/uploadTask.machine.ts';
import { uploadTaskPaths } from '../../machines/uploadTask.model.ts';
import type { ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect, test, type StandIn } from './fixtures.ts';
import { HeldCalls, announceModel, modelTitle, replayOnPage, runsFor, type UiModel, type UiStep } from './modelUi.ts';
import { StoreControls, makeFile, openDbFiles, pickFile, taskRow, type TestFile } from './uploadHelpers.ts';

// A few of the model's paths, together entering every state the database-file page shows for a task, replayed
// with agent01 on /customerInformationManage/dbFileList through the OSS stand-in. The multipart upload's initiate
// is held while the task checks; the store's fault controls decide how its one part is answered.
const generated = uploadTaskPaths();
const failureKind = (event: UploadTaskEvent) => (event as { error?: UploadFailure }).error?.kind;
const eventLabel = (event: UploadTaskEvent) => {
  const kind = failureKind(event);
  return kind ? `${event.type}(${kind})` : event.type;
};
const signature = (path: ModelPath<UploadTaskEvent>) => path.steps.slice(1).map((step) => eventLabel(step.event).replace(/\.0\.uploadTask\./, '.')).join(' > ');
const restoredAs = (path: ModelPath<UploadTaskEvent>) => (path.input as UploadTaskInput).restoredAs ?? 'fresh';
const pausable = (path: ModelPath<UploadTaskEvent>) => (path.input as UploadTaskInput).pausable !== false;

const CHECKED = 'START > xstate.done.actor.checking.running';
const CHOSEN: Record<string, string[]> = {
  fresh: [
    `${CHECKED} > PART_DONE > xstate.done.actor.uploading.completing`,
    `${CHECKED} > PART_FAILED(retryable) > xstate.after.retryDelay.uploadTask.uploading.retryWait`,
    `${CHECKED} > PART_FAILED(fatal)`,
    `${CHECKED} > PAUSE`,
    `${CHECKED} > OFFLINE`,
    `${CHECKED} > CANCEL`,
  ],
  // Brought back after a reload: a failed task retried, and one whose file must be picked again.
  error: ['RESTART'],
  paused: ['RESTART'],
};
const paths = generated.filter((path) => pausable(path) && CHOSEN[restoredAs(path)]?.includes(signature(path)));

/** Small enough for one part; the big one is over what the browser keeps, so it must be picked again after a reload. */
const SMALL_MB = 2;
const BIG_MB = 51;

interface World {
  page: Page;
  context: BrowserContext;
  store: StoreControls;
  file: TestFile;
  /** The store's InitiateMultipartUpload calls, held while the task is checking (fresh paths only). */
  initiate: HeldCalls | null;
}
type Step = UiStep<UploadTaskEvent, UploadTaskContext, World>;

const row = (world: World) => taskRow(world.page, world.file.name);
const badge = (world: World, text: string | RegExp) => expect(row(world).getByText(text, { exact: true })).toBeVisible({ timeout: 30_000 });
const button = (world: World, name: string) => row(world).getByRole('button', { name, exact: true });

/** Leaves the page and opens it again: the task comes back from its checkpoint. */
async function reopen(world: World) {
  await world.page.goto('/homePage');
  await openDbFiles(world.page);
}

/** How the store answers the one part, as the path has it: refused once for good, failed once, or just slow enough to be seen. */
function partFault(path: ModelPath<UploadTaskEvent>) {
  const kinds = path.steps.map((step) => failureKind(step.event));
  if (restoredAs(path) === 'error' || kinds.includes('fatal')) return { partNumber: 1, status: 403 };
  if (kinds.includes('retryable')) return { partNumber: 1, status: 500 };
  return { partNumber: 1, delayMs: restoredAs(path) === 'paused' ? 20_000 : 3000 };
}

const arrange = (path: ModelPath<UploadTaskEvent>) => async (page: Page, standIn: StandIn) => {
  await standIn.reset();
  const store = new StoreControls(page.request, standIn.url);
  await store.useProvider('oss');
  await standIn.signIn(page.context(), 'agent01');
  await store.fault(partFault(path));
  const restored = restoredAs(path);
  const file = makeFile(`model-${test.info().testId}.bak`, restored === 'paused' ? BIG_MB : SMALL_MB);
  const world = { page, context: page.context(), store, file, initiate: restored === 'fresh' ? await HeldCalls.on(page, INITIATE_URL) : null };
  await openDbFiles(page);
  await pickFile(page, world.file);
  if (restored === 'error') await badge(world, '失败');
  if (restored === 'paused') await badge(world, '上传中');
  if (restored !== 'fresh') await reopen(world);
  return world;
};

const INITIATE_URL = /[?&]uploads(=|&|$)/;
const noop = async () => undefined;
const ui = (path: ModelPath<UploadTaskEvent>): UiModel<UploadTaskEvent, UploadTaskContext, World> => ({
  arrange: arrange(path),
  perform: {
    // The queue starts a picked file; the store answers its part by itself, as the fault controls say.
    START: noop,
    'xstate.done.actor.0.uploadTask.checking.running': ({ world }) => world.initiate!.pass(),
    PART_DONE: noop,
    PART_FAILED: noop,
    'xstate.done.actor.0.uploadTask.uploading.completing': noop,
    // The 5 s wait ends in the part sent again, which the store now takes.
    'xstate.after.retryDelay.uploadTask.uploading.retryWait': ({ world }) => expect.poll(() => world.store.received(world.file.name), { timeout: 30_000 }).toBeGreaterThan(0),
    PAUSE: ({ world }) => button(world, '暂停').click(),
    OFFLINE: ({ world }) => world.context.setOffline(true),
    CANCEL: ({ world }) => button(world, '取消').click(),
    async RESTART({ world, from }) {
      if (restoredAs(path) !== 'paused') return button(world, from!.value === 'error' ? '重试' : '继续').click();
      await expect(row(world).getByText(/请重新选择原文件后继续上传$/)).toBeVisible();
      await pickFile(world.page, world.file, '重新选择文件');
    },
  },
  see: {
    waiting: async ({ world, from }) => {
      // A queue with room starts the task at once: the row is there, no longer paused or failed.
      await expect(row(world)).toBeVisible();
      if (from) await expect(row(world).getByText(/^(等待中|校验中|上传中|已完成)$/)).toBeVisible({ timeout: 30_000 });
    },
    'checking.running': async ({ world }) => {
      await badge(world, '校验中');
      await expect.poll(() => world.initiate!.inFlight).toBe(1);
    },
    'uploading.sending': ({ world }) => badge(world, '上传中'),
    'uploading.retryWait': async ({ world }) => {
      await badge(world, '上传中');
      await expect(row(world).getByText(/（500）/)).toBeVisible({ timeout: 30_000 });
    },
    'uploading.completing': ({ world }) => badge(world, /^(上传中|已完成)$/),
    success: async ({ world }) => {
      await expect(world.page.getByRole('table', { name: '数据库文件列表' }).getByText(world.file.name)).toBeVisible({ timeout: 30_000 });
      expect(await world.store.stored(world.file.name)).toMatchObject({ size: world.file.size, md5: world.file.md5 });
    },
    error: async ({ world }) => {
      await badge(world, '失败');
      await expect(row(world).getByText(/上传失败（403）/)).toBeVisible();
      await expect(button(world, '重试')).toBeEnabled();
      await expect(button(world, '暂停')).toBeDisabled();
    },
    paused: async ({ world, event }: Step) => {
      await badge(world, '已暂停');
      if (event.type === 'OFFLINE') await expect(world.page.getByRole('alert').filter({ hasText: '网络已断开，上传已暂停，恢复网络后将自动继续' })).toBeVisible();
      else if (restoredAs(path) === 'paused') await expect(button(world, '重新选择文件')).toBeVisible();
      else await expect(button(world, '继续')).toBeEnabled();
    },
    canceled: async ({ world }) => {
      await expect(row(world)).toBeHidden();
      await expect.poll(async () => (await world.store.uploads()).map((upload) => upload.state)).toEqual(['aborted']);
    },
  },
});

const inputLabel = (input: unknown) => {
  const restored = (input as UploadTaskInput).restoredAs;
  return restored ? `数据库文件，重新打开后${restored === 'error' ? '失败' : '暂停'}` : '数据库文件';
};

test.describe('uploadTask model paths in the browser @model', () => {
  test.describe.configure({ timeout: 60_000 });
  announceModel(
    'uploadTask',
    generated,
    paths,
    ui(paths[0]),
    'they enter the same states with the events in other orders, retry counts or credential refreshes; a stream that cannot pause is never a database file',
  );
  for (const path of runsFor(paths)) {
    test(modelTitle('uploadTask', path, inputLabel, eventLabel), ({ page, standIn }) => replayOnPage(page, standIn, uploadTaskMachine, path, ui(path)));
  }
});
