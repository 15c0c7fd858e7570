// The schema.org JobPosting (https://schema.org/JobPosting) that the job import accepts, one
// per line of a JSON Lines feed or element of a JSON array, plus the summary an import answers
// with. Unknown properties are dropped, not refused: real feeds carry many we do not use.
// Only what makes a record a job is required: a title, an employer and a place (or the remote
// flag). Every other field is checked here and, when it is unusual, left out by the import
// with a warning instead of losing the job (decision 015). Free text (work types, occupational
// categories) is read as text: the import maps it through its reference data.
import { z } from 'zod';
import { cleanFeedText, removeInvisible } from './feed-text';
import { talentPortalExtensionSchema } from './job-posting-extension';
import {
  feedNumber,
  httpUrl,
  JOB_POSTING_MESSAGES as M,
  oneOrMany,
  optionalBoolean,
  optionalDate,
  optionalFeedText,
  optionalText,
  requiredFeedText,
} from './job-posting-fields';
import { isPlace, isRemote, placeSchema } from './job-posting-place';

export * from './feed-address';
export * from './feed-text';
export * from './job-import-summary';
export * from './job-posting-extension';
export { JOB_POSTING_MESSAGES, parseFeedDate } from './job-posting-fields';
export { isPlace, isRemote } from './job-posting-place';

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/**
 * schema.org's values, or any text a feed uses ('Casual', 'Full-time', 'Locum'): the import maps
 * it to a work type through its synonym table, and keeps a job whose value it does not know.
 */
const employmentType = optionalFeedText(100).pipe(z.string({ error: M.text }));

const amount = feedNumber(0, 1e12, M.amount);

interface QuantitativeValue {
  value?: number;
  minValue?: number;
  maxValue?: number;
  unitText?: SalaryUnit;
}

const quantitativeValueSchema = z
  .object({
    value: amount.optional(),
    minValue: amount.optional(),
    maxValue: amount.optional(),
    unitText: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(SALARY_UNITS, { error: M.unitText }).optional(),
    ),
  })
  .refine((q) => q.minValue === undefined || q.maxValue === undefined || q.minValue <= q.maxValue, {
    message: M.salaryRange,
    path: ['minValue'],
  });

const monetaryAmountSchema = z.object({
  currency: z
    .string({ error: M.currency })
    .trim()
    .regex(/^[A-Za-z]{3}$/, M.currency)
    .transform((c) => c.toUpperCase()),
  value: z
    .union([amount.transform((value): QuantitativeValue => ({ value })), quantitativeValueSchema], {
      error: M.amount,
    })
    .optional(),
});

/** PropertyValue ids often arrive as numbers; the import keys on their text. */
const identifierValue = z.preprocess(
  (v) => {
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return typeof v === 'string' ? removeInvisible(v).trim() : v;
  },
  z
    .string({ error: (issue) => (issue.input === undefined ? M.identifierRequired : M.text) })
    .min(1, M.identifierRequired)
    .max(200, M.identifierTooLong),
);

/** Text, a number, or a PropertyValue; read as the text of its value. */
const identifierSchema = z
  .union([identifierValue, z.object({ name: optionalText(200), value: identifierValue })], {
    error: (issue) => (issue.input === undefined ? M.identifierRequired : M.identifier),
  })
  .transform((id) => (typeof id === 'string' ? id : id.value));

/** An Organization; feeds often send the employer's name alone. */
const organizationSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.object(
    {
      name: requiredFeedText(200, M.organizationNameRequired, M.textTooLong(200)),
      sameAs: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), httpUrl.optional()),
      logo: z.preprocess(
        (v) => (v && typeof v === 'object' && 'url' in v ? v.url : v),
        httpUrl.optional(),
      ),
      identifier: identifierSchema.optional(),
    },
    {
      error: (issue) => (issue.input === undefined ? M.hiringOrganizationRequired : M.organization),
    },
  ),
);

