// Builders and a fake job alerts API for the job alerts tests. The job search's own builders
// (jobs, filters, places) are reused so both features' tests describe the same jobs.
import type { AlertPreferences, AlertSearchCriteria } from '@talent/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { appConfigQueryOptions } from '../../shared/api/get-app-config';
import { sessionQueryOptions } from '../../shared/api/get-session';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, mockApi } from '../../test/mock-api';
import { buildFilters, placesFor, searchAnswer } from '../job-search/test-support';

export const PREFERENCES = '/api/talentapi/job-listing/alert-preferences';
export const GET_PREFERENCES = `GET ${PREFERENCES}`;
export const SAVE_PREFERENCES = `POST ${PREFERENCES}`;
export const GET_CRITERIA = 'GET /api/talentapi/job-listing/alert-search-criteria';
export const GET_FILTERS = 'GET /api/talentapi/job-listing/search-filters';
export const UNSUBSCRIBE = 'POST /api/job-alerts/unsubscribe';
export const searchPage = (page: number, size = 10) =>
  `POST /api/careers/talent-job-search/${page}/${size}`;

export const PARRAMATTA = {
  address: 'Parramatta, NSW, Australia',
  country: 'AU',
  suburb: 'Parramatta',
  latitude: -33.8178,
  longitude: 151.00348,
};
export const PARRAMATTA_BOUNDS = JSON.stringify({
  north: -33.79,
  south: -33.84,
  east: 151.03,
  west: 150.97,
});

export function buildAlertPreferences(overrides: Partial<AlertPreferences> = {}): AlertPreferences {
  return {
    keywords: 'Data Analyst',
    talentCommunities: ['scl'],
    location: PARRAMATTA,
    locationBounds: PARRAMATTA_BOUNDS,
    locationRadius: 20,
    workTypes: [1],
    flexibleWorkOptions: [2, 3],
    enableAlerts: true,
    frequency: 1,
    timeZone: 'Australia/Sydney',
    specified: true,
    ...overrides,
  };
}

export const NEVER_SAVED: AlertPreferences = {
  keywords: '',
  talentCommunities: [],
  location: null,
  locationBounds: null,
  locationRadius: null,
  workTypes: [],
  flexibleWorkOptions: [],
  enableAlerts: false,
  frequency: null,
  timeZone: null,
  specified: false,
};

export function buildAlertCriteria(
  overrides: Partial<NonNullable<AlertSearchCriteria['criteria']>> = {},
  searchableSegmentCodes = ['scl'],
): AlertSearchCriteria {
  const { enableAlerts, frequency, timeZone, specified, ...criteria } = buildAlertPreferences();
  return { criteria: { ...criteria, ...overrides }, searchableSegmentCodes };
}

/** The signed-in app with the job alerts and job search calls answered; override any of them. */
export function mockJobAlertsApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': { body: { count: 0 } },
    'GET /api/talentapi/job-listing/token': {
      body: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900 },
    },
    [GET_FILTERS]: { body: buildFilters() },
    [GET_PREFERENCES]: { body: NEVER_SAVED },
    [SAVE_PREFERENCES]: ({ body }) => ({
      body: {
        ...NEVER_SAVED,
        ...(body as object),
        specified: true,
      },
    }),
    [GET_CRITERIA]: { body: buildAlertCriteria() },
    'GET /api/talentapi/job-listing/segment-brandings': { body: [] },
    'POST /api/talentapi/job-listing/application-states': { body: { applications: [] } },
    [searchPage(1)]: searchAnswer(23),
    [searchPage(2)]: searchAnswer(23),
    [searchPage(3)]: searchAnswer(23),
    [searchPage(1, 5)]: searchAnswer(23),
    'GET /api/talentapi/places': placesFor,
    ...overrides,
  });
}

/** Renders a job alerts component in the app's providers, the config and session loaded. */
export function renderInApp(ui: ReactElement, { url = '/home', imperial = false } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    appConfigQueryOptions().queryKey,
    buildAppConfig({ useImperialUnits: imperial }),
  );
  queryClient.setQueryData(sessionQueryOptions().queryKey, buildSession());
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
