// Find Communities (spec 3 section 2), loaded with its own chunk on the first visit.
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const communitiesRoute: RouteObject = {
  path: 'communities',
  lazy: lazyPage(
    () => import('./communities-page'),
    (m) => <m.CommunitiesPage />,
  ),
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
