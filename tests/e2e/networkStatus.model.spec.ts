import type { Page } from '@playwright/test';
import { PROBE_INTERVAL_MS, RESTORED_SHOWN_MS, networkStatusMachine, type NetworkEvent } from '../../machines/networkStatus.machine.ts';
import { networkStatusPaths } from '../../machines/networkStatus.model.ts';
import { expect } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, stateName, type UiModel } from './modelUi.ts';

// The model's own paths of the network status, on the customer list: the browser's network taken away and
// given back (Chromium's offline mode), the services not answering while the browser has a network (every call
// refused), the probe of an unreachable service held and answered or refused, and the page's clock moved on.
const paths = networkStatusPaths();
const browserPaths = networkStatusPaths({ answeredWhileOffline: false });

type Snapshot = { value: unknown };
const stateOf = (step: { state: unknown }) => stateName((step.state as Snapshot).value);

/**
 * Driven: from a portal that opened online, the events a person or the network can cause in each state. The
 * browser says online again only after it said offline; a call fails only while the portal thinks it is online
 * (offline, reads are answered from what was kept and changes are refused, so nothing is sent to fail or to be
 * answered: only the probe brings the portal back).
 */
const drivableFrom: Record<NetworkEvent['type'], (state: string) => boolean> = {
  BROWSER_OFFLINE: () => true,
  BROWSER_ONLINE: (state) => state === 'offline.disconnected',
  CALL_FAILED: (state) => state === 'online' || state === 'restored',
  CALL_ANSWERED: () => false,
};
const isMachineEvent = (type: string): type is NetworkEvent['type'] => type in drivableFrom;
const drivable = browserPaths.filter(
  (path) =>
    (path.input as { browserOnline: boolean }).browserOnline &&
    path.steps.slice(1).every((step, index) => !isMachineEvent(step.event.type) || drivableFrom[step.event.type](stateOf(path.steps[index]))),
);
const WHY =
  '它们从浏览器断网时开始（测试屏蔽了 service worker，没有网络打不开门户；foundation.spec 从 service worker 离线打开它），' +
  '或在门户离线时让一次请求得到答复，或没有先断网就联网：门户都遇不到';

interface World {
  page: Page;
  probes: HeldCalls;
  /** Whether every call is refused now (the services unreachable while the browser has a network). */
  unreachable: boolean;
}

const SERVICES = /^https?:\/\/[^/]+\/(api|orderapi|registryapi|aiuuapi)\//;
const offlineBanner = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: '网络已断开' });
const restoredBanner = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: '已恢复连接' });
const search = (page: Page) => page.getByRole('main').getByRole('button', { name: '查询' }).filter({ visible: true }).click();

async function seeOffline({ world }: { world: World }) {
  await expect(offlineBanner(world.page)).toBeVisible();
  await expect(restoredBanner(world.page)).toHaveCount(0);
}

const ui: UiModel<NetworkEvent, unknown, World> = {
  async arrange(page, standIn) {
    await standIn.reset();
    await standIn.signIn(page.context(), 'agent01');
    await page.context().setOffline(false);
    await page.clock.install();
    const world: World = { page, probes: await HeldCalls.on(page, /\/api\/$/), unreachable: false };
    // Every service call but the probe is refused while the services are unreachable.
    await page.route(SERVICES, (route) =>
      world.unreachable && !(route.request().method() === 'HEAD' && /\/api\/$/.test(route.request().url())) ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.goto('/customerInformationManage');
    await expect(page.getByRole('main').getByText(/^共 [\d,]+ 条$/).filter({ visible: true })).toBeVisible({ timeout: 30_000 });
    return world;
  },
  perform: {
    async BROWSER_OFFLINE({ world, from }) {
      await world.page.context().setOffline(true);
      // A probe out when the network goes gets no answer: it is not the one a later checking waits for.
      if (stateName(from!.value) === 'offline.checking') await world.probes.abort();
    },
    BROWSER_ONLINE: ({ world }) => world.page.context().setOffline(false),
    async CALL_FAILED({ world }) {
      world.unreachable = true;
      await search(world.page);
    },
    CALL_ANSWERED: async () => undefined,
    'xstate.after.probeInterval.network.offline.unreachable': ({ world }) => world.page.clock.runFor(PROBE_INTERVAL_MS),
    async 'xstate.done.actor.0.network.offline.checking'({ world }) {
      // The services answer again: the probe, and every call after it.
      world.unreachable = false;
      await world.probes.pass();
    },
    async 'xstate.error.actor.0.network.offline.checking'({ world }) {
      // The services do not answer: neither the probe nor any call the page makes until one gets through.
      world.unreachable = true;
      await world.probes.abort();
    },
    'xstate.after.restoredShown.network.restored': ({ world }) => world.page.clock.runFor(RESTORED_SHOWN_MS),
  },
  see: {
    async online({ world: { page } }) {
      await expect(offlineBanner(page)).toHaveCount(0);
      await expect(restoredBanner(page)).toHaveCount(0);
    },
    'offline.disconnected': seeOffline,
    'offline.unreachable': seeOffline,
    async 'offline.checking'(step) {
      await seeOffline(step);
      await expect.poll(() => step.world.probes.inFlight, { message: 'the probe is out' }).toBe(1);
    },
    async restored({ world: { page } }) {
      await expect(restoredBanner(page)).toBeVisible();
      await expect(offlineBanner(page)).toHaveCount(0);
    },
  },
};

replayModel({
  machine: networkStatusMachine,
  name: 'networkStatus',
  generated: paths,
  drivable,
  ui,
  whyNotAll: WHY,
  start: () => '客户信息管理',
  // Its events carry nothing a tester reads (the probe fails one way only: no answer).
  detail: () => '',
});
