import { stripVTControlCharacters } from 'node:util';
import type { Locator, Page, Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { coveringPaths, replayPath, type ModelPath } from '../../machines/testing/modelCoverage.ts';
import { eventWords, stateValueWords } from '../../machines/testing/modelNames.ts';
import { expect, test, type StandIn } from './fixtures.ts';
import { closeAllTabs, portalRunsOn } from './openInPortal.ts';

/** A state the model reached: its value and context, as the machine computes them along the path. */
export interface ModelState<TContext> {
  value: unknown;
  context: TContext;
}

/** `prompt`, or `form.editing` for a nested value. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([parent, child]) => `${parent}.${stateName(child)}`)
    .join(',');
}

export interface UiStep<TEvent extends EventObject, TContext, TWorld> {
  world: TWorld;
  event: TEvent;
  /** The state before the event (null for the first state). */
  from: ModelState<TContext> | null;
  /** The state the model says the event leads to. */
  to: ModelState<TContext>;
}

/**
 * How a machine's paths are replayed on the page: each event type becomes a user action (or the
 * server's answer to a held call, or the clock moving on), and each state what the user sees in it.
 */
export interface UiModel<TEvent extends EventObject, TContext, TWorld> {
  /** Sets the page up for a path's input (fresh stand-in, signed in, page open…) and returns what the steps use. */
  arrange: (page: Page, standIn: StandIn, input: unknown) => Promise<TWorld>;
  /** Keyed by event type; `from` is never null here. */
  perform: Record<string, (step: UiStep<TEvent, TContext, TWorld>) => Promise<void>>;
  /** Keyed by stateName(value). */
  see: Record<string, (step: UiStep<TEvent, TContext, TWorld>) => Promise<void>>;
  /**
   * On one page (replayModel): `arrange` carries on from the screen the last path left, so the page
   * is not brought back to a new page's state between paths.
   */
  continuesOnPage?: boolean;
  /**
   * On one page (replayModel): the portal stays loaded between paths, as a user's does between one task and the
   * next; its tabs are closed and the last path's held calls let go, and `arrange` opens its screen with
   * `openInPortal` (a screen's mount instead of a boot of the portal per path).
   */
  keepsPortal?: boolean;
}

/**
 * The paths the browser drives: of the drivable ones, a few that together enter every state and take
 * every transition they do (a path that begins a longer one is checked inside it).
 */
export function drivenRuns<TEvent extends EventObject>(machine: AnyStateMachine, drivable: Array<ModelPath<TEvent>>): Array<ModelPath<TEvent>> {
  return coveringPaths(machine, runsFor(drivable));
}

/**
 * The paths to run: a path that is the start of a longer one from the same input is checked step by
 * step within it (same arrangement, same events, every state looked at), so it needs no run of its own.
 */
export function runsFor<TEvent extends EventObject>(paths: Array<ModelPath<TEvent>>): Array<ModelPath<TEvent>> {
  const key = (path: ModelPath<TEvent>) => path.steps.slice(1).map((step) => JSON.stringify(step.event));
  return paths.filter((path) => {
    const own = key(path);
    return !paths.some((other) => {
      if (other === path || other.input !== path.input) return false;
      const longer = key(other);
      return longer.length > own.length && own.every((event, index) => longer[index] === event);
    });
  });
}

/** Told of each state a replay has seen as the model says (index 0: the start), e.g. to take its screenshot. */
export type StepSeen = (index: number) => Promise<void>;

/** A replay that failed: at which step (0: the start) and why (without the terminal's colours: the report shows it). */
export class ReplayFailure extends Error {
  constructor(
    readonly step: number,
    reason: unknown,
  ) {
    super(stripVTControlCharacters(reason instanceof Error ? reason.message : String(reason)));
    if (reason instanceof Error) this.stack = reason.stack;
  }
}

/**
 * Replays one path on the page: arrange for the path's input, check the first state, then perform
 * each step's event and check the state it reaches. Each step is a Playwright step named in the
 * machine's words; a failure says at which step it happened (ReplayFailure).
 */
export async function replayOnPage<TEvent extends EventObject, TContext, TWorld>(
  page: Page,
  standIn: StandIn,
  machine: AnyStateMachine,
  path: ModelPath<TEvent>,
  model: UiModel<TEvent, TContext, TWorld>,
  seen: StepSeen = async () => undefined,
) {
  let current = 0;
  try {
    const world = await model.arrange(page, standIn, path.input);
    // The steps' own snapshots are shared by every path reaching the same value: replay for the context.
    const [start, ...later] = path.steps.map((_, index) => reached(machine, path, index) as ModelState<TContext>);
    await test.step(`「${stateValueWords(machine, start.value)}」`, () => model.see[stateName(start.value)]({ world, event: path.steps[0].event, from: null, to: start }));
    await seen(0);
    let from = start;
    for (const [index, to] of later.entries()) {
      current = index + 1;
      const step = { world, event: path.steps[current].event, from, to };
      await test.step(`${eventWords(machine, step.event)} →「${stateValueWords(machine, to.value)}」`, async () => {
        await model.perform[step.event.type](step);
        await model.see[stateName(to.value)](step);
      });
      await seen(current);
      from = to;
    }
  } catch (error) {
    throw error instanceof ReplayFailure ? error : new ReplayFailure(current, error);
  }
}

