import { IconSearch } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';
import { FindJobsBadge } from '../components/find-jobs-badge';

export const findJobsRoute: RouteObject = {
  path: 'find-jobs',
  element: <UpcomingPage titleKey="pages.findJobs" />,
  handle: {
    titleKey: 'pages.findJobs',
    sideNav: { labelKey: 'nav.findJobs', priority: 7, icon: IconSearch, badge: FindJobsBadge },
  } satisfies RouteHandle,
};
