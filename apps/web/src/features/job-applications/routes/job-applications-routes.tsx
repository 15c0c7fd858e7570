import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const jobApplicationsRoute: RouteObject = {
  path: 'job-applications/applied',
  lazy: lazyPage(
    () => import('./applied-page'),
    (m) => <m.AppliedPage />,
  ),
  handle: { titleKey: 'pages.jobApplications' } satisfies RouteHandle,
};
