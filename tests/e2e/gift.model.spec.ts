import type { Page } from '@playwright/test';
import { giftMachine, type GiftContext, type GiftEvent } from '../../machines/gift.machine.ts';
import { giftPaths, modelClaim as claim } from '../../machines/gift.model.ts';
import { codeSentTo, GIFT_SUBMITTING, type GiftType } from '../../src/rules/gift.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, aiuuFailure, apiFailure, fixtureMessage, pressDisabled, stateName, type UiModel } from './modelUi.ts';

// The model's own paths for the three gift types.
const paths = giftPaths();

/**
 * The model sends START and SUBMIT everywhere; the page offers 免费体验 only on the intro (shown
 * loading while the check runs) and the submit button only on the form. A path pressing a control
 * that is not on the screen cannot be driven, so it is left out.
 */
function onScreen(event: string, state: string): boolean {
  if (event === 'START') return state === 'intro' || state === 'checking';
  if (event === 'SUBMIT') return state.startsWith('form.');
  return true;
}

const drivable = paths.filter((path) =>
  path.steps.slice(1).every((step, index) => onScreen(step.event.type, stateName((path.steps[index].state as { value: unknown }).value))),
);

/** Each type's page, opened from an agent's link with the stand-in's seeded invite and card. */
const links: Record<GiftType, { url: string; heading: string; submit: string; done: string }> = {
  1: { url: '/promotedAiUUH5Page?AgentNumber=A10001&Promoter=P1001', heading: 'AI优优邀请你免费体验', submit: '立即注册', done: '注册成功' },
  2: {
    url: '/aiUUInternalPromotionH5Page?AgentNumber=A10001&Promoter=P1002&inviteId=INV2026110002',
    heading: '登录领取AI优优会员',
    submit: '登录领取',
    done: '领取成功',
  },
  3: {
    url: `/aiUUBuyCardToGiveAway?AgentNumber=A10001&Promoter=P1001&buyId=${claim.buyId}&memberType=MONTH_CARD`,
    heading: '好友送你一张月卡会员',
    submit: '登录领取',
    done: '领取成功',
  },
};

interface World {
  page: Page;
  standIn: StandIn;
  giftType: GiftType;
  checkCalls: HeldCalls;
  claimCalls: HeldCalls;
  /** The calls made before the current check or claim began: each attempt makes exactly one more. */
  before: { check: number; claim: number };
}

// The card page's button says 立即领取; the others' 免费体验.
const startButton = (page: Page) => page.getByRole('button', { name: /^(免费体验|立即领取)$/ });
const phoneField = (page: Page) => page.getByLabel('手机号');
const submitButton = ({ page, giftType }: World) => page.getByRole('button', { name: links[giftType].submit });

async function memberships(world: World, phone: string) {
  const answer = await world.page.request.get(`${world.standIn.url}/api/__dev/aiuu/memberships?mobile=${phone}`);
  return ((await answer.json()) as { data: unknown[] }).data;
}

/**
 * The claim's phone, a real code from the outbox (a new one unless the last is still counting down: the form
 * keeps it after a refusal), the agreement; then the submit button.
 */
async function fillAndSubmit(world: World, phone: string) {
  const { page, standIn } = world;
  await phoneField(page).fill(phone);
  const send = page.getByRole('button', { name: '获取验证码' });
  if (await send.isVisible()) {
    await send.click();
    await expect(page.getByText(codeSentTo(phone))).toBeVisible();
  }
  await page.getByLabel('验证码', { exact: true }).fill(await standIn.latestCode(phone));
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await submitButton(world).click();
}

/** The failure envelope of the service the call goes to: the main API for type 1, else the AI service. */
const failureFor = (world: World, message: string) => (world.giftType === 1 ? apiFailure(message) : aiuuFailure(message));

