// Builders and a fake job matching API for the job matching tests.
import type {
  JobSuggestion,
  MatchingJobDetails,
  SkillsModel,
  SuggestionsPageData,
} from '@talent/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { appConfigQueryOptions } from '../../shared/api/get-app-config';
import { sessionQueryOptions } from '../../shared/api/get-session';
import { writeTalentLocalStore } from '../../shared/local-store/talent-local-store';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, type MockRequest, mockApi } from '../../test/mock-api';

export function buildSuggestion(n: number, overrides: Partial<JobSuggestion> = {}): JobSuggestion {
  return {
    matchingReferenceId: `ref-${n}`,
    matchScore: Math.max(0, 95 - n),
    savedJobStatus: 'Unsaved',
    roleName: `Role ${n}`,
    companyName: 'Tasman Digital',
    summary: `Summary of role ${n}.`,
    source: 1,
    companyCode: 'tasman-digital',
    urlCode: `${100000 + n}`,
    isUnavailable: false,
    workType: 'Full time',
    workLocationName: 'Sydney Studio',
    physicalLocation: 'Surry Hills, NSW',
    countryName: 'Australia',
    numberOfPositions: 1,
    salaryRange: '$120,000 - $140,000 per year',
    customCode: null,
    publishedAt: '2026-11-20T01:00:00.000Z',
    reason: { skillsHave: 5, skillsAsked: 8, role: 1, km: 12 },
    ...overrides,
  };
}

export const skill = (id: string, label = id) => ({ id, label });

export function buildSkills(overrides: Partial<SkillsModel> = {}): SkillsModel {
  return {
    confirmedSkills: [skill('typescript', 'TypeScript'), skill('react', 'React')],
    suggestedSkills: [skill('docker', 'Docker'), skill('sql', 'SQL')],
    ...overrides,
  };
}

export function buildPageData(overrides: Partial<SuggestionsPageData> = {}): SuggestionsPageData {
  return {
    ...buildSkills(),
    preferences: {
      preferredRoles: ['Software Engineer'],
      preferredLocation: {
        address: 'Surry Hills NSW',
        latitude: -33.8861,
        longitude: 151.2111,
        countryIso2: 'AU',
      },
      preferredLocationRadius: 50,
      workType: 'all',
    },
    missingCv: false,
    ...overrides,
  };
}

export function buildJobDetails(overrides: Partial<MatchingJobDetails> = {}): MatchingJobDetails {
  return {
    roleName: 'Role 1',
    companyName: 'Tasman Digital',
    salaryRange: '$140,000 - $163,000 per year',
    description: '<p>Build great things.</p><ul><li>Ship features</li></ul>',
    physicalLocation: 'Surry Hills, NSW',
    workType: 'Full time',
    applicationsCloseAt: '2026-12-19T12:00:00.000Z',
    applicationsClosed: false,
    publishedAt: '2026-11-20T01:00:00.000Z',
    matchingReferenceId: 'ref-1',
    matchScore: 94,
    savedJobStatus: 'Unsaved',
    applyUrl: '/careers/tasman/job/100001/adv1/role-1',
    skillComparisons: [
      {
        skill: { id: 'typescript', name: 'TypeScript' },
        has: true,
        source: 'confirmed',
        evidence: null,
      },
      { skill: { id: 'docker', name: 'Docker' }, has: true, source: 'role', evidence: 'Developer' },
      {
        skill: { id: 'communication', name: 'Communication' },
        has: false,
        source: null,
        evidence: null,
      },
    ],
    reason: { skillsHave: 2, skillsAsked: 3, role: 1, km: 12 },
    ...overrides,
  };
}

/** `total` suggestions, answered 20 a page as the API does. */
export function suggestionsAnswer(total: number, build = buildSuggestion) {
  return (request: MockRequest) => {
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const from = (page - 1) * 20;
    const to = Math.min(total, from + 20);
    const suggestions = Array.from({ length: Math.max(0, to - from) }, (_, i) =>
      build(from + i + 1),
    );
    return {
      body: {
        suggestions,
        totalCount: total,
        page,
        pageSize: 20,
        refreshedAt: '2026-11-25T00:00:00.000Z',
      },
    };
  };
}

const BASE = '/api/talentapi/job-matching';

/** The signed-in app with the job matching calls answered; override any of them. */
export function mockJobMatchingApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    [`GET ${BASE}/suggestions-page-data`]: { body: buildPageData() },
    [`GET ${BASE}/skills`]: { body: buildSkills() },
    [`GET ${BASE}/suggestions`]: suggestionsAnswer(3),
    [`GET ${BASE}/saved-jobs`]: { body: { savedJobs: [] } },
    [`GET ${BASE}/saved-jobs/count`]: { body: { count: 0 } },
    [`PUT ${BASE}/saved-jobs/ref-1`]: ({ body }) => ({
      body: { matchingReferenceId: 'ref-1', ...(body as object) },
    }),
    [`PUT ${BASE}/saved-jobs/ref-2`]: ({ body }) => ({
      body: { matchingReferenceId: 'ref-2', ...(body as object) },
    }),
    [`GET ${BASE}/job/ref-1`]: { body: buildJobDetails() },
    [`PUT ${BASE}/skills`]: ({ body }) => ({ body }),
    [`PUT ${BASE}/preferences`]: ({ body }) => ({ body }),
    ...overrides,
  });
}

/** The walk-through has been seen: it does not open over the page under test. */
export function walkThroughAlreadySeen(profileId = buildSession().profileId) {
  writeTalentLocalStore(profileId, { jobMatchingWalkThroughSeenAt: '2026-11-01T00:00:00.000Z' });
}

/** Renders a job matching component in the app's providers, the config and session loaded. */
export function renderInApp(ui: ReactElement, { url = '/job-matching' } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, buildAppConfig());
  queryClient.setQueryData(sessionQueryOptions().queryKey, buildSession());
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next} env="test">
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
