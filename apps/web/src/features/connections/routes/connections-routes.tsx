import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';
import { JobAlertPreferencesModal } from './job-alert-preferences-modal';

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
      element: <JobAlertPreferencesModal />,
      handle: {
        modal: { titleKey: 'pages.manageInternalJobAlerts', size: 'md' },
      } satisfies RouteHandle,
    },
  ],
};
