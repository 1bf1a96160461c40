import type { Page } from '@playwright/test';
import { registrationHostMachine, type HostCheckContext, type HostCheckEvent } from '../../machines/registrationHost.machine.ts';
import { registrationHostPaths } from '../../machines/registrationHost.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, type UiModel } from './modelUi.ts';

// The model's paths on the 域名前缀 field of /register: typing is HOST_CHANGED, choosing another product
// that needs a host is CLEAR, and the order service's answer to the check is held and given by the path.
const paths = registrationHostPaths();
const CHECK_URL = /\/orderapi\/Service\/isexisthost/;
/** Two products that ask for a host prefix: switching between them clears it. */
const HOST_PRODUCTS = ['千方零售', '云启服装ERP'];
const FORMAT_HINT = '纯字母，最多10位';
const CHECKING_HINT = '正在检查域名前缀…';

interface World {
  page: Page;
  calls: HeldCalls;
}

const hostField = (page: Page) => page.getByLabel('域名前缀');
const productBox = (page: Page) => page.getByRole('textbox', { name: '产品' });

async function chooseOtherProduct(page: Page) {
  const current = await productBox(page).inputValue();
  await productBox(page).click();
  await page.getByRole('option', { name: HOST_PRODUCTS.find((name) => name !== current), exact: true }).click();
}

/** What the field shows under it: the hint, or the error in its place. */
async function seeUnderField(page: Page, text: string, isError: boolean) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  if (isError) await expect(hostField(page)).toHaveAttribute('aria-invalid', 'true');
  else await expect(hostField(page)).not.toHaveAttribute('aria-invalid', 'true');
}

/** A check the page sent while the path was typing on is left unanswered by the model: it never arrives. */
async function dropStaleChecks(calls: HeldCalls) {
  while (calls.inFlight > 0) await calls.abort();
}

const ui: UiModel<HostCheckEvent, HostCheckContext, World> = {
  // Each path starts on the form the last one left: choosing a product again clears the host.
  continuesOnPage: true,
  async arrange(page) {
    if (!page.url().includes('/register')) await page.goto('/register?AgentNumber=A10001');
    const calls = await HeldCalls.on(page, CHECK_URL);
    // A fresh check: the host is cleared by choosing a product again.
    await chooseOtherProduct(page);
    return { page, calls };
  },
  perform: {
    async HOST_CHANGED({ world, event }) {
      const { page } = world;
      const { host } = event as { host: string };
      await dropStaleChecks(world.calls);
      // Typing the same text again changes nothing in a field: type something else first.
      if ((await hostField(page).inputValue()) === host) await hostField(page).fill(`${host}x`);
      await hostField(page).fill(host);
    },
    async CLEAR({ world }) {
      await dropStaleChecks(world.calls);
      await chooseOtherProduct(world.page);
    },
    // The pause after typing passes: the check goes out.
    'xstate.after.debounce.registrationHost.waiting': ({ world }) => expect.poll(() => world.calls.inFlight).toBe(1),
    'xstate.done.actor.isHostTaken': ({ world, event }) => world.calls.fail({ code: 200, msg: '', data: (event as unknown as { output: boolean }).output }),
    'xstate.error.actor.isHostTaken': ({ world }) => world.calls.abort(),
  },
  see: {
    untouched: async ({ world }) => {
      await expect(hostField(world.page)).toHaveValue('');
      await seeUnderField(world.page, FORMAT_HINT, false);
    },
    invalid: ({ world, to }) => seeUnderField(world.page, to.context.problem!, true),
    waiting: async ({ world, to }) => {
      await expect(hostField(world.page)).toHaveValue(to.context.host);
      await seeUnderField(world.page, CHECKING_HINT, false);
    },
    checking: async ({ world }) => {
      await seeUnderField(world.page, CHECKING_HINT, false);
      await expect.poll(() => world.calls.inFlight).toBe(1);
    },
    available: ({ world }) => seeUnderField(world.page, '该域名前缀可以使用', false),
    taken: ({ world }) => seeUnderField(world.page, '产品域名已被占用', true),
    // The check could not be made: nothing is said, registration checks again.
    unknown: ({ world }) => seeUnderField(world.page, FORMAT_HINT, false),
  },
};

/** The text typed, and the check's answer, tell paths of the same events apart. */
/** What was typed, or whether the server found the host taken. */
function detail(event: HostCheckEvent): string | undefined {
  if (event.type === 'HOST_CHANGED') return `“${event.host}”`;
  const output = (event as { output?: boolean }).output;
  return output === undefined ? undefined : output ? '已占用' : '未占用';
}

// Every generated path is drivable.
replayModel({ machine: registrationHostMachine, generated: paths, drivable: paths, ui, start: () => '试用注册页的域名前缀', detail });
