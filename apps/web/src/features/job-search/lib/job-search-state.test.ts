import { describe, expect, it } from 'vitest';
import { type JobSearchStateInput, jobSearchState, showJoinCommunityCta } from './job-search-state';

const base: JobSearchStateInput = {
  isEmpty: false,
  noTalentCommunities: false,
  isAuthenticated: true,
  isInsideIframe: false,
  isExternallyHosted: false,
  locationNotFound: false,
  totalCount: 12,
};

describe('job search state priority (spec 3 section 4)', () => {
  it('is Default when there are results', () => {
    expect(jobSearchState(base)).toBe('Default');
  });

  it('Empty comes before everything else', () => {
    expect(
      jobSearchState({
        ...base,
        isEmpty: true,
        noTalentCommunities: true,
        locationNotFound: true,
        totalCount: 0,
      }),
    ).toBe('Empty');
  });

  it('then no talent communities, before location not found and no results', () => {
    expect(
      jobSearchState({ ...base, noTalentCommunities: true, locationNotFound: true, totalCount: 0 }),
    ).toBe('NoTalentCommunityConnections');
  });

  it('then location not found, before no results', () => {
    expect(jobSearchState({ ...base, locationNotFound: true, totalCount: 0 })).toBe(
      'LocationNotFound',
    );
  });

  it('then zero results', () => {
    expect(jobSearchState({ ...base, totalCount: 0 })).toBe('NoResults');
  });

  it('no communities applies only to authenticated users outside an iframe, not hosted elsewhere', () => {
    const none = { ...base, noTalentCommunities: true, totalCount: 0 };
    expect(jobSearchState({ ...none, isAuthenticated: false })).toBe('NoResults');
    expect(jobSearchState({ ...none, isInsideIframe: true })).toBe('NoResults');
    expect(jobSearchState({ ...none, isExternallyHosted: true })).toBe('NoResults');
  });
});

describe('join-community call to action (spec 3 section 6)', () => {
  const cta = {
    isAuthenticated: true,
    isConnected: false,
    isMultiTenant: false,
    isMultiSegment: false,
    communityPromptsHidden: false,
  };

  it('shows for a talent who is not connected', () => {
    expect(showJoinCommunityCta(cta)).toBe(true);
  });

  it('is hidden for an authenticated connected talent', () => {
    expect(showJoinCommunityCta({ ...cta, isConnected: true })).toBe(false);
  });

  it('is hidden in multi-tenant or multi-segment setups and by the feature toggle', () => {
    expect(showJoinCommunityCta({ ...cta, isMultiTenant: true })).toBe(false);
    expect(showJoinCommunityCta({ ...cta, isMultiSegment: true })).toBe(false);
    expect(showJoinCommunityCta({ ...cta, communityPromptsHidden: true })).toBe(false);
  });
});
