import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { customerById, searchCustomers } from '../api/customerSearch.ts';
import { buttonPermissions } from '../api/permissions.ts';
import { GlobalLoading } from '../ui/GlobalLoading.tsx';
import { PageErrorBoundary } from '../ui/PageErrorBoundary.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { PermissionSourceContext } from '../ui/permissions/permissionContext.ts';
import { CustomerSourceContext, type CustomerSource } from '../ui/widgets/customerSource.ts';
import { RequireToken } from './RequireToken.tsx';
import { ProtectedRoutes, publicRoutes } from './routes.tsx';
import { theme } from './theme.ts';

const customers: CustomerSource = { search: searchCustomers, byId: customerById };

export function App() {
  return (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          <Notifications position="top-center" limit={1} />
          <GlobalLoading />
          <PermissionSourceContext.Provider value={buttonPermissions}>
            <CustomerSourceContext.Provider value={customers}>
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
            </CustomerSourceContext.Provider>
          </PermissionSourceContext.Provider>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
