// Job alert preferences and results (spec 3 section 2): the bare path opens the preferences.
import { IconBell } from '@tabler/icons-react';
import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const jobAlertsRoute: RouteObject = {
  path: 'job-alerts',
  handle: {
    sideNav: { labelKey: 'nav.jobAlertPreferences', priority: 7, icon: IconBell },
  } satisfies RouteHandle,
  children: [
    { index: true, loader: () => redirect('/job-alerts/preferences'), element: null },
    {
      path: 'preferences',
      element: <UpcomingPage titleKey="pages.jobAlertPreferences" />,
      handle: { titleKey: 'pages.jobAlertPreferences' } satisfies RouteHandle,
    },
    {
      path: 'results',
      element: <UpcomingPage titleKey="pages.jobAlertResults" />,
      handle: { titleKey: 'pages.jobAlertResults' } satisfies RouteHandle,
    },
  ],
};
