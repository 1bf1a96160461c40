import { useSelector } from '@xstate/react';
import { memo, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { signedInAccount } from '../api/auth.ts';
import { PageErrorBoundary } from '../ui/PageErrorBoundary.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { ChunkLoadError, lazyPage } from '../ui/lazyPage.ts';
import { PageContext } from '../ui/pageContext.ts';
import { LoadProblem, linkIncomplete } from '../ui/resource/LoadProblem.tsx';
import { useRouteAccess } from '../ui/permissions/routeAccessContext.ts';
import { usePermissionLoad } from '../ui/permissions/usePermission.ts';
import { findRoute } from './routeRegistry.ts';
import { isRefreshUrl, titleFor, useTabsActor } from './tabsActor.ts';

const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage.tsx'));
const NoAccessPage = lazyPage(() => import('../features/errors/NoAccessPage.tsx'));

interface TabPageProps {
  url: string;
  /** The tab the page belongs to; absent for the home page. */
  tabId?: string;
}

/**
 * One page of a tab (or home): its screen under a router bound to the tab, so links move the tab. Memoised:
 * a change of the tabs (another tab shown, one opened) re-renders no kept-alive page whose address is the same.
 */
export const TabPage = memo(function TabPage({ url, tabId }: TabPageProps) {
  const actor = useTabsActor();
  const route = findRoute(url);
  const access = useRouteAccess()(url);
  // Only for a screen the account may open: a denied one shows no buttons, and its rights are not asked for.
  usePermissionLoad(access === 'open' ? route?.permissionId : undefined);
  const Page = access === 'denied' ? NoAccessPage : route?.page;
  // A detail or step page opened without what its list hands it (a stale bookmark) says so, whatever the page.
  const missing = route?.opensWith && !new URLSearchParams(url.split('?')[1] ?? '').get(route.opensWith) ? route.opensWith : null;
  // The same element while the screen stays the same: an address written by the page itself (a list's sort,
  // its query) re-renders the parts that read the address, not the whole page with every list row.
  const content = useMemo(
    () => (access === 'pending' ? <PageLoader /> : missing && access !== 'denied' ? <LoadProblem problem={linkIncomplete(missing)} /> : Page ? <Page /> : <NotFoundPage />),
    [access, missing, Page],
  );
  // The browser keeps a failed module import for the life of the document: only a reload (which
  // restores the tabs) fetches a screen's code again. Other failures re-mount the page.
  const retry = (error: Error) => {
    if (error instanceof ChunkLoadError) location.reload();
    else actor.send({ type: 'REFRESH' });
  };
  return (
    <TabRouter url={url} tabId={tabId}>
      <TabPageContext tabId={tabId} layoutKey={route?.layoutKey ?? route?.path ?? url}>
        <PageErrorBoundary onRetry={retry}>
          <Suspense fallback={<PageLoader />}>{content}</Suspense>
        </PageErrorBoundary>
      </TabPageContext>
    </TabRouter>
  );
});

/**
 * The signed-in account's name, one promise per account info answer. It never fails: a page whose account could
 * not be asked (offline, nothing kept) shows with the default layout rather than an error.
 */
const accountNames = new WeakMap<Promise<unknown>, Promise<string>>();
function accountName(): Promise<string> {
  const info = signedInAccount();
  if (!accountNames.has(info)) accountNames.set(info, info.then((account) => account.account, () => ''));
  return accountNames.get(info)!;
}

/** The page's layout key and its tab's history (返回), for the screens of src/ui. */
function TabPageContext({ tabId, layoutKey, children }: { tabId?: string; layoutKey: string; children: ReactNode }) {
  const actor = useTabsActor();
  const canGoBack = useSelector(actor, (snapshot) => {
    const tab = snapshot.context.tabs.find((candidate) => candidate.id === tabId);
    return !!tab && tab.index > 0;
  });
  const value = useMemo(
    () => ({ layoutKey, account: accountName(), canGoBack, back: () => actor.send({ type: 'BACK' }) }),
    [actor, canGoBack, layoutKey],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

interface NavigateOptions {
  replace?: boolean;
  /** With replace: rewrite the address and keep the page (a list's filters in its query). */
  keep?: boolean;
}

function TabRouter({ url, tabId, children }: TabPageProps & { children: ReactNode }) {
  const actor = useTabsActor();
  const [path, query = ''] = url.split('?');
  // One navigate for the tab's life: what a page builds on it (its row actions) stays the same as the address moves.
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (isRefreshUrl(to)) actor.send({ type: 'REFRESH' });
      else actor.send({ type: 'NAVIGATE', url: to, title: titleFor(to), tabId, replace: options?.replace, keep: options?.keep });
    },
    [actor, tabId],
  );
  const hooks = useMemo(
    () => ({
      location: (): [string, typeof navigate] => [path, navigate],
      search: () => query,
    }),
    [navigate, path, query],
  );
  return (
    <Router hook={hooks.location} searchHook={hooks.search}>
      {children}
    </Router>
  );
}
