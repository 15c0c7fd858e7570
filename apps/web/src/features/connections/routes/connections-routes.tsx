// My Communities (spec 3 section 2): the connections page, with Manage Internal Job Alerts as a
// medium modal route over it.
import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const connectionsRoute: RouteObject = {
  path: 'connections',
  lazy: lazyPage(
    () => import('./connections-page'),
    (m) => <m.ConnectionsPage />,
  ),
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

/** Public: the consent reminder mail's renewal link, for visitors and talent alike. */
export const renewConsentRoute: RouteObject = {
  path: 'connections/renew-consent',
  lazy: lazyPage(
    () => import('./renew-consent-page'),
    (m) => <m.RenewConsentPage />,
  ),
  handle: { titleKey: 'pages.myCommunities' } satisfies RouteHandle,
};
