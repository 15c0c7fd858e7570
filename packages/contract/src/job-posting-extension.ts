// The `talentPortal` extension of an imported JobPosting: the careers advert fields that
// schema.org has no property for (spec 2, section 3). Every field is optional; a plain
// schema.org feed imports without it, and the demo data uses it to keep all its detail.
import { z } from 'zod';
import { cleanFeedText } from './feed-text';
import {
  httpUrl,
  JOB_POSTING_MESSAGES as M,
  nullableDate,
  optionalBoolean,
  optionalFeedText,
  optionalText,
} from './job-posting-fields';

export const FLEXIBLE_WORK_OPTION_LABELS = ['On-site', 'Hybrid', 'Remote'] as const;

/** Attachment links are absolute http(s) URLs or paths on this site ('/talent/files/...'). */
const attachmentUrl = z
  .string({ error: M.attachmentUrl })
  .trim()
  .max(2000, M.textTooLong(2000))
  .refine((v) => /^\/(?!\/)/.test(v) || httpUrl.safeParse(v).success, M.attachmentUrl);

const attachmentSchema = z.object({
  url: attachmentUrl,
  name: z.string({ error: M.text }).trim().min(1).max(300, M.textTooLong(300)),
  type: z.string({ error: M.text }).trim().max(200, M.textTooLong(200)).default(''),
});

export const talentPortalExtensionSchema = z.object({
  /** The talent community the job is filed under; created for the company when missing. */
  segmentCode: optionalText(100),
  customCode: optionalText(100),
  /** The job's code in its public URL `/talent/job/{companyCode}/{urlCode}`. */
  urlCode: optionalText(50).refine((v) => v === undefined || /^[A-Za-z0-9_-]+$/.test(v), M.urlCode),
  advertUrlCode: optionalText(50).refine(
    (v) => v === undefined || /^[A-Za-z0-9_-]+$/.test(v),
    M.urlCode,
  ),
  /** Shown in search results; without it the first sentences of the description are used. */
  summary: optionalFeedText(1000),
  keySellingPoints: z
    .array(
      z
        .string({ error: M.text })
        .transform(cleanFeedText)
        .pipe(z.string().max(300, M.textTooLong(300))),
    )
    .max(3, M.keySellingPoints)
    .optional(),
  internalOnly: optionalBoolean,
  isEoi: optionalBoolean,
  flexibleWorkOption: z
    .enum(FLEXIBLE_WORK_OPTION_LABELS, { error: M.flexibleWorkOption })
    .optional(),
  /** HTML; sanitised like the description. */
  flexibleWorkDescription: optionalText(10_000),
  category: optionalFeedText(200),
  subCategory: optionalFeedText(200),
  source: z.union([z.literal(1), z.literal(2)], { error: M.source }).optional(),
  matchingReferenceId: optionalText(200),
  strictJobPostEndDates: optionalBoolean,
  destinationCode: optionalText(100),
  /** Shown with the salary ('+ super', 'Includes 25% casual loading'). */
  salaryDescription: optionalFeedText(300),
  postedFrom: nullableDate,
  postedTo: nullableDate,
  internalPostedFrom: nullableDate,
  internalPostedTo: nullableDate,
  internalApplicationsCloseAt: nullableDate,
  publicPostedFrom: nullableDate,
  publicPostedTo: nullableDate,
  publicApplicationsCloseAt: nullableDate,
  youtubeUrl: httpUrl.optional(),
  videoUrl: httpUrl.optional(),
  heroImageUrl: httpUrl.optional(),
  attachments: z.array(attachmentSchema).max(20, 'At most 20 attachments').optional(),
  /** A work location of the job's community, matched by name; created when missing. */
  workLocationName: optionalFeedText(200),
});

export type TalentPortalExtension = z.infer<typeof talentPortalExtensionSchema>;
