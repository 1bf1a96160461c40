import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useCallback, useMemo, useRef } from 'react';
import type { PaletteItem } from '../../machines/palette.machine.ts';
import { activeScreen, type SavedTabs } from '../../machines/tabs.context.ts';
import { tabsMachine } from '../../machines/tabs.machine.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { showUploadFeedback } from './uploadFeedback.ts';
import { registerCustomerFileRecorders } from '../features/customers/storedFiles.ts';
import { signedInAccount } from '../api/auth.ts';
import { customerById, searchCustomers } from '../api/customerSearch.ts';
import { buttonPermissions } from '../api/permissions.ts';
import { message } from '../ui/message.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PermissionSourceContext } from '../ui/permissions/permissionContext.ts';
import { RouteAccessContext } from '../ui/permissions/routeAccessContext.ts';
import { CustomerSourceContext, type CustomerSource } from '../ui/widgets/customerSource.ts';
import { frameOrigins } from './frameConfig.ts';
import { Header } from './Header.tsx';
import { menuTarget } from './menuTarget.ts';
import { NetworkBanner } from './NetworkBanner.tsx';
import './print.css';
import { PageHost } from './PageHost.tsx';
import { menuScreens, routeAccess } from './routeAccess.ts';
import { preloadScreen } from './routeRegistry.ts';
import { useKeptSession } from './session/useKeptSession.ts';
import { SideMenu } from './SideMenu.tsx';
import { TabStrip } from './TabStrip.tsx';
import { TabsActorContext, isRefreshUrl, titleFor, type TabsActor } from './tabsActor.ts';
import { useBrowserHistory } from './useBrowserHistory.ts';
import { useFoldedMenu } from './useFoldedMenu.ts';
import { startMenuLoad, useMenu } from './useMenu.ts';
import { usePermissionWatch } from './usePermissionWatch.ts';
import { usePinnedTabs } from './usePinnedTabs.ts';
import { useMessageBridge, useShellSession, useTabWindow } from './useShellSession.ts';
import { useSignedInAccount } from './useSignedInAccount.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { LockScreen } from './lock/LockScreen.tsx';
import { useLockScreen } from './lock/useLockScreen.ts';
import { PaletteHost, type PaletteHandle } from './palette/PaletteHost.tsx';
import { useRecentScreens } from './palette/recentScreens.ts';
import { usePreferencesInForce } from './preferences/preferenceStore.ts';
import { Watermark } from './watermark/Watermark.tsx';

// The drawer loads when first opened: the shell stays small.
const PreferencesDrawer = lazy(() => import('./preferences/PreferencesDrawer.tsx'));

// Dates in Chinese (weeks from Monday), upload notices and what follows a stored file are needed only behind
// the login: they start with the shell, before any screen or the upload centre resumes a task, and the public
// pages stay small.
dayjs.locale('zh-cn');
showUploadFeedback();
registerCustomerFileRecorders();

// What the first render waits for is asked for as this code arrives, side by side: who is signed in (the kept
// session is looked up by it), the menu (what the account may open) and the code of the screen in the address.
signedInAccount().catch(() => undefined);
startMenuLoad();
preloadScreen(location.pathname);

// Buttons and customer pickers exist only behind the login: their server sources load with the shell.
const customers: CustomerSource = { search: searchCustomers, byId: customerById };

/** The menu is 182 px open, 60 px folded, and folded below 800 px (useFoldedMenu). (docs/product.md#limits) */
export const MENU_WIDTH = 182;
export const MENU_WIDTH_FOLDED = 60;
const HEADER_HEIGHT = 50;
const STRIP_HEIGHT = 38;
const HIDDEN = { visibility: 'hidden' } as const;

function initialLocation() {
  const url = `${location.pathname}${location.search}`;
  // A reload at /refresh re-mounts everything anyway: show what was active.
  return isRefreshUrl(url) ? null : { url, title: titleFor(url) };
}

/** The signed-in portal: server menu, header, tab strip and the pages of the open tabs, as the session kept them. */
export default function ProtectedRoutes() {
  const saved = useKeptSession();
  return saved === undefined ? <PageLoader /> : <SignedInPortal saved={saved} />;
}