const ui: UiModel<GiftEvent, GiftContext, World> = {
  async arrange(page, standIn, input) {
    await standIn.reset();
    const { giftType } = input as { giftType: GiftType };
    const checkCalls = await HeldCalls.on(page, /\/aiuuapi\/(invite|buyCardGive)\/check/i);
    const claimCalls = await HeldCalls.on(page, /\/api\/agentAiUUMarketing\/registeraccount|\/aiuuapi\/app\/account\/login\/login/i);
    await page.goto(links[giftType].url);
    return { page, standIn, giftType, checkCalls, claimCalls, before: { check: 0, claim: 0 } };
  },
  perform: {
    START: async ({ world, from }) => {
      // While the check runs the button is loading: a second press must not check again.
      if (from!.value === 'checking') return pressDisabled(startButton(world.page), world.checkCalls);
      world.before.check = world.checkCalls.made;
      await startButton(world.page).click();
    },
    SUBMIT: async ({ world, event, from }) => {
      const { phone } = (event as Extract<GiftEvent, { type: 'SUBMIT' }>).claim;
      // In flight, the button stays pressable and answers 注册中 instead of sending again.
      if (stateName(from!.value) === 'form.submitting') return submitButton(world).click();
      world.before.claim = world.claimCalls.made;
      await fillAndSubmit(world, phone);
    },
    'xstate.done.actor.checkGift': ({ world }) => world.checkCalls.pass(),
    'xstate.error.actor.checkGift': ({ world, event }) => world.checkCalls.fail(aiuuFailure(fixtureMessage(event))),
    'xstate.done.actor.claimGift': ({ world }) => world.claimCalls.pass(),
    'xstate.error.actor.claimGift': ({ world, event }) => world.claimCalls.fail(failureFor(world, fixtureMessage(event))),
  },
  see: {
    async intro({ world: { page, giftType }, to }) {
      await expect(page.getByRole('heading', { name: links[giftType].heading })).toBeVisible();
      await expect(startButton(page)).toBeEnabled();
      await expect(phoneField(page)).toHaveCount(0);
      // A failed check stays on the intro and says why.
      const reason = page.getByRole('alert', { name: '领取失败' });
      if (to.context.error) await expect(reason).toContainText(to.context.error);
      else await expect(reason).toHaveCount(0);
    },
    async checking({ world }) {
      await expect(startButton(world.page)).toHaveAttribute('data-loading', 'true');
      await expect(phoneField(world.page)).toHaveCount(0);
      await expect.poll(() => world.checkCalls.inFlight).toBe(1);
      expect(world.checkCalls.made).toBe(world.before.check + 1);
    },
    async 'form.editing'({ world, to }) {
      await expect(phoneField(world.page)).toBeVisible();
      await expect(submitButton(world)).toHaveAttribute('aria-busy', 'false');
      if (!to.context.error) return;
      // A failed claim shows the server's reason and keeps what was typed.
      await expect(world.page.getByText(to.context.error)).toBeVisible();
      await expect(phoneField(world.page)).toHaveValue(claim.phone);
    },
    async 'form.submitting'({ world, from }) {
      await expect(submitButton(world)).toHaveAttribute('aria-busy', 'true');
      await expect(phoneField(world.page)).toHaveValue(claim.phone);
      if (stateName(from!.value) === 'form.submitting') await expect(world.page.getByText(GIFT_SUBMITTING, { exact: true })).toBeVisible();
      await expect.poll(() => world.claimCalls.inFlight).toBe(1);
      expect(world.claimCalls.made).toBe(world.before.claim + 1);
    },
    async success({ world }) {
      await expect(world.page.getByRole('heading', { name: links[world.giftType].done })).toBeVisible();
      await expect(world.page.getByText(/已到账，有效期至\d{4}-\d{2}-\d{2}$/)).toBeVisible();
      await expect(world.page.getByRole('link', { name: '前往AI优优' })).toBeVisible();
      expect(await memberships(world, claim.phone)).toHaveLength(1);
    },
  },
};

replayModel({
  machine: giftMachine,
  generated: paths,
  drivable,
  ui,
  whyNotAll: '它们在「免费体验」或提交按钮不在屏幕上时按下它',
  start: (input) => links[(input as { giftType: GiftType }).giftType].heading,
});
