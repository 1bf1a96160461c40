import type { Page } from '@playwright/test';
import type { AuditItemContext, AuditItemEvent } from '../../machines/auditItem.machine.ts';
import { auditItemMachine } from '../../machines/auditItem.machine.ts';
import { auditItemPaths } from '../../machines/auditItem.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, runsFor, type UiModel } from './modelUi.ts';
import { openInPortal } from './openInPortal.ts';

// The model's paths of the audit flow on /agentQuality, from a withdrawn draft (the other starting
// statuses reach the same states through the same controls; the unit model test replays them all).
// Kept short for the suite: runs ending in a refresh that reads 审核中/已撤回 again, or in resubmitting
// an approved change, show no state or control the other runs do not.
const generated = auditItemPaths();
type Path = (typeof generated)[number];
/** The status a server answer of the path carries (undefined for user events and failures). */
const answered = (event: object) => (event as { output?: { status: string } }).output?.status;
const repeatsOthers = (path: Path) => {
  const types: string[] = path.steps.slice(1).map((step) => step.event.type);
  const rereads = types.at(-1) === 'xstate.done.actor.0.auditItem.refreshing' && ['审核中', '已撤回'].includes(answered(path.steps.at(-1)!.event) ?? '');
  return rereads || types.slice(-2).join() === 'EDIT,SUBMIT';
};
const paths = runsFor(generated.filter((path) => (path.input as { status: string }).status === '已撤回')).filter((path) => !repeatsOthers(path));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface World {
  page: Page;
  call(path: string, data?: unknown): Promise<{ id: number; auditStatus: string }>;
  submitCalls: HeldCalls;
  refreshCalls: HeldCalls;
  withdrawCalls: HeldCalls;
}

const banner = (page: Page) => page.getByLabel('审核状态');
const seeStatus = (page: Page, context: AuditItemContext) => expect(banner(page).getByText(context.status, { exact: true })).toBeVisible();

/** agent01's qualification as a withdrawn draft with valid data, reached through the stand-in (no reseed between paths). */
async function withdrawnDraft(page: Page, standIn: StandIn, token: string): Promise<World['call']> {
  const headers = { authorization: `Bearer ${token}` };
  const call: World['call'] = async (path, data) => {
    const response = data === undefined ? await page.request.get(`${standIn.url}${path}`, { headers }) : await page.request.post(`${standIn.url}${path}`, { headers, data });
    return ((await response.json()) as { data: { id: number; auditStatus: string } }).data;
  };
  const image = async () => {
    const response = await page.request.post(`${standIn.url}/api/image/Upload`, { headers: { ...headers, 'content-type': 'image/png' }, data: PNG });
    return ((await response.json()) as { data: { imageId: string } }).data.imageId;
  };
  const current = await call('/api/qualification/Get');
  if (current.auditStatus !== '审核中') {
    const data = { companyName: '杭州云启科技有限公司', creditCode: '91330100MA27XY1235', legalPerson: '张伟', contact: '张伟', mobile: '13800000001', email: '', address: '', licenseImageId: await image(), authImageId: await image() };
    await call('/api/qualification/Submit', { data });
  }
  await call('/api/qualification/Withdraw', {});
  return call;
}

