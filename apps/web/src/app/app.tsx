import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { type RouteObject, RouterProvider } from 'react-router';
import { SideNavItemsContext } from './layout/side-nav-context';
import { collectSideNavItems } from './layout/side-nav-items';
import { AppProviders } from './providers';

type DataRouter = Parameters<typeof RouterProvider>[0]['router'];

interface AppFrameProps {
  routes: RouteObject[];
  queryClient: QueryClient;
  i18n: I18n;
  env?: 'default' | 'test';
  /** The router's provider: the browser's or a memory router's, or the server's static one. */
  children: ReactNode;
}

/** What every page sits in: the providers and the side nav's tabs read from the route tree. */
export function AppFrame({ routes, queryClient, i18n, env, children }: AppFrameProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} env={env}>
      <SideNavItemsContext value={collectSideNavItems(routes)}>{children}</SideNavItemsContext>
    </AppProviders>
  );
}

/** The whole app around a data router: browser router in main.tsx, memory router in tests. */
export function App({
  router,
  ...frame
}: Omit<AppFrameProps, 'children'> & { router: DataRouter }) {
  // The page says when the app has drawn it or taken over the server's (decision 028): until
  // then a page drawn by the server shows its buttons, and start-after-paint.js keeps a click
  // on one to make it again now.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return (
    <AppFrame {...frame}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
