import { Suspense, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { PageErrorBoundary } from '../ui/PageErrorBoundary.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { lazyPage } from '../ui/lazyPage.ts';
import { TableIdContext } from '../ui/permissions/tableIdContext.ts';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { findRoute } from './routeRegistry.ts';
import { isScreen } from './screen.ts';
import { isRefreshUrl, titleFor, useTabsActor } from './tabsActor.ts';

const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage.tsx'));

interface TabPageProps {
  url: string;
  /** The tab the page belongs to; absent for the home page. */
  tabId?: string;
}

/** One page of a tab (or home): its screen under a router bound to the tab, so links move the tab. */
export function TabPage({ url, tabId }: TabPageProps) {
  const actor = useTabsActor();
  const route = findRoute(url);
  const Page = route?.page;
  const retry = () => {
    if (isScreen(Page)) Page.reload();
    else location.reload();
    actor.send({ type: 'REFRESH' });
  };
  return (
    <TabRouter url={url} tabId={tabId}>
      <TableIdContext.Provider value={route?.tableId}>
        <PageErrorBoundary onRetry={retry}>
          <Suspense fallback={<PageLoader />}>
            {!route ? <NotFoundPage /> : Page ? <Page /> : <ComingSoonPage title={route.title} />}
          </Suspense>
        </PageErrorBoundary>
      </TableIdContext.Provider>
    </TabRouter>
  );
}

interface NavigateOptions {
  replace?: boolean;
}

function TabRouter({ url, tabId, children }: TabPageProps & { children: ReactNode }) {
  const actor = useTabsActor();
  const [path, query = ''] = url.split('?');
  const hooks = useMemo(() => {
    const navigate = (to: string, options?: NavigateOptions) => {
      if (isRefreshUrl(to)) actor.send({ type: 'REFRESH' });
      else actor.send({ type: 'NAVIGATE', url: to, title: titleFor(to), tabId, replace: options?.replace });
    };
    return {
      location: (): [string, typeof navigate] => [path, navigate],
      search: () => query,
    };
  }, [actor, path, query, tabId]);
  return (
    <Router hook={hooks.location} searchHook={hooks.search}>
      {children}
    </Router>
  );
}
