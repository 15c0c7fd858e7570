import { IconSearch } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { FindJobsBadge } from '../components/find-jobs-badge';
import { FindJobsPage } from './find-jobs-page';

export const findJobsRoute: RouteObject = {
  path: 'find-jobs',
  element: <FindJobsPage />,
  handle: {
    titleKey: 'pages.findJobs',
    sideNav: { labelKey: 'nav.findJobs', priority: 7, icon: IconSearch, badge: FindJobsBadge },
  } satisfies RouteHandle,
};
