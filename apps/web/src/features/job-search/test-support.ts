// Builders and a fake API for the job search tests.
import type { JobListing, Place, SearchCriteriaResponse, SearchFilters } from '@talent/contract';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, type MockRequest, mockApi } from '../../test/mock-api';

export function buildJob(n: number, overrides: Partial<JobListing> = {}): JobListing {
  return {
    id: `job-${n}`,
    roleName: `Role ${n}`,
    summary: `Summary of role ${n}.`,
    companyName: 'Tasman Digital',
    companyCode: 'tasman-digital',
    urlCode: `${100000 + n}`,
    advertUrlCode: `adv${n}`,
    seoSlug: `role-${n}`,
    segmentCode: 'tasman',
    customCode: null,
    source: 1,
    matchingReferenceId: `ref-${n}`,
    workType: 'Full time',
    flexibleWorkOption: 'Hybrid',
    workLocationName: 'Sydney Studio',
    physicalLocation: 'Sydney, NSW',
    countryName: 'Australia',
    salaryRange: '$100,000 - $120,000 per year',
    postedFrom: '2026-11-20T01:00:00.000Z',
    applicationsCloseAt: '2026-12-05T01:00:00.000Z',
    isEoi: false,
    internalOnly: false,
    specialties: [],
    latitude: -33.87,
    longitude: 151.21,
    ...overrides,
  };
}

export function buildFilters(overrides: Partial<SearchFilters> = {}): SearchFilters {
  return {
    workTypes: [
      { label: 'Full time', value: 1 },
      { label: 'Part time', value: 2 },
    ],
    flexibleWorkOptions: [
      { label: 'On-site', value: 1 },
      { label: 'Hybrid', value: 2 },
      { label: 'Remote', value: 3 },
    ],
    talentCommunities: [
      {
        id: 'c1',
        displayName: 'Tasman Digital Engineering',
        segmentCode: 'tasman',
        children: [
          { id: 'c2', displayName: 'Tasman Data', segmentCode: 'tasman-data', children: [] },
        ],
      },
      { id: 'c3', displayName: 'Southern Cross Logistics', segmentCode: 'scl', children: [] },
    ],
    categories: [
      {
        category: { label: 'Accounting', value: 1 },
        subCategories: [
          { label: 'Payroll', value: 101 },
          { label: 'Tax', value: 102 },
        ],
      },
    ],
    locations: [{ label: 'Sydney Studio', value: '6f1c2a7e-5b2d-4a57-9d4f-0a0d1c2b3e4f' }],
    ...overrides,
  };
}

export function buildPlace(overrides: Partial<Place> = {}): Place {
  return {
    id: '7281840',
    name: 'Parramatta',
    label: 'Parramatta, NSW, Australia',
    stateName: 'New South Wales',
    stateCode: 'NSW',
    countryIso2: 'AU',
    countryName: 'Australia',
    postcode: null,
    latitude: -33.8178,
    longitude: 151.00348,
    bounds: { north: -33.79, south: -33.84, east: 151.03, west: 150.97 },
    distanceUnit: 'km',
    ...overrides,
  };
}

export const LONDON = buildPlace({
  id: '2643743',
  name: 'London',
  label: 'London, England, United Kingdom',
  stateName: 'England',
  stateCode: 'ENG',
  countryIso2: 'GB',
  countryName: 'United Kingdom',
  latitude: 51.5,
  longitude: -0.12,
  bounds: { north: 51.6, south: 51.4, east: 0, west: -0.3 },
  distanceUnit: 'miles',
});

/** Places for a term: Parramatta for "parra…", London for "lon…", none otherwise. */
export function placesFor(request: MockRequest) {
  const term = (request.url.searchParams.get('term') ?? '').toLowerCase();
  if (term.startsWith('parra')) return { body: [buildPlace()] };
  if (term.startsWith('lon')) return { body: [LONDON] };
  return { body: [] };
}

/** `total` jobs, answered page by page as the real search does. */
export function searchAnswer(total: number) {
  return (request: MockRequest) => {
    const [, , , , page = '1', size = '10'] = request.url.pathname.split('/');
    const from = (Number(page) - 1) * Number(size);
    const to = Math.min(total, from + Number(size));
    const jobs = Array.from({ length: Math.max(0, to - from) }, (_, i) => buildJob(from + i + 1));
    return { body: { jobs, totalCount: total, hasMoreResults: to < total } };
  };
}

export const noSavedCriteria: SearchCriteriaResponse = {
  criteria: null,
  searchableSegmentCodes: ['tasman', 'tasman-data', 'scl'],
};

/** The signed-in app with the job search calls answered; override any of them. */
export function mockFindJobsApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': { body: { count: 4 } },
    'GET /api/talentapi/job-listing/token': {
      body: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900 },
    },
    'GET /api/talentapi/job-listing/search-criteria': { body: noSavedCriteria },
    'POST /api/talentapi/job-listing/search-criteria': ({ body }) => ({
      body: {
        criteria: { ...(body as object), lastRunAt: '2026-11-21T00:00:00.000Z' },
        searchableSegmentCodes: noSavedCriteria.searchableSegmentCodes,
      },
    }),
    'GET /api/talentapi/job-listing/search-filters': { body: buildFilters() },
    'GET /api/talentapi/job-listing/segment-brandings': {
      body: [
        {
          segmentCode: 'tasman',
          squareLogoUrl: '/api/careers/branding/logo/tasman-digital.svg',
          squareLogoUrl2x: '/api/careers/branding/logo/tasman-digital@2x.svg',
        },
      ],
    },
    'POST /api/talentapi/job-listing/application-states': { body: { applications: [] } },
    'POST /api/careers/talent-job-search/count': { body: 23 },
    'POST /api/careers/talent-job-search/1/10': searchAnswer(23),
    'POST /api/careers/talent-job-search/2/10': searchAnswer(23),
    'POST /api/careers/talent-job-search/3/10': searchAnswer(23),
    'GET /api/talentapi/places': placesFor,
    ...overrides,
  });
}
