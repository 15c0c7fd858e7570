// Job matching (spec 1 sections 3, 5, 7, 9): preferences, the skills model, the suggestions page
// data and the suggestions, under /api/talentapi/job-matching. (Unsafe text is refused for every
// request by the app's guard: safe-text.ts.)
import { z } from 'zod';

export const JOB_MATCHING_MESSAGES = {
  preferencesRequired: 'Preferences are required',
} as const;

/** Radius options in km (spec 1 section 9); miles options are sent in km. */
export const MATCHING_RADIUS_MAX_KM = 150;
export const MATCHING_RADIUS_DEFAULT_KM = 50;
export const PREFERRED_ROLES_MAX = 10;
export const MATCHING_SKILLS_MAX = 100;
export const SUGGESTIONS_PAGE_SIZE = 20;

/** Work type options of the preferences form. */
export const MATCHING_WORK_TYPES = [
  { value: 'all', label: 'All work types' },
  { value: 'full-time', label: 'Full time permanent' },
  { value: 'part-time', label: 'Part time permanent' },
] as const;
export const matchingWorkTypeSchema = z.enum(['all', 'full-time', 'part-time']);

export const preferredLocationSchema = z.object({
  address: z.string().trim().min(1).max(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  countryIso2: z.string().length(2).optional(),
});

export const matchingPreferencesSchema = z
  .object({
    preferredRoles: z.array(z.string().trim().min(1).max(150)).max(PREFERRED_ROLES_MAX),
    preferredLocation: preferredLocationSchema.nullable(),
    preferredLocationRadius: z.number().min(0).max(MATCHING_RADIUS_MAX_KM),
    workType: matchingWorkTypeSchema,
  })
  .refine((p) => p.preferredRoles.length > 0 || p.preferredLocation !== null, {
    message: JOB_MATCHING_MESSAGES.preferencesRequired,
    path: ['preferredRoles'],
  });
export type MatchingPreferences = z.infer<typeof matchingPreferencesSchema>;

/** A skill of the skills model: the taxonomy id when it is one, and its label. */
export const matchingSkillSchema = z.object({
  id: z.string().max(100).optional(),
  label: z.string().trim().min(1).max(100),
});
export type MatchingSkill = z.infer<typeof matchingSkillSchema>;

export const skillsModelSchema = z.object({
  confirmedSkills: z.array(matchingSkillSchema).max(MATCHING_SKILLS_MAX),
  suggestedSkills: z.array(matchingSkillSchema).max(MATCHING_SKILLS_MAX),
});
export type SkillsModel = z.infer<typeof skillsModelSchema>;

export const suggestionsPageDataSchema = skillsModelSchema.extend({
  /** Null until the talent first saves preferences. */
  preferences: z
    .object({
      preferredRoles: z.array(z.string()),
      preferredLocation: preferredLocationSchema.nullable(),
      preferredLocationRadius: z.number(),
      workType: matchingWorkTypeSchema,
    })
    .nullable(),
  missingCv: z.boolean(),
});
export type SuggestionsPageData = z.infer<typeof suggestionsPageDataSchema>;

export const SAVED_JOB_STATUSES = ['Saved', 'Unsaved', 'Deleted'] as const;
export const savedJobStatusSchema = z.enum(SAVED_JOB_STATUSES);

/** Why the score is what it is (the parts of @talent/matching, rounded). */
export const matchReasonSchema = z.object({
  skillsHave: z.number().int().nonnegative(),
  skillsAsked: z.number().int().nonnegative(),
  role: z.number(),
  km: z.number().nullable(),
});

/** A job suggestion (spec 1 section 3, saved job / job suggestion). */
export const jobSuggestionSchema = z.object({
  matchingReferenceId: z.string(),
  matchScore: z.number().int().min(0).max(100),
  savedJobStatus: savedJobStatusSchema,
  roleName: z.string(),
  companyName: z.string(),
  summary: z.string().nullable(),
  source: z.number().int(),
  companyCode: z.string(),
  urlCode: z.string(),
  isUnavailable: z.boolean(),
  workType: z.string().nullable(),
  workLocationName: z.string().nullable(),
  physicalLocation: z.string().nullable(),
  countryName: z.string().nullable(),
  numberOfPositions: z.number().int(),
  salaryRange: z.string().nullable(),
  customCode: z.string().nullable(),
  publishedAt: z.string(),
  reason: matchReasonSchema,
});
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

export const suggestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const suggestionsResponseSchema = z.object({
  suggestions: z.array(jobSuggestionSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** When the suggestions were last worked out (null: never, or being worked out now). */
  refreshedAt: z.string().nullable(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** PUT saved-jobs/{matchingReferenceId} */
export const savedJobStatusBodySchema = z.object({
  savedJobStatus: savedJobStatusSchema,
  matchScore: z.number().int().min(0).max(100).optional(),
});
/** Its answer: the status set, and the score kept with it. */
export const savedJobStatusResponseSchema = z.object({
  matchingReferenceId: z.string(),
  savedJobStatus: savedJobStatusSchema,
  matchScore: z.number().int().min(0).max(100),
});
export const savedJobsResponseSchema = z.object({ savedJobs: z.array(jobSuggestionSchema) });
export const savedJobsCountSchema = z.object({ count: z.number().int().nonnegative() });
export const matchingRefParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** One skill a job asks for, against the talent's (skillComparisons of job details). */
export const skillComparisonSchema = z.object({
  skill: z.object({ id: z.string(), name: z.string() }),
  has: z.boolean(),
  /** Where the talent's skill came from: confirmed, profile, role or resume. */
  source: z.enum(['confirmed', 'profile', 'role', 'resume']).nullable(),
  evidence: z.string().nullable(),
});

/** GET job/{matchingRefCode} (spec 1 section 3, job details). */
export const matchingJobDetailsSchema = z.object({
  roleName: z.string(),
  companyName: z.string(),
  salaryRange: z.string().nullable(),
  description: z.string().nullable(),
  physicalLocation: z.string().nullable(),
  workType: z.string().nullable(),
  applicationsCloseAt: z.string().nullable(),
  applicationsClosed: z.boolean(),
  publishedAt: z.string(),
  matchingReferenceId: z.string(),
  matchScore: z.number().int().min(0).max(100),
  savedJobStatus: savedJobStatusSchema,
  applyUrl: z.string(),
  skillComparisons: z.array(skillComparisonSchema),
  reason: matchReasonSchema,
});
export type MatchingJobDetails = z.infer<typeof matchingJobDetailsSchema>;
