// The careers calls (spec 2 section 7.1) and the apply flow: the careers token per segment, the
// public job advert with its close-date rules (spec 2 section 4.1), attachments, search config
// and facets, branding and wizard, vacancy preview, the layout model, and the talent's job
// applications.
import { z } from 'zod';
import { JOB_APPLICATION_STATES } from './job-search';

export const careersMessages = {
  segmentCodeRequired: 'Segment code not provided',
  apiConfigRequired: 'CAREERS_API_CONFIG must be provided',
  segmentCodeInvalid: 'Segment code must be letters, digits, dashes or underscores',
  urlCodeInvalid: 'Job URL code must be letters, digits, dashes or underscores',
  tokenRequired: 'A careers token is required',
  tokenInvalid: 'The careers token is invalid or has expired',
  tokenOtherSegment: 'The careers token is for another talent community',
  communityNotFound: 'Talent community not found',
  jobNotFound: 'Job description not available',
  attachmentNotFound: 'Document not found',
  previewInvalid: 'This preview link is invalid or has expired',
  layoutNotFound: 'Layout not found',
  alreadyApplied: 'You have already applied for this job',
  applicationsClosed: 'Applications for this job have closed',
  externalApply: "This job takes applications on the employer's careers site",
  applicationNotFound: 'Job application not found',
  applicationIdInvalid: 'Job application id must be a UUID',
  notWithdrawable: 'Only a submitted application can be withdrawn',
} as const;

/** The platform's internal destination code: the close date descriptor is then 'internal'. */
export const INTERNAL_DESTINATION_CODE = 'INTERNAL';
/** The scope of careers tokens (tokens service) and the subject of a visitor's token. */
export const CAREERS_TOKEN_SCOPE = 'careers';
export const CAREERS_VISITOR_SUBJECT = 'visitor';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const segmentCodeSchema = z
  .string()
  .min(1, careersMessages.segmentCodeRequired)
  .max(100, careersMessages.segmentCodeInvalid)
  .regex(CODE, careersMessages.segmentCodeInvalid);
export const urlCodeSchema = z
  .string()
  .min(1, careersMessages.urlCodeInvalid)
  .max(50, careersMessages.urlCodeInvalid)
  .regex(CODE, careersMessages.urlCodeInvalid);

/** GET /api/jobsapi/careers/auth/token/{segmentCode}[/{internalJobsToken}] */
export const careersTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type CareersToken = z.infer<typeof careersTokenSchema>;

/** How the viewer stands with the job's community; null when unknown (a visitor). */
export const advertRelationshipSchema = z.enum(['employee', 'public']).nullable();
export type AdvertRelationship = z.infer<typeof advertRelationshipSchema>;

const isoDate = z.string().nullable();

/** GET {careers}/job/{segment}/{urlCode}[/{extra}]: the careers job advert (spec 2 section 3). */
export const careersJobAdvertSchema = z.object({
  roleName: z.string(),
  companyName: z.string(),
  companyCode: z.string(),
  companyLogoUrl: z.string().nullable(),
  communityName: z.string(),
  heroImageUrl: z.string().nullable(),
  /** 1 = the platform's own advert, 2 = external. */
  source: z.number().int(),
  workLocationName: z.string().nullable(),
  physicalLocation: z.string().nullable(),
  locationCountryIso2: z.string().nullable(),
  locationPostCode: z.string().nullable(),
  locationState: z.string().nullable(),
  locationSuburb: z.string().nullable(),
  workType: z.string().nullable(),
  flexibleWorkOption: z.string().nullable(),
  /** Sanitised HTML. */
  flexibleWorkDescription: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  /** Sanitised HTML; null when the advert is plain text (then `description` is shown). */
  descriptionHtml: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoType: z.enum(['youtube', 'videomyjob']).nullable(),
  segmentCode: z.string(),
  urlCode: z.string(),
  advertUrlCode: z.string(),
  seoSlug: z.string(),
  customCode: z.string().nullable(),
  customApplyUrl: z.string().nullable(),
  /** activelyPostedFrom. */
  publishedAt: z.string(),
  applicationsCloseAt: isoDate,
  applicationsClosed: z.boolean(),
  internalOnly: z.boolean(),
  isEoi: z.boolean(),
  numberOfPositions: z.number().int(),
  currencyIso3: z.string().nullable(),
  salaryRange: z.string().nullable(),
  salaryType: z.string().nullable(),
  minSalary: z.number().nullable(),
  maxSalary: z.number().nullable(),
  specialties: z.array(z.string()),
  /** keyPoint1 to keyPoint3, blanks skipped. */
  keySellingPoints: z.array(z.string()),
  category: z.string().nullable(),
  subCategory: z.string().nullable(),
  salaryDescription: z.string().nullable(),
  destinationCode: z.string().nullable(),
  strictJobPostEndDates: z.boolean(),
  postedFrom: isoDate,
  postedTo: isoDate,
  internalPostedFrom: isoDate,
  internalPostedTo: isoDate,
  internalApplicationsCloseAt: isoDate,
  internalApplicationsClosed: z.boolean(),
  publicPostedFrom: isoDate,
  publicPostedTo: isoDate,
  publicApplicationsCloseAt: isoDate,
  publicApplicationsClosed: z.boolean(),
  /** The viewer (from the careers token): employee of the job's community, public, or unknown. */
  relationship: advertRelationshipSchema,
});
export type CareersJobAdvert = z.infer<typeof careersJobAdvertSchema>;

