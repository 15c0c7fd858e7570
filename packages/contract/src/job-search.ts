// Job search (spec 1 sections 3 and 7, spec 3 sections 3 and 4): the search args the bar
// sends, the filter options, the saved criteria, and the results.
import { z } from 'zod';

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const KEYWORDS_MAX_LENGTH = 500;
export const RADIUS_MAX_KM = 500;

export const jobSearchMessages = {
  keywordsTooLong: `Keywords cannot be greater than ${KEYWORDS_MAX_LENGTH} characters`,
  radiusRange: `Radius must be between 0 and ${RADIUS_MAX_KM} km`,
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  locationBoundsInvalid: 'Location bounds must be a JSON object with north, south, east and west',
  coordinatesTogether: 'Latitude and longitude must be given together',
  postedFromInvalid: 'postedFrom must be a date',
  tokenRequired: 'A job search token is required',
  tokenInvalid: 'The job search token is invalid or has expired',
} as const;

const latitude = z
  .number()
  .min(-90, jobSearchMessages.latitudeRange)
  .max(90, jobSearchMessages.latitudeRange);
const longitude = z
  .number()
  .min(-180, jobSearchMessages.longitudeRange)
  .max(180, jobSearchMessages.longitudeRange);

export const locationBoundsSchema = z.object({
  north: latitude,
  south: latitude,
  east: longitude,
  west: longitude,
});
export type LocationBounds = z.infer<typeof locationBoundsSchema>;

/** Bounds arrive as an object, or (saved criteria) as the JSON text of one. */
export const locationBoundsInputSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    let candidate: unknown = value;
    if (typeof value === 'string') {
      try {
        candidate = JSON.parse(value);
      } catch {
        candidate = null;
      }
    }
    const parsed = locationBoundsSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const detail = candidate === null ? '' : ` (${parsed.error.issues[0]?.message ?? 'invalid'})`;
    ctx.addIssue({
      code: 'custom',
      message: `${jobSearchMessages.locationBoundsInvalid}${detail}`,
    });
    return z.NEVER;
  });

const idList = z.array(z.number().int().nonnegative()).max(100);

export const categoryFilterSchema = z.object({
  category: z.number().int().nonnegative(),
  subCategories: idList.default([]),
});

export const jobSearchArgsSchema = z
  .strictObject({
    keywords: z.string().max(KEYWORDS_MAX_LENGTH, jobSearchMessages.keywordsTooLong).optional(),
    categories: z.array(categoryFilterSchema).max(100).optional(),
    segmentCodes: z.array(z.string().min(1).max(100)).max(200).optional(),
    workTypes: idList.optional(),
    flexibleWorkOptions: idList.optional(),
    workLocations: z.array(z.string().uuid()).max(100).optional(),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    radius: z
      .number()
      .min(0, jobSearchMessages.radiusRange)
      .max(RADIUS_MAX_KM, jobSearchMessages.radiusRange)
      .nullish(),
    locationBounds: locationBoundsInputSchema.nullish(),
    countryIso2: z.string().length(2).nullish(),
    postedFrom: z.iso
      .datetime({ offset: true, error: jobSearchMessages.postedFromInvalid })
      .or(z.iso.date())
      .nullish(),
    /** Count call only: search every community the talent may search. */
    multiSegment: z.boolean().optional(),
  })
  .refine((args) => (args.latitude == null) === (args.longitude == null), {
    message: jobSearchMessages.coordinatesTogether,
    path: ['latitude'],
  });
export type JobSearchArgs = z.infer<typeof jobSearchArgsSchema>;

export const jobSearchPageParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});