function SignedInPortal({ saved }: { saved: SavedTabs | null }) {
  const actor = useActorRef(tabsMachine, { input: { saved, location: initialLocation() } });
  useShellSession(actor);
  useBrowserHistory(actor);
  useMessageBridge(actor);
  useRecentScreens(actor);
  usePinnedTabs(actor);
  useTabWindow(actor);
  usePermissionWatch(actor);
  return (
    <PermissionSourceContext.Provider value={buttonPermissions}>
      <CustomerSourceContext.Provider value={customers}>
        <TabsActorContext.Provider value={actor}>
          <Shell actor={actor} />
        </TabsActorContext.Provider>
      </CustomerSourceContext.Provider>
    </PermissionSourceContext.Provider>
  );
}

function Shell({ actor }: { actor: TabsActor }) {
  const preferences = usePreferencesInForce();
  const [collapsed, toggleMenu, setMenuFolded] = useFoldedMenu(preferences.menuFolded);
  const [preferencesOpened, preferencesDrawer] = useDisclosure(false);
  const maximised = useSelector(actor, (snapshot) => snapshot.context.maximised);
  const account = useSignedInAccount();
  const lock = useLockScreen();
  const content = useRef<HTMLDivElement>(null);
  const entries = useMenu();
  const granted = useMemo(() => entries && menuScreens(entries), [entries]);
  const access = useCallback((url: string) => routeAccess(url, granted), [granted]);
  const shownScreen = useSelector(actor, (snapshot) => activeScreen(snapshot.context));
  const palette = useRef<PaletteHandle>(null);
  const openSearch = useCallback(() => palette.current?.open(), []);
  const openFound = useCallback(
    (item: PaletteItem) => actor.send({ type: 'OPEN', url: item.url, title: item.title, kind: item.frame ? 'frame' : 'page' }),
    [actor],
  );

  const open = useCallback(
    (entry: MenuEntry) => {
      const target = menuTarget(entry, frameOrigins);
      if (target.kind === 'refused') message.error(target.message);
      else actor.send({ type: 'OPEN', url: target.url, title: target.title, kind: target.kind });
    },
    [actor],
  );

  return (
    <AppShell
      // 最大化 hides the header and the menu (docs/product.md#tabs).
      header={{ height: HEADER_HEIGHT, collapsed: maximised }}
      navbar={{ width: collapsed ? MENU_WIDTH_FOLDED : MENU_WIDTH, breakpoint: 0, collapsed: { mobile: maximised, desktop: maximised } }}
      padding={0}
      transitionDuration={150}
    >
      {/* Hidden, not only moved away: nothing of them is reached by Tab or read while maximised. */}
      <AppShell.Header style={maximised ? HIDDEN : undefined}>
        <Header
          collapsed={collapsed}
          onToggleMenu={toggleMenu}
          onSearch={openSearch}
          onPreferences={preferencesDrawer.open}
          onLock={() => lock.send({ type: 'LOCK' })}
          userName={account?.name ?? null}
          breadcrumbs={preferences.breadcrumbs && <Breadcrumbs menu={entries} />}
        />
      </AppShell.Header>
      <AppShell.Navbar style={maximised ? HIDDEN : undefined}>
        <SideMenu menu={entries} collapsed={collapsed} activeUrl={shownScreen} onOpen={open} />
      </AppShell.Navbar>
      <AppShell.Main h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ height: STRIP_HEIGHT, flex: 'none' }} data-print-hidden>
          <TabStrip menuScreens={granted} tabStyle={preferences.tabStyle} />
        </div>
        <NetworkBanner screen={shownScreen} />
        <div ref={content} style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <RouteAccessContext.Provider value={access}>
            <PageHost />
          </RouteAccessContext.Provider>
        </div>
        <Watermark over={content} account={account} />
      </AppShell.Main>
      <PaletteHost handle={palette} menu={entries} onOpen={openFound} />
      <Suspense>
        {preferencesOpened && (
          <PreferencesDrawer opened onClose={preferencesDrawer.close} onMenuFolded={setMenuFolded} />
        )}
      </Suspense>
      <LockScreen actor={lock} accountName={account && `${account.name}（${account.account}）`} />
    </AppShell>
  );
}
