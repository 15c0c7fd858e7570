import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const privacyRoute: RouteObject = {
  path: 'privacy',
  element: <UpcomingPage titleKey="pages.privacy" />,
  handle: { titleKey: 'pages.privacy' } satisfies RouteHandle,
};
