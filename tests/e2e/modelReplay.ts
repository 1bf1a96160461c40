import type { Browser, Page, ViewportSize } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { modelCoverage, pairCoverage, type ModelCoverage, type ModelPath, type PairCoverage } from '../../machines/testing/modelCoverage.ts';
import { machineTitle, stateValueWords } from '../../machines/testing/modelNames.ts';
import { pathInWords } from '../../machines/testing/modelReportData.ts';
import { randomWalk, shrinkCandidates, type WalkOptions } from '../../machines/testing/modelWalk.ts';
import { keepPageClockAtTestClock, newBrowserContext, test, type StandIn } from './fixtures.ts';
import { PathRecording, recordMachine, recordWalk } from './modelRecord.ts';
import { ReplayFailure, asOnNewPage, drivenRuns, leaveScreens, reached, replayOnPage, stateName, type UiModel } from './modelUi.ts';

/**
 * A machine's model paths in Chromium (docs/architecture.md#tests): of the paths the browser can drive, the
 * few that together enter every state and take every transition they take, one test each, titled with its
 * number and its words (`npm run test:model -- --list`, `--machine NAME --path N`); and, when asked, a seeded
 * random walk over the same drivable paths (`--walk NAME --seed S --steps K`, or the spec's own `walk`).
 */
export interface ModelReplay<TEvent extends EventObject, TContext, TWorld> {
  machine: AnyStateMachine;
  /** The name its tests and reports go by (its file's, as its unit model test's), when the machine's id differs. */
  name?: string;
  /** Every path the model generates (the unit model test's). */
  generated: Array<ModelPath<TEvent>>;
  /** The paths whose every event and state the page can drive and show. */
  drivable: Array<ModelPath<TEvent>>;
  /** How each event is performed and each state seen; a function when the page is arranged for the whole path. */
  ui: UiModel<TEvent, TContext, TWorld> | ((path: ModelPath<TEvent>) => UiModel<TEvent, TContext, TWorld>);
  /** Why the generated paths left out are not driven (required when some are). */
  whyNotAll?: string;
  /** Where a path from this input begins, as the tester sees it (the 从「…」 of its words). */
  start: (input: unknown) => string;
  /** What tells an event from its siblings where its name does not (what the server answers, what is typed). */
  detail?: (event: TEvent) => string | undefined;
  /** Each path on a page of its own (what it leaves in the browser's storage must not reach the next). */
  pagePerPath?: boolean;
  /** The walk every run of the suite takes (kept to a few seconds). */
  walk?: WalkOptions;
  /** Per path, when the default minute is not enough. */
  timeout?: number;
  /** The replays' page size, when the project's is too narrow for what the paths read. */
  viewport?: ViewportSize;
}

export const pathTitle = (machine: string, n: number, sentence: string) => `@model ${machine} #${n} ${sentence}`;
export const walkTitle = (machine: string, walk: WalkOptions) => `@model @walk ${machine} 种子 ${walk.seed}，最多 ${walk.steps} 步`;

/** `--walk NAME --seed S --steps K` reaches the spec as MODEL_WALK=NAME:S:K (several walks: comma-separated). */
function askedWalk(machine: string): WalkOptions | null {
  const asked = (process.env.MODEL_WALK ?? '').split(',').map((walk) => walk.split(':'));
  const [, seed, steps] = asked.find(([name]) => name === machine) ?? [];
  return seed === undefined ? null : { seed: Number(seed), steps: Number(steps) };
}

const figures = (coverage: ModelCoverage, pairs: PairCoverage) =>
  `状态 ${coverage.states.covered}/${coverage.states.total}，转换 ${coverage.transitions.covered}/${coverage.transitions.total}，转换对 ${pairs.covered}/${pairs.total}`;

interface Fixtures {
  browser: Browser;
  standIn: StandIn;
  portalUrl: string;
}

