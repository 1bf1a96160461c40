import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '../ui/PageLoader.tsx';
import { lazyPage } from '../ui/lazyPage.ts';

const HomePage = lazyPage(() => import('../features/home/HomePage.tsx'));
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage.tsx'));

/** The signed-in part of the portal. */
export default function ProtectedRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/homePage" component={HomePage} />
        <Route path="/home" component={HomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