export const jobListingSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  summary: z.string().nullable(),
  companyName: z.string(),
  companyCode: z.string(),
  urlCode: z.string(),
  advertUrlCode: z.string(),
  seoSlug: z.string(),
  segmentCode: z.string(),
  customCode: z.string().nullable(),
  source: z.number().int(),
  matchingReferenceId: z.string(),
  workType: z.string().nullable(),
  flexibleWorkOption: z.string().nullable(),
  workLocationName: z.string().nullable(),
  physicalLocation: z.string().nullable(),
  countryName: z.string().nullable(),
  salaryRange: z.string().nullable(),
  /** When the job was posted (activelyPostedFrom), read as publishedAt. */
  postedFrom: z.string(),
  applicationsCloseAt: z.string().nullable(),
  isEoi: z.boolean(),
  internalOnly: z.boolean(),
  specialties: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type JobListing = z.infer<typeof jobListingSchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobListingSchema),
  totalCount: z.number().int().nonnegative(),
  hasMoreResults: z.boolean(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** GET /api/talentapi/job-listing/token */
export const jobSearchTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});

/** The talent's saved Find Jobs search (GET/POST /api/talentapi/job-listing/search-criteria). */
export const savedLocationSchema = z.object({
  address: z.string().trim().max(300),
  country: z.string().trim().max(100).nullish(),
  suburb: z.string().trim().max(150).nullish(),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});

export const searchCriteriaInputSchema = z.object({
  keywords: z.string().max(KEYWORDS_MAX_LENGTH, jobSearchMessages.keywordsTooLong).nullish(),
  workTypes: idList.default([]),
  flexibleWorkOptions: idList.default([]),
  location: savedLocationSchema.nullish(),
  /** JSON text of {north, south, east, west}, as the spec stores it. */
  locationBounds: z
    .string()
    .max(1000)
    .refine(
      (text) => locationBoundsInputSchema.safeParse(text).success,
      jobSearchMessages.locationBoundsInvalid,
    )
    .nullish(),
  locationRadius: z
    .number()
    .min(0, jobSearchMessages.radiusRange)
    .max(RADIUS_MAX_KM, jobSearchMessages.radiusRange)
    .nullish(),
  /** Segment codes of the chosen talent communities. */
  talentCommunities: z.array(z.string().min(1).max(100)).max(200).default([]),
  categories: z.array(categoryFilterSchema).max(100).default([]),
});
export type SearchCriteriaInput = z.infer<typeof searchCriteriaInputSchema>;

export const searchCriteriaResponseSchema = z.object({
  criteria: searchCriteriaInputSchema.extend({ lastRunAt: z.string().nullable() }).nullable(),
  searchableSegmentCodes: z.array(z.string()),
});
export type SearchCriteriaResponse = z.infer<typeof searchCriteriaResponseSchema>;

export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
});

export interface TalentCommunityNode {
  id: string;
  displayName: string;
  segmentCode: string;
  children: TalentCommunityNode[];
}
export const talentCommunityNodeSchema: z.ZodType<TalentCommunityNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    displayName: z.string(),
    segmentCode: z.string(),
    children: z.array(talentCommunityNodeSchema),
  }),
);

export const searchFiltersSchema = z.object({
  workTypes: z.array(filterOptionSchema),
  flexibleWorkOptions: z.array(filterOptionSchema),
  talentCommunities: z.array(talentCommunityNodeSchema),
  categories: z.array(
    z.object({ category: filterOptionSchema, subCategories: z.array(filterOptionSchema) }),
  ),
  locations: z.array(filterOptionSchema),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const JOB_APPLICATION_STATES = [
  'Started',
  'ResubmissionRequired',
  'SubmittedAwaitingProcessing',
  'AllDone',
  'Withdrawn',
] as const;
export type JobApplicationState = (typeof JOB_APPLICATION_STATES)[number];

export const applicationStatesBodySchema = z.object({
  jobUrlCodes: z.array(z.string().min(1).max(50)).max(200),
  segmentCode: z.string().max(100).nullish(),
});
export const applicationStatesResponseSchema = z.object({
  applications: z.array(
    z.object({
      urlCode: z.string(),
      segmentCode: z.string(),
      state: z.enum(JOB_APPLICATION_STATES),
    }),
  ),
});

export const segmentBrandingSchema = z.object({
  segmentCode: z.string(),
  squareLogoUrl: z.string().nullable(),
  squareLogoUrl2x: z.string().nullable(),
});
