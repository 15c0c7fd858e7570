// Field schemas shared by the JobPosting contract and its `talentPortal` extension: feed dates,
// URLs, numbers that feeds send as strings. Lenient where feeds commonly differ (numeric
// strings, dates without a time zone), strict where a value reaches a page (URL schemes).
import { z } from 'zod';
import { cleanFeedText } from './feed-text';

export const JOB_POSTING_MESSAGES = {
  notAnObject: 'Must be a JobPosting object',
  type: "@type must be 'JobPosting'",
  titleRequired: 'Title is required',
  titleTooLong: 'Title cannot be greater than 200 characters',
  descriptionTooLong: 'Description cannot be greater than 100000 characters',
  date: 'Must be an ISO 8601 date or date-time',
  validThroughBeforePosted: 'Valid through cannot be before the date posted',
  placeRequired: 'A job needs a place (jobLocation) or jobLocationType TELECOMMUTE',
  occupationalCategory: 'Must be text or a CategoryCode with a codeValue or a name',
  jobLocationType: "jobLocationType must be 'TELECOMMUTE'",
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  country: 'Country must be a two-letter ISO 3166-1 code, a name or a Country with a name',
  currency: 'Currency must be a three-letter ISO 4217 code',
  amount: 'Salary must be a number of 0 or more',
  salaryRange: 'Minimum salary cannot be greater than maximum salary',
  unitText: 'unitText must be HOUR, DAY, WEEK, MONTH or YEAR',
  hiringOrganizationRequired: 'Hiring organization is required',
  organization: 'Hiring organization must be an Organization with a name',
  organizationNameRequired: 'Hiring organization name is required',
  identifierRequired: 'Identifier is required',
  identifier: 'Identifier must be text, a number or a PropertyValue with a value',
  identifierTooLong: 'Identifier cannot be greater than 200 characters',
  url: 'Must be an http or https URL',
  attachmentUrl: 'Must be an http or https URL or a path starting with /',
  text: 'Must be text',
  textTooLong: (max: number) => `Cannot be greater than ${max} characters`,
  boolean: 'Must be true or false',
  positions: 'Must be a whole number from 1 to 10000',
  keySellingPoints: 'At most 3 key selling points',
  urlCode: 'URL code must be 1-50 letters, digits, - or _',
  flexibleWorkOption: "Must be 'On-site', 'Hybrid' or 'Remote'",
  source: 'Source must be 1 (own advert) or 2 (external)',
} as const;

const M = JOB_POSTING_MESSAGES;

/** Optional text, trimmed; blank counts as absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: M.text }).trim().max(max, M.textTooLong(max)).optional(),
  );

/** Text a feed may send as a number (ids, post codes, even titles). */
const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/** Optional plain text, cleaned by `cleanFeedText`; blank counts as absent. */
export const optionalFeedText = (max: number) =>
  z.preprocess((v) => {
    const text = asText(v);
    return typeof text === 'string' ? cleanFeedText(text) || undefined : text;
  }, z.string({ error: M.text }).max(max, M.textTooLong(max)).optional());

/** Required plain text, cleaned by `cleanFeedText`, with the field's own messages. */
export const requiredFeedText = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (v) => {
      const text = asText(v);
      return typeof text === 'string' ? cleanFeedText(text) : text;
    },
    z
      .string({ error: (issue) => (issue.input === undefined ? required : M.text) })
      .min(1, required)
      .max(max, tooLong),
  );

export const httpUrl = z.url({ protocol: /^https?$/, error: M.url }).max(2000, M.textTooLong(2000));

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * '2025-05-01', '2025-05-01T09:00:00+10:00', '2025-05-01T09:00Z' -> Date. A date or a time
 * without a zone is read as UTC, so an import gives the same result on every server.
 */
export function parseFeedDate(text: string): Date | undefined {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return undefined;
  const [, day, time = '00:00:00', zone = 'Z'] = m;
  const date = new Date(`${day}T${time}${zone}`);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date rolls 2025-02-30 over into March; a feed date that does not exist is an error.
  if (zone === 'Z' && date.toISOString().slice(0, 10) !== day) return undefined;
  return date;
}

const dateText = () =>
  z.string({ error: M.date }).transform((text, ctx) => {
    const date = parseFeedDate(text);
    if (date) return date;
    ctx.issues.push({ code: 'custom', message: M.date, input: text });
    return z.NEVER;
  });

export const optionalDate = dateText().optional();
/** Extension dates may be null: an internal-only advert has no public window. */
export const nullableDate = dateText().nullable().optional();

/** '65000', '65,000.50', '$65,000': a number as feeds write it in text. */
const NUMBER_TEXT = /^\s*\$?\s*-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?\s*$/;

/** A number, or a numeric string as many feeds send, within [min, max]. */
export const feedNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v.replace(/[\s$,]/g, '')) : v),
    z.number({ error: message }).min(min, message).max(max, message),
  );

export const optionalBoolean = z.boolean({ error: M.boolean }).optional();

/** One value or a list of them, always read as a list. */
export const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item).max(max, `At most ${max} values`).optional(),
  );
