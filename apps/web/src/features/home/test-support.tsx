// Builders for the home calls and a render of the home page in a memory router, with the
// session and app config loaded and the profile cards' and job alerts' calls answered.
import type { ArrivalMessage, CompletionSection, DashboardStatus } from '@talent/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { appConfigQueryOptions } from '../../shared/api/get-app-config';
import { sessionQueryOptions } from '../../shared/api/get-session';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, mockApi } from '../../test/mock-api';
import { buildCard } from '../profile/business-card/test-support';
import { buildCvFileResponse } from '../profile/files/test-support';
import { HomePage } from './routes/home-page';
import { loadHomePage } from './routes/home-page-queries';

export const GET_ARRIVAL = 'GET /api/talentapi/arrival-message';
export const GET_STATUS = 'GET /api/talentapi/dashboard-status';

export function buildArrivalMessage(overrides: Partial<ArrivalMessage> = {}): ArrivalMessage {
  return { isNewSignup: false, connections: [], jobs: [], jobMatching: null, ...overrides };
}

export function buildSection(overrides: Partial<CompletionSection> = {}): CompletionSection {
  return {
    key: 'work-history',
    label: 'Work history',
    description: 'Add your roles so companies see your experience.',
    pointsPossible: 20,
    pointsCompleted: 0,
    isComplete: false,
    subSections: [],
    navigationTarget: { ngxRoute: '/profile#work-history', state: null },
    ...overrides,
  };
}

export function buildDashboardStatus(
  progress: Partial<DashboardStatus['progress']> = {},
  stats: Partial<DashboardStatus['stats']> = {},
): DashboardStatus {
  return {
    stats: { totalViews: 42, connectionCount: 3, ...stats },
    progress: { cvCompletion: 35, sections: [buildSection()], ...progress },
  };
}

/** The calls home makes, answered; override any of them. */
export function mockHomeApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    [GET_ARRIVAL]: { body: buildArrivalMessage() },
    [GET_STATUS]: { body: buildDashboardStatus() },
    'GET /api/talentapi/businessCard': { body: buildCard() },
    'GET /api/talentapi/cv-file': { body: buildCvFileResponse() },
    // No saved alert preferences: the listing asks for them and searches nothing.
    'GET /api/talentapi/job-listing/alert-search-criteria': {
      body: { criteria: null, searchableSegmentCodes: [] },
    },
    ...overrides,
  });
}

/** Renders home at `url` (under the router's own paths, no /talent basename). */
export function renderHome(url = '/home', { jobMatchingEnabled = true, withLoader = false } = {}) {
  // No retries: a failed call shows its error state at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  queryClient.setQueryData(
    appConfigQueryOptions().queryKey,
    buildAppConfig({ jobMatchingEnabled }),
  );
  queryClient.setQueryData(sessionQueryOptions().queryKey, buildSession());
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: <HomePage />,
        ...(withLoader ? { loader: () => loadHomePage(queryClient) } : {}),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...view, router, queryClient, location };
}