export type CloseDateDescriptor = 'internal' | 'public';
export interface AdvertCloseDate {
  closeAt: string | null;
  closed: boolean;
  descriptor: CloseDateDescriptor;
}

type CloseDateFields = Pick<
  CareersJobAdvert,
  | 'strictJobPostEndDates'
  | 'destinationCode'
  | 'applicationsCloseAt'
  | 'applicationsClosed'
  | 'internalApplicationsCloseAt'
  | 'internalApplicationsClosed'
  | 'publicApplicationsCloseAt'
  | 'publicApplicationsClosed'
>;

/**
 * The close date an advert shows (spec 2 section 4.1). With strict post end dates and a known
 * relationship, an employee gets the internal close date and closed flag, anyone else the
 * public ones. Otherwise (no strict dates, or a visitor whose relationship is unknown) the
 * general close date, described as internal when the job's destination is the platform's
 * internal one.
 */
export function advertCloseDate(
  job: CloseDateFields,
  relationship: AdvertRelationship,
): AdvertCloseDate {
  if (job.strictJobPostEndDates && relationship) {
    return relationship === 'employee'
      ? {
          closeAt: job.internalApplicationsCloseAt,
          closed: job.internalApplicationsClosed,
          descriptor: 'internal',
        }
      : {
          closeAt: job.publicApplicationsCloseAt,
          closed: job.publicApplicationsClosed,
          descriptor: 'public',
        };
  }
  return {
    closeAt: job.applicationsCloseAt,
    closed: job.applicationsClosed,
    descriptor: job.destinationCode === INTERNAL_DESTINATION_CODE ? 'internal' : 'public',
  };
}

/** GET /api/jobsapi/careers/job-attachments/{segmentCode}/{urlCode} */
export const careersAttachmentSchema = z.object({
  url: z.string(),
  name: z.string(),
  type: z.string(),
});
export type CareersAttachment = z.infer<typeof careersAttachmentSchema>;

/** GET {careers}/job/{segment}/resolve-url/{code} and GET {careers}/job-ref/{urlCode} */
export const careersJobRefSchema = z.object({
  segmentCode: z.string(),
  companyCode: z.string(),
  urlCode: z.string(),
  advertUrlCode: z.string(),
  seoSlug: z.string(),
  /** The advert's path on the careers site: careers/{segmentCode}/job/{urlCode}/{advertUrlCode}/{seoSlug}. */
  path: z.string(),
});
export type CareersJobRef = z.infer<typeof careersJobRefSchema>;

export const careersJobRefQuerySchema = z.strictObject({
  companyCode: z.string().max(100).optional(),
  advertUrlCode: z.string().max(50).optional(),
});

/** GET {careers}/search/{clientCode}/config[?multiSegment]: the search bar config (spec 1). */
export const careersSearchConfigSchema = z.object({
  primaryFilters: z.enum(['KeywordsAndCategories', 'KeywordsAndTalentCommunities']),
  locationFilter: z.enum(['LocationSearch', 'WorkLocations']),
  displayFlexibleWorkOptions: z.boolean(),
  hasCategories: z.boolean(),
  segmentCode: z.string(),
  defaultCountryId: z.string(),
  totalCount: z.number().int().nonnegative(),
  predictionCountryBias: z.string(),
  isInsideIframe: z.boolean(),
  cacheFilters: z.boolean(),
});
export type CareersSearchConfig = z.infer<typeof careersSearchConfigSchema>;

export const careersSearchConfigQuerySchema = z.strictObject({
  multiSegment: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true' || v === ''),
});

