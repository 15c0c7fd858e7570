// Job alerts (spec 3 sections 2, 3, 4, 5, 7 and 9): the talent's alert preferences, the search
// criteria the results page and the home listing run, the digest mail's unsubscribe, and the
// frequencies. Under /api/talentapi/job-listing (the spec's paths) and /api/job-alerts (ours).
import { z } from 'zod';
import {
  KEYWORDS_MAX_LENGTH,
  locationBoundsInputSchema,
  RADIUS_MAX_KM,
  savedLocationSchema,
} from './job-search';

/** Job alert frequencies in days (spec 3 sections 3 and 9); the label is the option's. */
export const JOB_ALERT_FREQUENCIES = [
  { value: 1, label: 'Daily' },
  { value: 7, label: 'Weekly' },
  { value: 30, label: 'Monthly' },
] as const;
export const jobAlertFrequencySchema = z.union([z.literal(1), z.literal(7), z.literal(30)]);
export type JobAlertFrequency = z.infer<typeof jobAlertFrequencySchema>;

/** The home dashboard's job alert listing (spec 3 section 9). */
export const HOME_JOB_ALERT_PAGE_SIZE = 5;
/** Digests go out at this local hour of the talent's time zone. */
export const JOB_ALERT_DIGEST_HOUR = 7;
/** At most this many jobs in one digest mail (the rest: 'View all'). */
export const JOB_ALERT_DIGEST_MAX_JOBS = 20;

export const JOB_ALERT_MESSAGES = {
  rolesRequired: 'Roles are required',
  timeZoneInvalid: 'Time zone must be an IANA time zone such as Australia/Sydney',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

const idList = z.array(z.number().int().nonnegative()).max(100);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** POST /api/talentapi/job-listing/alert-preferences */
export const alertPreferencesInputSchema = z.object({
  keywords: z.string().trim().min(1, JOB_ALERT_MESSAGES.rolesRequired).max(KEYWORDS_MAX_LENGTH),
  /** Segment codes of the chosen talent communities; none: every community the talent may search. */
  talentCommunities: z.array(z.string().min(1).max(100)).max(200).default([]),
  location: savedLocationSchema.nullish(),
  /** JSON text of {north, south, east, west}, as the spec stores it. */
  locationBounds: z
    .string()
    .max(1000)
    .refine((text) => locationBoundsInputSchema.safeParse(text).success)
    .nullish(),
  /** km; sent only when the distance is shown (an empty location or a suburb). */
  locationRadius: z.number().min(0).max(RADIUS_MAX_KM).nullish(),
  workTypes: idList.default([]),
  flexibleWorkOptions: idList.default([]),
  enableAlerts: z.boolean().default(false),
  /** Sent only when alerts are enabled. */
  frequency: jobAlertFrequencySchema.optional(),
  /** The browser's IANA time zone: digests go out in the morning there. */
  timeZone: z.string().max(100).refine(isTimeZone, JOB_ALERT_MESSAGES.timeZoneInvalid).optional(),
});
export type AlertPreferencesInput = z.input<typeof alertPreferencesInputSchema>;

/** GET (and the POST's answer) /api/talentapi/job-listing/alert-preferences */
export const alertPreferencesSchema = z.object({
  keywords: z.string(),
  talentCommunities: z.array(z.string()),
  location: savedLocationSchema.nullable(),
  locationBounds: z.string().nullable(),
  locationRadius: z.number().nullable(),
  workTypes: z.array(z.number()),
  flexibleWorkOptions: z.array(z.number()),
  enableAlerts: z.boolean(),
  frequency: jobAlertFrequencySchema.nullable(),
  timeZone: z.string().nullable(),
  /** false: never saved (the form shows its defaults). */
  specified: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** GET /api/talentapi/job-listing/alert-search-criteria */
export const alertSearchCriteriaSchema = z.object({
  criteria: z
    .object({
      keywords: z.string(),
      talentCommunities: z.array(z.string()),
      location: savedLocationSchema.nullable(),
      locationBounds: z.string().nullable(),
      locationRadius: z.number().nullable(),
      workTypes: z.array(z.number()),
      flexibleWorkOptions: z.array(z.number()),
    })
    .nullable(),
  /** The communities the results may come from: the chosen ones the talent may still search. */
  searchableSegmentCodes: z.array(z.string()),
});
export type AlertSearchCriteria = z.infer<typeof alertSearchCriteriaSchema>;

/** POST /api/job-alerts/unsubscribe (no session: the signed token of the mail's link). */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribeResponseSchema = z.object({
  unsubscribed: z.literal(true),
  email: z.string(),
});
