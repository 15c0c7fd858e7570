import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const connectionsRoute: RouteObject = {
  path: 'connections',
  element: <UpcomingPage titleKey="pages.myCommunities" />,
  handle: {
    titleKey: 'pages.myCommunities',
    sideNav: {
      labelKey: 'nav.myCommunities',
      priority: 8,
      icon: IconUsersGroup,
      feature: 'talentCommunities',
    },
  } satisfies RouteHandle,
  children: [
    {
      path: 'job-alert-preferences/:connectionId',
      lazy: lazyPage(
        () => import('./job-alert-preferences-modal'),
        (m) => <m.JobAlertPreferencesModal />,
      ),
      handle: {
        modal: { titleKey: 'pages.manageInternalJobAlerts', size: 'md' },
      } satisfies RouteHandle,
    },
  ],
};
