// Job matching (spec 1 section 2): suggestions, saved jobs and job details, without the shell.

import { IconSparkles } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { UpcomingPage } from '../../../shared/ui/upcoming-page';
import { JobMatchingLayout } from '../components/job-matching-layout';
import { jobMatchingGuardLoader } from '../lib/require-job-matching';

const jobDetails: RouteObject = {
  path: 'job/:matchingRefCode',
  element: <UpcomingPage titleKey="pages.jobDetails" />,
  handle: { titleKey: 'pages.jobDetails' } satisfies RouteHandle,
};

export function createJobMatchingRoute(queryClient: QueryClient): RouteObject {
  return {
    path: 'job-matching',
    loader: jobMatchingGuardLoader(queryClient),
    element: <JobMatchingLayout />,
    handle: {
      shell: false,
      sideNav: {
        labelKey: 'nav.jobMatching',
        priority: 9,
        icon: IconSparkles,
        feature: 'jobMatching',
      },
    } satisfies RouteHandle,
    children: [
      {
        index: true,
        element: <UpcomingPage titleKey="pages.jobMatching" />,
        handle: { titleKey: 'pages.jobMatching' } satisfies RouteHandle,
      },
      jobDetails,
      {
        path: 'saved-jobs',
        children: [
          {
            index: true,
            element: <UpcomingPage titleKey="pages.savedJobs" />,
            handle: { titleKey: 'pages.savedJobs' } satisfies RouteHandle,
          },
          jobDetails,
        ],
      },
    ],
  };
}
