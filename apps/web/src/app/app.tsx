import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type RouteObject, RouterProvider } from 'react-router';
import { SideNavItemsContext } from './layout/side-nav-context';
import { collectSideNavItems } from './layout/side-nav-items';
import { AppProviders } from './providers';

type DataRouter = Parameters<typeof RouterProvider>[0]['router'];

interface AppProps {
  router: DataRouter;
  routes: RouteObject[];
  queryClient: QueryClient;
  i18n: I18n;
  env?: 'default' | 'test';
}

/** The whole app around a data router: browser router in main.tsx, memory router in tests. */
export function App({ router, routes, queryClient, i18n, env }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} env={env}>
      <SideNavItemsContext value={collectSideNavItems(routes)}>
        <RouterProvider router={router} />
      </SideNavItemsContext>
    </AppProviders>
  );
}
