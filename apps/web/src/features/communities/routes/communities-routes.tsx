import { IconBuildingCommunity } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const communitiesRoute: RouteObject = {
  path: 'communities',
  element: <UpcomingPage titleKey="pages.findCommunities" />,
  handle: {
    titleKey: 'pages.findCommunities',
    sideNav: {
      labelKey: 'nav.findCommunities',
      priority: 10,
      icon: IconBuildingCommunity,
      feature: 'talentCommunities',
    },
  } satisfies RouteHandle,
};