export function replayModel<TEvent extends EventObject, TContext, TWorld>(spec: ModelReplay<TEvent, TContext, TWorld>): void {
  const { machine, generated, drivable, whyNotAll } = spec;
  const id = spec.name ?? machine.id;
  if (drivable.length < generated.length && !whyNotAll) throw new Error(`${id}: say why ${generated.length - drivable.length} paths are not driven`);
  const uiFor = (path: ModelPath<TEvent>) => (typeof spec.ui === 'function' ? spec.ui(path) : spec.ui);
  checkMapping(id, drivable, uiFor);
  const runs = drivenRuns(machine, drivable);
  const words = (path: ModelPath<TEvent>) => pathInWords(machine, path, { start: spec.start(path.input), detail: spec.detail });

  test.describe(`${machineTitle(machine)}（${id}）在浏览器里的模型路径 @model`, () => {
    if (!spec.pagePerPath) test.describe.configure({ mode: 'serial' });
    if (spec.timeout) test.describe.configure({ timeout: spec.timeout });
    let shared: Page | null = null;
    test.beforeAll(async ({ browser, portalUrl }) => {
      const all = modelCoverage(machine, generated);
      const driven = modelCoverage(machine, runs);
      const rest = drivable.length < generated.length ? `；其余 ${generated.length - drivable.length} 条不在浏览器里走：${whyNotAll}` : '';
      console.log(
        `[model:e2e] ${id}（${machineTitle(machine)}）：浏览器重放 ${runs.length} 条路径，${figures(driven, pairCoverage(machine, generated, runs))}` +
          `（全部 ${generated.length} 条生成路径：${figures(all, pairCoverage(machine, generated, generated))}）；从 ${drivable.length} 条可在浏览器里走的路径中选出，每个状态和转换走一次${rest}`,
      );
      recordMachine({ machine: id, generated: generated.length, drivable: drivable.length, driven: runs.length, whyNotAll: whyNotAll ?? null });
      if (!spec.pagePerPath) shared = await openPage(browser, portalUrl, spec.viewport);
    });
    test.afterAll(() => shared?.context().close());

    /** Replays one path on the kept page (brought back to a new page's state) or on a page of its own. */
    async function replay({ browser, standIn, portalUrl }: Fixtures, path: ModelPath<TEvent>, recording: PathRecording | null = null) {
      const ui = uiFor(path);
      const page = shared ?? (await openPage(browser, portalUrl, spec.viewport));
      if (shared && ui.keepsPortal) await leaveScreens(page, portalUrl);
      else if (shared && !ui.continuesOnPage) await asOnNewPage(page, portalUrl);
      const said = words(path);
      await recording?.begin(page.context(), said.sentence);
      let failure: ReplayFailure | null = null;
      try {
        await replayOnPage(page, standIn, machine, path, ui, async (step) => recording?.shot(page, step));
      } catch (error) {
        failure = error as ReplayFailure;
        await recording?.shot(page, failure.step);
      } finally {
        const steps = path.steps.map((_, index) => ({
          words: index === 0 ? `从「${spec.start(path.input)}」` : said.steps[index - 1],
          state: stateValueWords(machine, reached(machine, path, index).value),
          ...said.took[index],
        }));
        const trace = await recording?.end(page.context(), { sentence: said.sentence, rule: said.rule, steps, failed: failure && { step: failure.step, message: failure.message } });
        if (trace) console.log(`[model:trace] ${id} ${trace}`);
        if (!shared) await page.context().close();
      }
      if (failure) throw failure;
    }

    runs.forEach((path, index) => {
      test(pathTitle(id, index + 1, words(path).sentence), ({ browser, standIn, portalUrl }) => replay({ browser, standIn, portalUrl }, path, PathRecording.open(id, index + 1)));
    });

    const walk = askedWalk(id) ?? spec.walk;
    if (!walk) return;
    test(walkTitle(id, walk), async ({ browser, standIn, portalUrl }) => {
      const fixtures = { browser, standIn, portalUrl };
      const taken = randomWalk(machine, drivable, walk);
      const sentences = taken.runs.map((run) => words(run).sentence);
      test.setTimeout(60_000 + 15_000 * (taken.steps + taken.runs.length));
      console.log(`[model:walk] ${id} 种子 ${walk.seed}：${taken.steps} 步，${taken.runs.length} 段\n${sentences.map((sentence) => `  ${sentence}`).join('\n')}`);
      for (const run of taken.runs) {
        try {
          await replay(fixtures, run);
        } catch (error) {
          const step = (error as ReplayFailure).step;
          const cut = { ...run, steps: run.steps.slice(0, step + 1), vertices: run.vertices.slice(0, step + 1) };
          const shrunk = await shortestFailing(cut, (candidate) => replay(fixtures, candidate));
          const message =
            `模型漫步失败：${id} 种子 ${walk.seed}，最多 ${walk.steps} 步（npm run test:model -- --walk ${id} --seed ${walk.seed} --steps ${walk.steps}）\n` +
            `  失败在：${words(cut).sentence}\n  缩短后仍失败（${shrunk.steps.length - 1} 步）：${words(shrunk).sentence}\n  原因：${(error as Error).message.split('\n')[0]}`;
          recordWalk({ machine: id, seed: walk.seed, steps: taken.steps, runs: sentences, pairs: taken.pairs, failed: { message, shrunk: words(shrunk).sentence } });
          throw new Error(message, { cause: error });
        }
      }
      recordWalk({ machine: id, seed: walk.seed, steps: taken.steps, runs: sentences, pairs: taken.pairs, failed: null });
      console.log(`[model:walk] ${id} 种子 ${walk.seed}：通过，转换对 ${taken.pairs.covered}/${taken.pairs.total}（${taken.stopped === 'pairs' ? '已走遍可走的转换对' : `走满 ${taken.steps} 步`}）`);
    });

    /** The shortest of the shrink candidates that still fails when replayed, or the cut run itself. */
    async function shortestFailing(cut: ModelPath<TEvent>, replayCandidate: (candidate: ModelPath<TEvent>) => Promise<void>): Promise<ModelPath<TEvent>> {
      for (const candidate of shrinkCandidates(machine, drivable, cut)) {
        test.setTimeout(test.info().timeout + 30_000);
        const failed = await replayCandidate(candidate).then(
          () => false,
          () => true,
        );
        if (failed) return candidate;
      }
      return cut;
    }
  });
}

