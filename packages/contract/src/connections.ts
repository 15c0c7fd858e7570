// Connections to companies' talent communities and their data consent (spec 3 sections 2, 3 and
// 4), under /api/talentapi/connections, and Find Communities (/api/talentapi/communities). The
// connection calls' paths are not in the spec: they are ours (docs/api.md).
import { z } from 'zod';
import { JOB_ALERT_MESSAGES, jobAlertFrequencySchema } from './job-alerts';

export const CONNECTION_STATUSES = ['On Hold', 'Connected', 'Declined', 'New', 'Pending'] as const;
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const connectionRelationshipSchema = z.enum(['internal', 'contractor']);
export type ConnectionRelationship = z.infer<typeof connectionRelationshipSchema>;

/** A consent that ends within this many days is 'Expiring Soon' (and is reminded of). */
export const CONSENT_EXPIRING_SOON_DAYS = 30;
/** The renewal reminder mail goes out this many days before a consent ends (a month). */
export const CONSENT_REMINDER_DAYS = CONSENT_EXPIRING_SOON_DAYS;
/** How long a consent lasts when the community sets nothing else. */
export const DEFAULT_CONSENT_PERIOD_MONTHS = 12;
/** The word the disconnect confirmation asks to be typed. */
export const DISCONNECT_CONFIRMATION = 'DISCONNECT';

export const CONNECTION_MESSAGES = {
  notFound: 'Connection not found',
  requestNotFound: 'Connection request not found',
  communityNotFound: 'Talent community not found',
  /** A 409: the action does not apply to the connection's status. */
  notAllowed: (action: string, status: string) =>
    `A connection that is ${status} cannot be ${action}.`,
  jobAlertsNotOffered: 'This connection does not offer internal job alerts.',
  /** The 406 of the job alerts toggle (spec 3 section 4). */
  jobAlertPreferencesRequired: 'Set your internal job alert preferences first.',
} as const;

export const connectionRequestSchema = z.object({ id: z.string() });

export const connectionSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyLogoSrc: z.string().nullable(),
  companyLogoSrc2x: z.string().nullable(),
  /** The community's own name, shown under the company's. */
  communityName: z.string(),
  segmentCode: z.string(),
  statusName: connectionStatusSchema,
  relationship: connectionRelationshipSchema.nullable(),
  /** Internal job alerts are offered: a connection as an employee. */
  showJobAlertsConfig: z.boolean(),
  jobAlertsPreferencesSpecified: z.boolean(),
  jobAlertsEnabled: z.boolean(),
  initiallyConnectedAt: z.string().nullable(),
  consentExpiry: z.string().nullable(),
  /** 'in 12 days' while in date, '2 months' once past (the tooltip adds 'ago'). */
  consentExpiresHuman: z.string().nullable(),
  consentExpiresSoon: z.boolean(),
  /** The profile is shared with the company: Connected and the consent in date. */
  profileShared: z.boolean(),
  requests: z.array(connectionRequestSchema),
});
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/talentapi/connections */
export const connectionsResponseSchema = z.object({ connections: z.array(connectionSchema) });
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

export const connectionIdParamsSchema = z.object({ id: z.uuid() });
export const connectionRequestParamsSchema = z.object({ requestId: z.uuid() });

/** PUT /api/talentapi/connections/{id}/job-alerts */
export const connectionJobAlertsBodySchema = z.object({ enabled: z.boolean() });

/** GET/PUT /api/talentapi/connections/{id}/job-alert-preferences: one community's alerts. */
export const connectionJobAlertPreferencesSchema = z
  .object({
    keywords: z.string().trim().max(200).default(''),
    enableAlerts: z.boolean().default(false),
    /** Sent only when alerts are enabled. */
    frequency: jobAlertFrequencySchema.optional(),
  })
  .refine((p) => p.keywords.length > 0, {
    message: JOB_ALERT_MESSAGES.rolesRequired,
    path: ['keywords'],
  });
export type ConnectionJobAlertPreferences = z.infer<typeof connectionJobAlertPreferencesSchema>;

export const connectionJobAlertPreferencesResponseSchema = z.object({
  companyName: z.string(),
  keywords: z.string(),
  enableAlerts: z.boolean(),
  frequency: jobAlertFrequencySchema.nullable(),
  specified: z.boolean(),
});
export type ConnectionJobAlertPreferencesResponse = z.infer<
  typeof connectionJobAlertPreferencesResponseSchema
>;

// Find Communities ------------------------------------------------------------------------------

export const COMMUNITIES_PAGE_SIZE = 16;
export const COMMUNITIES_PAGE_JUMP = 10;
export const COMMUNITIES_PAGE_LINKS = 5;
export const COMMUNITY_SEARCH_DEBOUNCE_MS = 1000;

/** GET /api/talentapi/communities */
export const communitiesQuerySchema = z.object({
  countryId: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
  /** Industry keys, comma separated; empty: all industries. */
  filters: z
    .string()
    .max(2000)
    .optional()
    .transform((s) =>
      (s ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  text: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(COMMUNITIES_PAGE_SIZE),
});
export type CommunitiesQuery = z.input<typeof communitiesQuerySchema>;

export const communityCardSchema = z.object({
  name: z.string(),
  segmentCode: z.string(),
  companyName: z.string(),
  industry: z.string().nullable(),
  roleTypes: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** POST here to connect. */
  connectUrl: z.string(),
  isConnected: z.boolean(),
});
export type CommunityCard = z.infer<typeof communityCardSchema>;

export const communitiesResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  talentCommunities: z.array(communityCardSchema),
});
export type CommunitiesResponse = z.infer<typeof communitiesResponseSchema>;

/** GET /api/talentapi/industries */
export const industrySchema = z.object({ key: z.string(), value: z.string() });
export type Industry = z.infer<typeof industrySchema>;

/** GET /api/talentapi/default-location */
export const defaultLocationSchema = z.object({ countryId: z.string() });

/** GET /api/talentapi/communities/countries (ours): the countries that have communities. */
export const communityCountrySchema = z.object({ value: z.string(), label: z.string() });
export type CommunityCountry = z.infer<typeof communityCountrySchema>;

export const communitySegmentParamsSchema = z.object({
  segmentCode: z.string().min(1).max(200),
});

/** The pages shown for a page count: clamped, at least 1 (spec 3 section 4). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

export const CONSENT_RENEWAL_MESSAGES = {
  linkInvalid:
    'This renewal link is not valid or has expired. Sign in and renew your consent in My Communities.',
} as const;

/**
 * GET /api/connections/consent-renewal?token= (what the reminder's link renews) and
 * POST /api/connections/consent-renewal `{ token }` (renews it): no session, the mailed token says whose.
 */
export const consentRenewalInputSchema = z.object({ token: z.string().min(1).max(2000) });
export const consentRenewalSchema = z.object({
  companyName: z.string(),
  communityName: z.string(),
  consentExpiry: z.string().nullable(),
});
export type ConsentRenewal = z.infer<typeof consentRenewalSchema>;