/** The facet calls: each option with how many open jobs match the other filters. */
export const facetOptionSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  count: z.number().int().nonnegative(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;
export const facetOptionsSchema = z.array(facetOptionSchema);
export const categoryFacetsSchema = z.array(
  z.object({ category: facetOptionSchema, subCategories: z.array(facetOptionSchema) }),
);
export type CategoryFacet = z.infer<typeof categoryFacetsSchema>[number];

/** GET /api/jobsapi/careers/customisation/branding/{id} (id: the segment code). */
export const careersBrandingSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyCode: z.string(),
  communityName: z.string(),
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  primaryColour: z.string(),
  /** Highlight placeholders ('Location not supplied', ...) for missing values. */
  emptyHighlightsEnabled: z.boolean(),
});
export type CareersBranding = z.infer<typeof careersBrandingSchema>;

/** GET /api/jobsapi/careers/customisation/wizard/{id}: how applying works for the community. */
export const careersWizardSchema = z.object({
  id: z.string(),
  applyWithProfile: z.boolean(),
  steps: z.array(z.object({ key: z.string(), title: z.string() })),
});
export type CareersWizard = z.infer<typeof careersWizardSchema>;

/** GET /api/employerapi/vacancy/preview/{segmentCode}/{urlCode}/{previewCode} */
export const vacancyPreviewSchema = careersJobAdvertSchema
  .omit({
    roleName: true,
    physicalLocation: true,
    numberOfPositions: true,
    currencyIso3: true,
    minSalary: true,
    maxSalary: true,
    keySellingPoints: true,
  })
  .extend({
    jobTitle: z.string(),
    location: z.string().nullable(),
    numOfPositions: z.number().int(),
    currencyCode: z.string().nullable(),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    keyPoint1: z.string().nullable(),
    keyPoint2: z.string().nullable(),
    keyPoint3: z.string().nullable(),
  });
export type VacancyPreview = z.infer<typeof vacancyPreviewSchema>;

/** GET /api/layoutapi/model/talent/{name}?isHybrid=true */
export const layoutModelSchema = z.object({
  name: z.string(),
  isHybrid: z.boolean(),
  basePath: z.string(),
  appVersion: z.string(),
  header: z.object({ title: z.string(), homeUrl: z.string() }),
  footer: z.object({ links: z.array(z.object({ label: z.string(), url: z.string() })) }),
});
export type LayoutModel = z.infer<typeof layoutModelSchema>;

export const layoutQuerySchema = z.strictObject({
  isHybrid: z.enum(['true', 'false']).optional(),
});

// --- The talent's job applications (/api/talentapi/job-applications) ---

export const jobApplicationStateSchema = z.enum(JOB_APPLICATION_STATES);

/** POST /api/talentapi/job-applications: apply for a platform job with the profile. */
export const applyForJobBodySchema = z.strictObject({
  segmentCode: segmentCodeSchema,
  urlCode: urlCodeSchema,
});
export type ApplyForJobBody = z.infer<typeof applyForJobBodySchema>;

export const jobApplicationSchema = z.object({
  id: z.string(),
  state: jobApplicationStateSchema,
  /** When the talent first applied. */
  createdAt: z.string(),
  /** When the state last changed (submitted again, withdrawn). */
  updatedAt: z.string(),
  job: z.object({
    roleName: z.string(),
    companyName: z.string(),
    companyCode: z.string(),
    segmentCode: z.string(),
    urlCode: z.string(),
    advertUrlCode: z.string(),
    seoSlug: z.string(),
    workType: z.string().nullable(),
    physicalLocation: z.string().nullable(),
  }),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** GET /api/talentapi/job-applications[?segmentCode&urlCode] */
export const jobApplicationsQuerySchema = z.strictObject({
  segmentCode: segmentCodeSchema.optional(),
  urlCode: urlCodeSchema.optional(),
});
export const jobApplicationsResponseSchema = z.object({
  applications: z.array(jobApplicationSchema),
});
export type JobApplicationsResponse = z.infer<typeof jobApplicationsResponseSchema>;

export const jobApplicationIdParamsSchema = z.object({
  id: z.uuid(careersMessages.applicationIdInvalid),
});

/** The advert's path under the careers host (without the host). */
export function careersAdvertPath(ref: {
  segmentCode: string;
  urlCode: string;
  advertUrlCode: string;
  seoSlug: string;
}): string {
  return ['careers', ref.segmentCode, 'job', ref.urlCode, ref.advertUrlCode, ref.seoSlug]
    .map(encodeURIComponent)
    .join('/');
}