/** A page of the replays' own; an action on a control that never comes gives up in 20 s rather than at the test's end. */
async function openPage(browser: Browser, portalUrl: string, viewport: ViewportSize | undefined): Promise<Page> {
  const page = await (await newBrowserContext(browser, { baseURL: portalUrl, ...(viewport && { viewport }) })).newPage();
  page.setDefaultTimeout(20_000);
  await keepPageClockAtTestClock(page);
  return page;
}

/** Every event and state of the drivable paths has its UI counterpart (saying which does not): a walk may take any of them. */
function checkMapping<TEvent extends EventObject, TContext, TWorld>(
  id: string,
  drivable: Array<ModelPath<TEvent>>,
  uiFor: (path: ModelPath<TEvent>) => UiModel<TEvent, TContext, TWorld>,
) {
  const unmapped = new Set<string>();
  for (const path of drivable) {
    const ui = uiFor(path);
    path.steps.slice(1).forEach((step) => ui.perform[step.event.type] || unmapped.add(`event ${step.event.type}`));
    path.steps.forEach((step) => ui.see[stateName((step.state as { value: unknown }).value)] || unmapped.add(`state ${stateName((step.state as { value: unknown }).value)}`));
  }
  if (unmapped.size > 0) throw new Error(`${id}: no UI mapping for ${[...unmapped].join(', ')}`);
}