const ui: UiModel<AuditItemEvent, AuditItemContext, World> = {
  keepsPortal: true,
  async arrange(page, standIn) {
    const token = await standIn.signIn(page.context(), 'agent01');
    const call = await withdrawnDraft(page, standIn, token);
    await openInPortal(page, '/agentQuality');
    await expect(banner(page).getByText('已撤回', { exact: true })).toBeVisible();
    const held = (name: string) => HeldCalls.on(page, new RegExp(`/api/qualification/${name}`));
    return { page, call, submitCalls: await held('Submit'), refreshCalls: await held('Get'), withdrawCalls: await held('Withdraw') };
  },
  perform: {
    SUBMIT: ({ world: { page } }) => page.getByRole('button', { name: '提交审核' }).click(),
    WITHDRAW: ({ world: { page } }) => page.getByRole('button', { name: '撤回', exact: true }).click(),
    FOCUS: ({ world: { page } }) => page.evaluate(() => void window.dispatchEvent(new Event('focus'))),
    EDIT: ({ world: { page } }) => page.getByRole('button', { name: /^(修改资料|修改后重新提交)$/ }).click(),
    CANCEL: ({ world: { page } }) => page.getByRole('button', { name: '取消' }).click(),
    'xstate.done.actor.0.auditItem.submitting': ({ world }) => world.submitCalls.pass(),
    'xstate.error.actor.0.auditItem.submitting': ({ world, event }) => world.submitCalls.fail(apiFailure(fixtureMessage(event))),
    'xstate.done.actor.0.auditItem.withdrawing': ({ world }) => world.withdrawCalls.pass(),
    'xstate.error.actor.0.auditItem.withdrawing': ({ world, event }) => world.withdrawCalls.fail(apiFailure(fixtureMessage(event))),
    'xstate.error.actor.0.auditItem.refreshing': ({ world, event }) => world.refreshCalls.fail(apiFailure(fixtureMessage(event))),
    // The provider decides meanwhile; the held refresh then reads the outcome.
    'xstate.done.actor.0.auditItem.refreshing': async ({ world, to }) => {
      const { id } = await world.call('/api/qualification/Get');
      if (to.context.status === '已撤回') await world.call('/api/qualification/Withdraw', {});
      if (to.context.status === '审核通过' || to.context.status === '审核未通过') {
        await world.page.request.post('/api/__dev/review', { data: { kind: 'agentQuality', id, approve: to.context.status === '审核通过', reason: to.context.reason ?? undefined } });
      }
      await world.refreshCalls.pass();
    },
  },
  see: {
    async draft({ world: { page }, to }) {
      await seeStatus(page, to.context);
      await expect(page.getByRole('button', { name: '提交审核' })).toBeEnabled();
      if (to.context.error) await expect(page.getByRole('alert').getByText(to.context.error)).toBeVisible();
    },
    async submitting({ world: { page, submitCalls } }) {
      await expect.poll(() => submitCalls.inFlight).toBe(1);
      await expect(page.getByRole('button', { name: '提交审核' })).toHaveAttribute('data-loading', 'true');
    },
    async reviewing({ world: { page }, to }) {
      await seeStatus(page, to.context);
      await expect(page.getByRole('button', { name: '撤回', exact: true })).toBeVisible();
      await expect(page.getByLabel('企业名称')).toHaveAttribute('readonly');
      if (to.context.error) await expect(page.getByRole('alert').getByText(to.context.error)).toBeVisible();
    },
    async refreshing({ world: { page, refreshCalls }, to }) {
      await expect.poll(() => refreshCalls.inFlight).toBe(1);
      await seeStatus(page, to.context);
    },
    async withdrawing({ world: { page, withdrawCalls }, to }) {
      await expect.poll(() => withdrawCalls.inFlight).toBe(1);
      await seeStatus(page, to.context);
    },
    async approved({ world: { page }, to }) {
      await seeStatus(page, to.context);
      await expect(page.getByRole('button', { name: '修改资料' })).toBeVisible();
    },
    async rejected({ world: { page }, to }) {
      await seeStatus(page, to.context);
      await expect(banner(page).getByText(`原因：${to.context.reason}`)).toBeVisible();
    },
    async editing({ world: { page } }) {
      await expect(page.getByRole('button', { name: '提交审核' })).toBeEnabled();
      await expect(page.getByLabel('企业名称')).not.toHaveAttribute('readonly');
      await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
    },
  },
};

// The refresh's answers differ only in the status they carry: it names them.
replayModel({
  machine: auditItemMachine,
  generated,
  drivable: paths,
  ui,
  whyNotAll: '其他起始状态、以及重复这些路径的状态与按钮的路径；单元模型测试都走过',
  start: (input) => (input as { status: string }).status,
  detail: (event) => answered(event),
});
