// Builders and a fake careers API for the job advert tests.
import type {
  CareersAttachment,
  CareersBranding,
  CareersJobAdvert,
  JobApplication,
} from '@talent/contract';
import { buildAppConfig, buildSession } from '../../test/fixtures';
import { type MockHandler, mockApi } from '../../test/mock-api';

export const SEGMENT = 'tasman-engineering';
export const URL_CODE = '813788';
export const ADVERT_PATH = `/talent/careers/${SEGMENT}/job/${URL_CODE}/anqlh/react-developer`;

export function buildAdvert(overrides: Partial<CareersJobAdvert> = {}): CareersJobAdvert {
  return {
    roleName: 'React Developer',
    companyName: 'Tasman Digital',
    companyCode: 'tasman-digital',
    companyLogoUrl: null,
    communityName: 'Tasman Engineering Community',
    heroImageUrl: null,
    source: 1,
    workLocationName: 'Sydney Studio',
    physicalLocation: 'Sydney, NSW',
    locationCountryIso2: 'AU',
    locationPostCode: '2000',
    locationState: 'NSW',
    locationSuburb: 'Sydney',
    workType: 'Full time',
    flexibleWorkOption: 'Hybrid',
    flexibleWorkDescription: '<p>Two days a week from home.</p>',
    summary: 'Build great things.',
    description: 'Build and ship features.',
    descriptionHtml: '<p>Build and ship features.</p>',
    youtubeUrl: null,
    videoUrl: null,
    videoType: null,
    segmentCode: SEGMENT,
    urlCode: URL_CODE,
    advertUrlCode: 'anqlh',
    seoSlug: 'react-developer',
    customCode: 'TSD-10655',
    customApplyUrl: null,
    publishedAt: new Date(2026, 10, 20, 9, 0).toISOString(),
    applicationsCloseAt: new Date(2099, 11, 5, 14, 0).toISOString(),
    applicationsClosed: false,
    internalOnly: false,
    isEoi: false,
    numberOfPositions: 1,
    currencyIso3: 'AUD',
    salaryRange: '$118,000 - $127,000 per year',
    salaryType: 'Annual',
    minSalary: 118000,
    maxSalary: 127000,
    specialties: ['TypeScript', 'React'],
    keySellingPoints: ['Latest hardware', 'Free parking'],
    category: 'Information & Communication Technology',
    subCategory: 'Developers/Programmers',
    salaryDescription: 'plus superannuation',
    destinationCode: 'PUBLIC',
    strictJobPostEndDates: false,
    postedFrom: null,
    postedTo: null,
    internalPostedFrom: null,
    internalPostedTo: null,
    internalApplicationsCloseAt: null,
    internalApplicationsClosed: false,
    publicPostedFrom: null,
    publicPostedTo: null,
    publicApplicationsCloseAt: null,
    publicApplicationsClosed: false,
    relationship: null,
    ...overrides,
  };
}

export function buildBranding(overrides: Partial<CareersBranding> = {}): CareersBranding {
  return {
    id: SEGMENT,
    companyName: 'Tasman Digital',
    companyCode: 'tasman-digital',
    communityName: 'Tasman Engineering Community',
    logoUrl: null,
    backgroundUrl: null,
    primaryColour: '#0b6e70',
    emptyHighlightsEnabled: true,
    ...overrides,
  };
}

export function buildApplication(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id: '7f1d1d9e-8f43-4a65-9d8e-0d1f6f9d3a01',
    state: 'SubmittedAwaitingProcessing',
    createdAt: new Date(2026, 10, 21, 10, 0).toISOString(),
    updatedAt: new Date(2026, 10, 21, 10, 0).toISOString(),
    job: {
      roleName: 'React Developer',
      companyName: 'Tasman Digital',
      companyCode: 'tasman-digital',
      segmentCode: SEGMENT,
      urlCode: URL_CODE,
      advertUrlCode: 'anqlh',
      seoSlug: 'react-developer',
      workType: 'Full time',
      physicalLocation: 'Sydney, NSW',
    },
    ...overrides,
  };
}

export interface CareersApiOptions {
  signedIn?: boolean;
  advert?: CareersJobAdvert | MockHandler;
  branding?: CareersBranding;
  attachments?: CareersAttachment[];
  applications?: JobApplication[];
  extra?: Record<string, MockHandler>;
}

/** The calls an advert page makes, answered for a visitor or the signed-in talent. */
export function mockCareersApi(options: CareersApiOptions = {}) {
  const { signedIn = false, advert = buildAdvert() } = options;
  const advertHandler: MockHandler =
    'roleName' in advert ? { body: advert } : (advert as MockHandler);
  const unauthorised = {
    status: 401,
    body: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' },
  };
  return mockApi({
    'GET /api/talentapi/app-config': signedIn ? { body: buildAppConfig() } : unauthorised,
    'GET /api/talentapi/session': signedIn ? { body: buildSession() } : unauthorised,
    [`GET /api/jobsapi/careers/auth/token/${SEGMENT}`]: {
      body: {
        access_token: signedIn ? 'talent-token' : 'visitor-token',
        token_type: 'Bearer',
        expires_in: 3600,
      },
    },
    [`GET /api/careers/job/${SEGMENT}/${URL_CODE}`]: advertHandler,
    [`GET /api/jobsapi/careers/customisation/branding/${SEGMENT}`]: {
      body: options.branding ?? buildBranding(),
    },
    [`GET /api/jobsapi/careers/job-attachments/${SEGMENT}/${URL_CODE}`]: {
      body: options.attachments ?? [],
    },
    'GET /api/talentapi/job-applications': { body: { applications: options.applications ?? [] } },
    ...options.extra,
  });
}

/** Makes Mantine's useMediaQuery report a screen narrower than 991 px; returns the undo. */
export function pretendSmallScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  return () => {
    window.matchMedia = original;
  };
}
