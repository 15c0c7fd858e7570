import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { AppliedPage } from './applied-page';

export const jobApplicationsRoute: RouteObject = {
  path: 'job-applications/applied',
  element: <AppliedPage />,
  handle: { titleKey: 'pages.jobApplications' } satisfies RouteHandle,
};
