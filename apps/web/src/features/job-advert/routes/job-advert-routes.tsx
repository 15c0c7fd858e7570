// The public careers job advert (spec 2 section 2.1): open to visitors as well as talent.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';

export const jobAdvertRoute: RouteObject = {
  path: 'job/:companyCode/:urlCode',
  element: <UpcomingPage titleKey="pages.jobDetails" />,
  handle: { titleKey: 'pages.jobDetails' } satisfies RouteHandle,
};