/** Skills as a list, or as one comma-separated string. */
const skills = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,;\n]/) : v),
  z
    .array(z.string({ error: M.text }).max(100, M.textTooLong(100)))
    .max(100, 'At most 100 skills')
    .transform((list) => [...new Set(list.map(cleanFeedText).filter(Boolean))])
    .optional(),
);

export interface OccupationalCategory {
  /** Free text: a name, an 'A > B' path, or a code with its name ('29-1141.00 Registered Nurses'). */
  name?: string;
  /** A CategoryCode's codeValue (O*NET-SOC, ANZSCO). */
  code?: string;
  /** A CategoryCode's inCodeSet, by name or URL. */
  codeSet?: string;
}

const codeSetName = (v: unknown) =>
  v && typeof v === 'object' && 'name' in v
    ? v.name
    : v && typeof v === 'object' && 'url' in v
      ? v.url
      : v;

/** Text, or a schema.org CategoryCode (`codeValue`, `name`, `inCodeSet`). */
const occupationalCategoryItem = z.union(
  [
    optionalFeedText(300)
      .pipe(z.string())
      .transform((name): OccupationalCategory => ({ name })),
    z
      .object({
        codeValue: optionalFeedText(50),
        name: optionalFeedText(300),
        inCodeSet: z.preprocess(codeSetName, optionalFeedText(300)),
      })
      .refine((c) => c.codeValue || c.name, M.occupationalCategory)
      .transform(
        (c): OccupationalCategory => ({
          ...(c.name ? { name: c.name } : {}),
          ...(c.codeValue ? { code: c.codeValue } : {}),
          ...(c.inCodeSet ? { codeSet: c.inCodeSet } : {}),
        }),
      ),
  ],
  { error: M.occupationalCategory },
);

export const jobPostingSchema = z
  .object(
    {
      '@type': z.literal('JobPosting', { error: M.type }).optional(),
      title: requiredFeedText(200, M.titleRequired, M.titleTooLong),
      /** HTML or plain text; sanitised by the import. */
      description: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z.string({ error: M.text }).max(100_000, M.descriptionTooLong).optional(),
      ),
      /** Without it, a new job is dated by the import that first wrote it. */
      datePosted: optionalDate,
      validThrough: optionalDate,
      employmentType: oneOrMany(employmentType, 20),
      jobLocation: oneOrMany(placeSchema, 50),
      jobLocationType: z
        .preprocess(
          (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
          z
            .enum(['TELECOMMUTE', 'REMOTE'], { error: M.jobLocationType })
            .transform(() => 'TELECOMMUTE' as const),
        )
        .optional(),
      baseSalary: monetaryAmountSchema.optional(),
      hiringOrganization: organizationSchema,
      /** Without one, the import makes one from the employer, title and place. */
      identifier: identifierSchema.optional(),
      directApply: optionalBoolean,
      url: httpUrl.optional(),
      skills,
      occupationalCategory: oneOrMany(occupationalCategoryItem, 10),
      industry: optionalFeedText(200),
      totalJobOpenings: feedNumber(1, 10_000, M.positions)
        .refine(Number.isInteger, M.positions)
        .optional(),
      talentPortal: talentPortalExtensionSchema.optional(),
    },
    { error: M.notAnObject },
  )
  .refine(
    (p) => !p.validThrough || !p.datePosted || p.validThrough.getTime() >= p.datePosted.getTime(),
    { message: M.validThroughBeforePosted, path: ['validThrough'] },
  )
  .refine((p) => isRemote(p) || (p.jobLocation ?? []).some(isPlace), {
    message: M.placeRequired,
    path: ['jobLocation'],
  });

/** A posting as a feed writes it (dates as text). */
export type JobPostingInput = z.input<typeof jobPostingSchema>;
/** A posting as the import reads it (dates as Date, lists as arrays, identifier as text). */
export type JobPosting = z.output<typeof jobPostingSchema>;
