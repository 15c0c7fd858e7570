// Job matching (spec 1 section 2): suggestions, saved jobs and job details, without the shell;
// the walk-through and edit-skills modals open over their page.
import { IconSparkles } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { firstResponseWithout } from '../../../shared/lib/first-response-data';
import { lazyPage } from '../../../shared/lib/lazy-page';
import type { RouteHandle } from '../../../shared/lib/route-handle';
import { jobDetailsQueryOptions } from '../api/get-job-details';
import { skillsQueryOptions } from '../api/get-skills';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { suggestionsPageDataQueryOptions } from '../api/get-suggestions-page-data';
import { jobMatchingKeys } from '../api/query-keys';
import { JobMatchingLayout } from '../components/job-matching-layout';
import type { JobList } from '../lib/paths';
import { jobMatchingGuardLoader } from '../lib/require-job-matching';

/** The page renders alone when no modal route is open over it. */
const pageAlone: RouteObject = { index: true, element: null };

const editSkills: RouteObject = {
  path: 'edit-skills',
  lazy: lazyPage(
    () => import('./edit-skills-modal'),
    (m) => <m.EditSkillsModal />,
  ),
  handle: { modal: { titleKey: 'pages.editSkills', size: 'md' } } satisfies RouteHandle,
};

const walkThrough: RouteObject = {
  path: 'walk-through',
  lazy: lazyPage(
    () => import('./walk-through-modal'),
    (m) => <m.WalkThroughModal />,
  ),
  handle: { modal: { titleKey: 'pages.walkThrough', size: 'sm' } } satisfies RouteHandle,
};

/**
 * How long the suggestions page waits for its first suggestions before it shows: a list that is
 * up to date comes in a few milliseconds and shows with the page (and in its first response,
 * decision 028); one that must be worked out again first (after a profile change) comes after
 * the page, under its busy message.
 */
const SUGGESTIONS_WAIT_MS = 500;

/**
 * The skills and preferences are loaded before the suggestions page shows (spec 1 section 2);
 * a failure is the page's to show, with a way to try again.
 */
function suggestionsLoader(queryClient: QueryClient) {
  return async () => {
    let missingCv = true;
    try {
      const data = await queryClient.ensureQueryData(suggestionsPageDataQueryOptions());
      missingCv = data.missingCv;
      if (!queryClient.getQueryData(jobMatchingKeys.skills()))
        queryClient.setQueryData(jobMatchingKeys.skills(), {
          confirmedSkills: data.confirmedSkills,
          suggestedSkills: data.suggestedSkills,
        });
    } catch {
      // Shown by the page.
    }
    // Without a resume no suggestions are asked for (spec 1 section 5). A page the server drew
    // while its suggestions were being worked out is taken over as drawn, busy message and all.
    const drawnWithout = firstResponseWithout(jobMatchingKeys.suggestions());
    if (!missingCv && !drawnWithout)
      await Promise.race([
        queryClient.prefetchInfiniteQuery(suggestionsQueryOptions(queryClient)),
        new Promise((resolve) => setTimeout(resolve, SUGGESTIONS_WAIT_MS)),
      ]);
    return null;
  };
}

/** The job is loaded before its details show; a failure (a job gone: 404) is the page's. */
function jobDetailsLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const ref = params.matchingRefCode ?? '';
    await Promise.allSettled([
      queryClient.ensureQueryData(jobDetailsQueryOptions(ref)),
      queryClient.ensureQueryData(skillsQueryOptions()),
    ]);
    return null;
  };
}

function jobDetails(queryClient: QueryClient, list: JobList): RouteObject {
  return {
    path: 'job/:matchingRefCode',
    loader: jobDetailsLoader(queryClient),
    lazy: lazyPage(
      () => import('./job-details-page'),
      (m) => <m.JobDetailsPage list={list} />,
    ),
    handle: { titleKey: 'pages.jobDetails' } satisfies RouteHandle,
    children: [pageAlone, editSkills],
  };
}

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
        // Named for the server that draws the page in its first response (src/prerender/signed-in.tsx).
        id: 'job-matching',
        loader: suggestionsLoader(queryClient),
        lazy: lazyPage(
          () => import('./suggestions-page'),
          (m) => <m.SuggestionsPage />,
        ),
        handle: { titleKey: 'pages.jobMatching' } satisfies RouteHandle,
        children: [pageAlone, walkThrough, editSkills],
      },
      jobDetails(queryClient, 'suggestions'),
      {
        path: 'saved-jobs',
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('./saved-jobs-page'),
              (m) => <m.SavedJobsPage />,
            ),
            handle: { titleKey: 'pages.savedJobs' } satisfies RouteHandle,
          },
          jobDetails(queryClient, 'saved'),
        ],
      },
    ],
  };
}
