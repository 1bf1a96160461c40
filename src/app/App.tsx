import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { GlobalLoading } from '../ui/GlobalLoading.tsx';
import { CARDS_AT_ONCE, MESSAGE_POSITION } from '../ui/message.ts';
import { PageErrorBoundary } from '../ui/PageErrorBoundary.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { RequireToken } from './RequireToken.tsx';
import { ProtectedRoutes, publicRoutes } from './routes.tsx';
import { theme } from './theme.ts';
import './messages.css';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          <Notifications position={MESSAGE_POSITION} limit={CARDS_AT_ONCE} />
          <GlobalLoading />
          <PageErrorBoundary onRetry={() => location.reload()}>
            <Suspense fallback={<PageLoader />}>
              <Switch>
                {publicRoutes.map(({ path, page }) => (
                  <Route key={path} path={path} component={page} />
                ))}
                <Route>
                  <RequireToken>
                    <ProtectedRoutes />
                  </RequireToken>
                </Route>
              </Switch>
            </Suspense>
          </PageErrorBoundary>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
