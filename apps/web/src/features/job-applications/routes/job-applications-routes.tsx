import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const jobApplicationsRoute: RouteObject = {
  path: 'job-applications/applied',
  element: <UpcomingPage titleKey="pages.jobApplications" />,
  handle: { titleKey: 'pages.jobApplications' } satisfies RouteHandle,
};
