import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';

const Badge = lazy(() =>
  import('../components/find-jobs-badge').then((m) => ({ default: m.FindJobsBadge })),
);

/** The new-jobs count of the side nav, loaded with its own chunk (the shell needs no search). */
function FindJobsBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

export const findJobsRoute: RouteObject = {
  // Drawn for the first response (FIRST_RESPONSE_PAGES): the page and its search bar, the
  // results' placeholders until the app has run the search.
  id: 'find-jobs',
  path: 'find-jobs',
  lazy: lazyPage(
    () => import('./find-jobs-page'),
    (m) => <m.FindJobsPage />,
  ),
  handle: {
    titleKey: 'pages.findJobs',
    sideNav: { labelKey: 'nav.findJobs', priority: 7, icon: IconSearch, badge: FindJobsBadge },
  } satisfies RouteHandle,
};
