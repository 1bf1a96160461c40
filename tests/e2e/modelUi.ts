import type { Locator, Page, Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { coveringPaths, modelCoverage, replayPath, type ModelPath } from '../../machines/testing/modelCoverage.ts';
import { expect, keepPageClockAtTestClock, newBrowserContext, test, type StandIn } from './fixtures.ts';

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
   * On one page (replayOnOnePage): `arrange` carries on from the screen the last path left, so the page
   * is not brought back to a new page's state between paths.
   */
  continuesOnPage?: boolean;
}

/** The test's title: tagged @model, with the input and the events of the path (named by `eventLabel` where the type is not enough). */
export function modelTitle<TEvent extends EventObject>(
  name: string,
  path: ModelPath<TEvent>,
  inputLabel: (input: unknown) => string,
  eventLabel: (event: TEvent) => string = (event) => event.type,
): string {
  return `@model ${name} (${inputLabel(path.input)}): ${path.steps.slice(1).map((step) => eventLabel(step.event)).join(' → ')}`;
}

/**
 * Checks that every event and state on the paths to drive has its UI counterpart (saying which
 * is missing), and prints how many paths the browser drives and the states and transitions of the
 * machine they take, next to what all generated paths take (the unit model test's figures).
 */
export function announceModel<TEvent extends EventObject, TContext, TWorld>(
  name: string,
  machine: AnyStateMachine,
  generated: Array<ModelPath<TEvent>>,
  drivable: Array<ModelPath<TEvent>>,
  model: UiModel<TEvent, TContext, TWorld>,
  /** Why the generated paths left out are not driven (required when some are). */
  whyNotAll?: string,
) {
  if (drivable.length < generated.length && !whyNotAll) throw new Error(`${name}: say why ${generated.length - drivable.length} paths are not driven`);
  const runs = drivenRuns(machine, drivable);
  for (const { steps } of runs) {
    const unmapped = [
      ...steps.slice(1).filter((step) => !model.perform[step.event.type]).map((step) => `event ${step.event.type}`),
      ...steps.map((step) => stateName((step.state as { value: unknown }).value)).filter((state) => !model.see[state]).map((state) => `state ${state}`),
    ];
    if (unmapped.length > 0) throw new Error(`${name}: no UI mapping for ${[...new Set(unmapped)].join(', ')}`);
  }
  const driven = modelCoverage(machine, runs);
  const all = modelCoverage(machine, generated);
  const figures = (coverage: typeof all) =>
    `states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`;
  const rest = drivable.length < generated.length ? `; the other ${generated.length - drivable.length} generated paths are not drivable: ${whyNotAll}` : '';
  test.beforeAll(() =>
    console.log(
      `[model:e2e] ${name}: ${runs.length} paths driven through the UI take ${figures(driven)} (all ${generated.length} generated paths: ${figures(all)}); ` +
        `chosen from ${drivable.length} drivable paths so that each of their states and transitions is driven once${rest}`,
    ),
  );
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

/**
 * Replays one path on the page: arrange for the path's input, check the first state, then perform
 * each step's event and check the state it reaches.
 */
export async function replayOnPage<TEvent extends EventObject, TContext, TWorld>(
  page: Page,
  standIn: StandIn,
  machine: AnyStateMachine,
  path: ModelPath<TEvent>,
  model: UiModel<TEvent, TContext, TWorld>,
) {
  const world = await model.arrange(page, standIn, path.input);
  // The steps' own snapshots are shared by every path reaching the same value: replay for the context.
  const [start, ...later] = path.steps.map((_, index) => reached(machine, path, index) as ModelState<TContext>);
  await test.step(`see ${stateName(start.value)}`, () => model.see[stateName(start.value)]({ world, event: path.steps[0].event, from: null, to: start }));
  let from = start;
  for (const [index, to] of later.entries()) {
    const step = { world, event: path.steps[index + 1].event, from, to };
    await test.step(`${step.event.type} → ${stateName(to.value)}`, async () => {
      await model.perform[step.event.type](step);
      await model.see[stateName(to.value)](step);
    });
    from = to;
  }
}

/**
 * One test per path to run (titled for `npm run test:model -- --list` and `--machine`), all on one page
 * opened once, one after the other: `arrange` brings that page back to the path's start, which is
 * cheaper than a new page per path (a new context loads and compiles the whole app again: about a
 * CPU-second more per path). Call inside a describe tagged @model.
 */
export function replayOnOnePage<TEvent extends EventObject, TContext, TWorld>(
  name: string,
  machine: AnyStateMachine,
  paths: Array<ModelPath<TEvent>>,
  model: UiModel<TEvent, TContext, TWorld>,
  inputLabel: (input: unknown) => string,
  eventLabel?: (event: TEvent) => string,
) {
  replayEachOnOnePage(machine, paths, model, (path) => modelTitle(name, path, inputLabel, eventLabel));
}

/** As replayOnOnePage, each test titled by `titleOf` (which begins with the path's modelTitle). */
export function replayEachOnOnePage<TEvent extends EventObject, TContext, TWorld>(
  machine: AnyStateMachine,
  paths: Array<ModelPath<TEvent>>,
  model: UiModel<TEvent, TContext, TWorld>,
  titleOf: (path: ModelPath<TEvent>) => string,
) {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let portalUrl = '';
  test.beforeAll(async ({ browser, portalUrl: url }) => {
    portalUrl = url;
    page = await (await newBrowserContext(browser, { baseURL: portalUrl })).newPage();
    await keepPageClockAtTestClock(page);
  });
  test.afterAll(() => page.context().close());
  for (const path of drivenRuns(machine, paths)) {
    test(titleOf(path), async ({ standIn }) => {
      if (!model.continuesOnPage) await asOnNewPage(page, portalUrl);
      await replayOnPage(page, standIn, machine, path, model);
    });
  }
}

/**
 * Brings a kept page back to a new page's state: the last path's screen no longer runs (no stray call
 * with its session), nothing is left in its storage (restored tabs, a code countdown, a typed phone) or
 * cookies (session, failure count), and no call is held or answered for it any more.
 */
async function asOnNewPage(page: Page, portalUrl: string) {
  if (page.url().startsWith(portalUrl)) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** The snapshot after the path's first index + 1 steps. */
function reached<TEvent extends EventObject>(machine: AnyStateMachine, path: ModelPath<TEvent>, index: number) {
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
