// The route tree of the app (specs 1-3). Side nav tabs, the shell switch, page titles and modal
// routes are all read from each route's `handle` (see shared/lib/route-handle.ts).
import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { authRoutes } from '../../features/auth';
import { communitiesRoute } from '../../features/communities';
import { connectionsRoute, renewConsentRoute } from '../../features/connections';
import { createHomeRoute } from '../../features/home';
import { createJobAdvertRoute } from '../../features/job-advert';
import { jobAlertsRoute, jobAlertsUnsubscribeRoute } from '../../features/job-alerts';
import { jobApplicationsRoute } from '../../features/job-applications';
import { createJobMatchingRoute } from '../../features/job-matching';
import { findJobsRoute } from '../../features/job-search';
import {
  accountClosedRoute,
  confirmAccountDeletionRoute,
  privacyRoute,
} from '../../features/privacy';
import { createProfileRoutes } from '../../features/profile';
import { lazyPage } from '../../shared/lib/lazy-page';
import { loadOptionalSignIn, requireSignIn } from '../../shared/lib/require-sign-in';
import { revalidateOnNewPath } from '../../shared/lib/revalidate-on-new-path';
import type { RouteHandle } from '../../shared/lib/route-handle';
import { AppLoading } from './app-loading';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { withModalOutlets } from './with-modal-outlets';

/** A route that only forwards; it never renders (`element: null` says so to the router). */
const redirectTo = (to: string) => ({ loader: () => redirect(to), element: null });

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return withModalOutlets([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        { index: true, ...redirectTo('/home') },
        { path: 'offer', ...redirectTo('/home') },
        { path: 'details/basic', ...redirectTo('/profile#business-card') },
        ...authRoutes,
        accountClosedRoute,
        {
          id: 'optional-sign-in',
          loader: ({ request }) => loadOptionalSignIn(queryClient, request),
          shouldRevalidate: revalidateOnNewPath,
          // The shell and the visitor's layout load with their own chunks: the sign-in pages
          // need neither.
          lazy: lazyPage(
            () => import('./optional-sign-in-layout'),
            (m) => <m.OptionalSignInLayout />,
          ),
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                createJobAdvertRoute(queryClient),
                jobAlertsUnsubscribeRoute,
                confirmAccountDeletionRoute,
                renewConsentRoute,
              ],
            },
          ],
        },
        {
          id: 'protected',
          loader: ({ request }) => requireSignIn(queryClient, request),
          shouldRevalidate: revalidateOnNewPath,
          lazy: lazyPage(
            () => import('./signed-in-layout'),
            (m) => <m.SignedInLayout />,
          ),
          children: [
            {
              // Errors below this point render inside the shell, not instead of it.
              errorElement: <RouteErrorPage />,
              children: [
                // Tree order breaks priority ties: Find Jobs comes before Job Alert Preferences.
                createHomeRoute(queryClient),
                ...createProfileRoutes(queryClient),
                findJobsRoute,
                jobAlertsRoute,
                connectionsRoute,
                createJobMatchingRoute(queryClient),
                communitiesRoute,
                privacyRoute,
                jobApplicationsRoute,
                {
                  path: '*',
                  element: <NotFoundPage />,
                  handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
