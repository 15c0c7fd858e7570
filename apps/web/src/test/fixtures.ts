import type { AppConfig, TalentSession } from '@talent/contract';

export function buildAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jobMatchingEnabled: true,
    hideTalentCommunities: false,
    languageCode: 'en-AU',
    apiBaseUrl: '/api',
    mainPlatformBaseUrl: 'https://platform.example',
    careersApiBaseUrl: '/api/careers',
    careersBaseUrl: 'https://careers.example',
    privacyContactEmail: 'privacy@platform.example',
    privacyPolicyUrl: 'https://platform.example/privacy-policy',
    securityInfoUrl: 'https://platform.example/security',
    mapsServiceKey: null,
    analyticsWriteKey: null,
    tenantId: null,
    careersToken: null,
    homeBaseCountryId: 'AU',
    useImperialUnits: false,
    environmentId: 'production',
    appVersion: '1.0.2447',
    ...overrides,
  };
}

export function buildSession(overrides: Partial<TalentSession> = {}): TalentSession {
  return {
    email: 'jane.citizen@example.com',
    userId: 'user-1',
    profileId: 'talent-1',
    fullName: 'Jane Citizen',
    isAuthenticated: true,
    candidateFeatureToggles: {
      hideLiveMarketOptionFromCandidateProfileEnabled: false,
      hideOtherTalentCommunityPromptsEnabled: false,
    },
    ...overrides,
  };
}
