// Job alert preferences and results (spec 3 section 2): the bare path opens the preferences;
// both pages are under the signed-in layout (results needs the session). Unsubscribing from
// the alert emails is a public page: the app's router puts it beside the job advert, outside
// the sign-in requirement.
import { IconBell } from '@tabler/icons-react';
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

export const jobAlertsRoute: RouteObject = {
  path: 'job-alerts',
  handle: {
    sideNav: { labelKey: 'nav.jobAlertPreferences', priority: 7, icon: IconBell },
  } satisfies RouteHandle,
  children: [
    { index: true, loader: () => redirect('/job-alerts/preferences'), element: null },
    {
      path: 'preferences',
      lazy: lazyPage(
        () => import('./job-alert-preferences-page'),
        (m) => <m.JobAlertPreferencesPage />,
      ),
      handle: { titleKey: 'pages.jobAlertPreferences' } satisfies RouteHandle,
    },
    {
      path: 'results',
      lazy: lazyPage(
        () => import('./job-alert-results-page'),
        (m) => <m.JobAlertResultsPage />,
      ),
      handle: { titleKey: 'pages.jobAlertResults' } satisfies RouteHandle,
    },
  ],
};

/** Public: the alert emails' unsubscribe link, for visitors and talent alike. */
export const jobAlertsUnsubscribeRoute: RouteObject = {
  path: 'job-alerts/unsubscribe',
  lazy: lazyPage(
    () => import('./unsubscribe-page'),
    (m) => <m.UnsubscribePage />,
  ),
  handle: { titleKey: 'pages.jobAlertsUnsubscribe' } satisfies RouteHandle,
};
