// Builders and a fake Find Communities API for the communities tests.
import type { CommunityCard } from '@talent/contract';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { callsTo, type MockHandler, type MockRequest, mockApi } from '../../test/mock-api';

export function buildCommunity(n: number, overrides: Partial<CommunityCard> = {}): CommunityCard {
  return {
    name: `Community ${n}`,
    segmentCode: `community-${n}`,
    companyName: `Company ${n}`,
    industry: 'Information Technology',
    roleTypes: 'Engineering, Design',
    backgroundUrl: null,
    logoUrl: null,
    connectUrl: `/api/talentapi/communities/community-${n}/connect`,
    isConnected: false,
    ...overrides,
  };
}

export const countries = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

export const industries = [
  { key: 'health', value: 'Healthcare' },
  { key: 'it', value: 'Information Technology' },
];

/** `total` communities, answered a page at a time as the API does (page clamped by us). */
export function communitiesAnswer(total: number, build = buildCommunity) {
  return (request: MockRequest) => {
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const pageSize = Number(request.url.searchParams.get('pageSize') ?? '16');
    const from = (page - 1) * pageSize;
    const to = Math.min(total, from + pageSize);
    const talentCommunities = Array.from({ length: Math.max(0, to - from) }, (_, i) =>
      build(from + i + 1),
    );
    return { body: { count: total, talentCommunities } };
  };
}

/** The signed-in app with the Find Communities calls answered; override any of them. */
export function mockCommunitiesApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/talentapi/app-config': { body: buildAppConfig() },
    'GET /api/talentapi/session': { body: buildSession() },
    'GET /api/talentapi/job-listing/new-jobs-count': { body: { count: 0 } },
    'GET /api/talentapi/default-location': { body: { countryId: 'AU' } },
    'GET /api/talentapi/communities/countries': { body: countries },
    'GET /api/talentapi/industries': { body: industries },
    'GET /api/talentapi/communities': communitiesAnswer(3),
    ...overrides,
  });
}

/** The query of each communities call made, in order. */
export const communitiesCalls = (api: ReturnType<typeof mockApi>) =>
  callsTo(api, 'GET /api/talentapi/communities').map((call) =>
    Object.fromEntries(call.url.searchParams),
  );
