import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '../ui/PageLoader.tsx';
import { lazyPage } from '../ui/lazyPage.ts';
import { routeRegistry } from './routeRegistry.ts';

const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage.tsx'));

/** The signed-in part of the portal. */
export default function ProtectedRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        {routeRegistry.map(({ path, page }) => page && <Route key={path} path={path} component={page} />)}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