/**
 * Brings a kept page back to a new page's state: the last path's screen no longer runs (no stray call
 * with its session), nothing is left in its storage (restored tabs, a code countdown, a typed phone, a kept
 * session or draft in IndexedDB) or cookies (session, failure count), and no call is held or answered for it any more.
 */
export async function asOnNewPage(page: Page, portalUrl: string) {
  if (page.url().startsWith(portalUrl)) await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.clearDataForOrigin', { origin: new URL(portalUrl).origin, storageTypes: 'local_storage,indexeddb,websql,cache_storage,service_workers' });
  await devtools.detach();
  await page.context().clearCookies();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * Between two paths that keep the portal (`keepsPortal`): no call is held or answered for the last path any more,
 * whatever it left open is shut (a dialog, a confirmation), its tabs are closed, so its screen no longer runs, and
 * its messages are dismissed.
 * A page with no running portal (the first path, or one that ended signed out) is brought back to a new page's state.
 */
export async function leaveScreens(page: Page, portalUrl: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (!(await portalRunsOn(page))) return asOnNewPage(page, portalUrl);
  for (let open = 0; open < 3 && (await page.locator('[role="dialog"]:visible').count()) > 0; open += 1) await page.keyboard.press('Escape');
  // Housekeeping, not a user's click: a dialog that Escape does not shut must not keep the tabs open.
  if (await closeAllTabs(page).isEnabled()) await closeAllTabs(page).dispatchEvent('click');
  // Its messages too (提交成功 …): a new page shows none, and a step may look for the one alert it expects. A message
  // the last step raised may not be drawn yet (the step's check can pass first): two frames let it come.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const messages = page.getByRole('alert');
  for (const close of await messages.getByRole('button', { name: '关闭' }).all()) await close.dispatchEvent('click');
  await expect(messages).toHaveCount(0);
}

/** The snapshot after the path's first index + 1 steps. */
export function reached<TEvent extends EventObject>(machine: AnyStateMachine, path: ModelPath<TEvent>, index: number) {
  const actor = replayPath(machine, { ...path, steps: path.steps.slice(0, index + 1) });
  const { value, context } = actor.getSnapshot();
  actor.stop();
  return { value, context };
}

/**
 * Requests the page makes to one endpoint, held in flight until the path says how the server
 * answers: the real stand-in's answer, or an error envelope (the error fixtures of the model).
 */
export class HeldCalls {
  private readonly held: Route[] = [];
  /** Every request the page made to the endpoint, held or answered. */
  made = 0;

  /** Requests held now, waiting for their answer. */
  get inFlight(): number {
    return this.held.length;
  }

  private constructor() {}

  /** Holds the page's requests to `url`, in place of an earlier hold on it (a page kept from path to path). */
  static async on(page: Page, url: RegExp): Promise<HeldCalls> {
    const calls = new HeldCalls();
    await page.unroute(url);
    await page.route(url, (route) => {
      calls.made += 1;
      calls.held.push(route);
    });
    return calls;
  }

  private async next(): Promise<Route> {
    await expect.poll(() => this.held.length, { message: 'a request held in flight' }).toBeGreaterThan(0);
    return this.held.shift()!;
  }

  /** The stand-in answers the oldest held request. */
  async pass(): Promise<void> {
    await (await this.next()).continue();
  }

  /** The oldest held request never reaches the server: the network is down. */
  async abort(): Promise<void> {
    await (await this.next()).abort('internetdisconnected');
  }

  /** The oldest held request is answered with this body instead (e.g. a business failure). */
  async fail(body: object): Promise<void> {
    await (await this.next()).fulfill({ json: body });
  }
}

/** The main API's business failure (docs/product.md#calls-and-errors) and the AI service's. */
export const apiFailure = (msg: string) => ({ code: 500, msg, data: null });
export const aiuuFailure = (msg: string) => ({ success: false, msg, data: null });

/** The message an error fixture carries (what the stand-in is made to answer). */
export const fixtureMessage = (event: EventObject) => ((event as { error?: Error }).error?.message ?? '') as string;

/**
 * A user pressing a control the page has disabled in this state: nothing may reach the server,
 * which is how the UI honours an event the machine refuses or ignores there.
 */
export async function pressDisabled(control: Locator, calls: HeldCalls): Promise<void> {
  await expect(control).toBeDisabled();
  const before = calls.made;
  await control.click({ force: true });
  expect(calls.made).toBe(before);
}
