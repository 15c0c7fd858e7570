// The schema.org JobPosting (https://schema.org/JobPosting) that the job import accepts, one
// per line of a JSON Lines feed or element of a JSON array, plus the summary an import answers
// with. Unknown properties are dropped, not refused: real feeds carry many we do not use.
import { z } from 'zod';
import { talentPortalExtensionSchema } from './job-posting-extension';
import {
  feedNumber,
  httpUrl,
  JOB_POSTING_MESSAGES as M,
  oneOrMany,
  optionalBoolean,
  optionalDate,
  optionalText,
  requiredDate,
  requiredText,
} from './job-posting-fields';

export * from './job-import-summary';
export * from './job-posting-extension';
export { JOB_POSTING_MESSAGES, parseFeedDate } from './job-posting-fields';

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

/** 'Full-time' and 'full time' are common spellings of FULL_TIME. */
const employmentType = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_')
      : v,
  z.enum(EMPLOYMENT_TYPES, { error: M.employmentType }),
);

interface CountryRef {
  iso2?: string;
  name?: string;
}

/** schema.org allows a code, a name or a Country; we keep whichever was given. */
const country = z.union(
  [
    z
      .string()
      .trim()
      .min(2)
      .max(100)
      .transform(
        (text): CountryRef =>
          /^[A-Za-z]{2}$/.test(text) ? { iso2: text.toUpperCase() } : { name: text },
      ),
    z
      .object({ name: z.string().trim().min(1).max(100) })
      .transform(({ name }): CountryRef => ({ name })),
  ],
  { error: M.country },
);

const postalAddressSchema = z.object({
  streetAddress: optionalText(300),
  addressLocality: optionalText(150),
  addressRegion: optionalText(150),
  postalCode: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText(20)),
  addressCountry: country.optional(),
});

const placeSchema = z.object({
  address: postalAddressSchema.optional(),
  geo: z
    .object({
      latitude: feedNumber(-90, 90, M.latitude),
      longitude: feedNumber(-180, 180, M.longitude),
    })
    .optional(),
});

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
    .union([amount.transform((value): QuantitativeValue => ({ value })), quantitativeValueSchema])
    .optional(),
});

/** PropertyValue ids often arrive as numbers; the import keys on their text. */
const identifierValue = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  requiredText(200, M.identifierRequired, M.identifierTooLong),
);

/** Text, a number, or a PropertyValue; read as the text of its value. */
const identifierSchema = z
  .union([identifierValue, z.object({ name: optionalText(200), value: identifierValue })], {
    error: (issue) => (issue.input === undefined ? M.identifierRequired : M.identifier),
  })
  .transform((id) => (typeof id === 'string' ? id : id.value));

const organizationSchema = z.object(
  {
    name: requiredText(200, M.organizationNameRequired, M.textTooLong(200)),
    sameAs: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), httpUrl.optional()),
    logo: z.preprocess(
      (v) => (v && typeof v === 'object' && 'url' in v ? v.url : v),
      httpUrl.optional(),
    ),
    identifier: identifierSchema.optional(),
  },
  { error: (issue) => (issue.input === undefined ? M.hiringOrganizationRequired : M.organization) },
);

/** Skills as a list, or as one comma-separated string. */
const skills = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,;\n]/) : v),
  z
    .array(z.string({ error: M.text }).max(100, M.textTooLong(100)))
    .max(100, 'At most 100 skills')
    .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))])
    .optional(),
);

export const jobPostingSchema = z
  .object(
    {
      '@type': z.literal('JobPosting', { error: M.type }).optional(),
      title: requiredText(200, M.titleRequired, M.titleTooLong),
      description: requiredText(100_000, M.descriptionRequired, M.descriptionTooLong),
      datePosted: requiredDate(M.datePostedRequired),
      validThrough: optionalDate,
      employmentType: oneOrMany(employmentType, 8),
      jobLocation: oneOrMany(placeSchema, 50),
      jobLocationType: z.literal('TELECOMMUTE', { error: M.jobLocationType }).optional(),
      baseSalary: monetaryAmountSchema.optional(),
      hiringOrganization: organizationSchema,
      identifier: identifierSchema,
      directApply: optionalBoolean,
      url: httpUrl.optional(),
      skills,
      occupationalCategory: optionalText(200),
      industry: optionalText(200),
      totalJobOpenings: feedNumber(1, 10_000, M.positions)
        .refine(Number.isInteger, M.positions)
        .optional(),
      talentPortal: talentPortalExtensionSchema.optional(),
    },
    { error: M.notAnObject },
  )
  .refine((p) => !p.validThrough || p.validThrough.getTime() >= p.datePosted.getTime(), {
    message: M.validThroughBeforePosted,
    path: ['validThrough'],
  });

/** A posting as a feed writes it (dates as text). */
export type JobPostingInput = z.input<typeof jobPostingSchema>;
/** A posting as the import reads it (dates as Date, lists as arrays, identifier as text). */
export type JobPosting = z.output<typeof jobPostingSchema>;
