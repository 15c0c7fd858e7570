// One feed record -> the posting the import writes, keeping every job that can be one. A record
// is refused only when it cannot be a job: no title, no employer, or neither a place nor the
// remote flag (decision 015). Any other field the contract refuses is left out (or cut to its
// longest allowed length) with a warning, and the record is read again; a missing identifier is
// made from what identifies the job, so re-importing the feed updates the same job. Pure.
import {
  cleanFeedText,
  type JobPosting,
  jobPostingSchema,
  JOB_POSTING_MESSAGES as M,
  removeInvisible,
} from '@talent/contract';
import type { z } from 'zod';
import type { ImportPosting } from './job-posting-mapper';
import { madeIdentifier } from './made-identifier';
import { type CategoryReading, readOccupationalCategory } from './occupational-category';
import { type DescriptionFields, descriptionFields } from './sanitise-description';
import { readWorkType, workTypeLabel } from './work-type';

export interface PostingWarning {
  /** The field, as a path ('employmentType', 'jobLocation.0.geo'). */
  field: string;
  message: string;
}

export interface ReadPosting {
  posting: ImportPosting;
  /** The cleaned description, or null when the posting has none (or none once cleaned). */
  description: DescriptionFields | null;
  /** What occupationalCategory names, for the lookups to file the job under. */
  category: CategoryReading | null;
  warnings: PostingWarning[];
}

export type PostingReading = ReadPosting | { reason: string; identifier?: string };

/** Each repair removes a value, so a record settles within a few rounds; this bounds the rest. */
const MAX_REPAIRS = 50;

/** Issues that mean the record is not a job: reported, and the record skipped. */
function isFatal(issue: z.core.$ZodIssue): boolean {
  const path = issue.path.join('.');
  if (path === '' || path === 'title' || path === 'hiringOrganization') return true;
  if (path === 'hiringOrganization.name') return true;
  return path === 'jobLocation' && issue.message === M.placeRequired;
}

/** Too-long text that is still worth keeping: cut to its limit rather than lost. */
const CUT_TO: Readonly<Record<string, number>> = {
  title: 200,
  'hiringOrganization.name': 200,
  description: 100_000,
};

type Container = Record<string | number, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/**
 * The values along a path of the record, as far as they are there, each with its parent and
 * key. A single value stands for a list of one, as the contract reads it (`jobLocation: {…}`
 * is `jobLocation.0`).
 */
function walk(record: unknown, path: readonly PropertyKey[]) {
  const trail: { parent: Container; key: PropertyKey; value: unknown; depth: number }[] = [];
  let value: unknown = record;
  for (const [depth, step] of path.entries()) {
    if (typeof step === 'number' && !Array.isArray(value) && step === 0) continue;
    if (!isContainer(value)) break;
    const next = (value as Record<PropertyKey, unknown>)[step];
    if (next === undefined) break;
    trail.push({ parent: value, key: step, value: next, depth });
    value = next;
  }
  return trail;
}

/**
 * Leaves out the value at the issue's path, or the nearest value above it that is there (a
 * missing required part takes its object along). Answers the path left out, or null.
 */
function leaveOut(record: Container, path: readonly PropertyKey[]): string | null {
  const trail = walk(record, path);
  const at = trail.at(-1);
  if (!at) return null;
  if (Array.isArray(at.parent) && typeof at.key === 'number') at.parent.splice(at.key, 1);
  else delete (at.parent as Record<PropertyKey, unknown>)[at.key];
  return path.slice(0, at.depth + 1).join('.');
}

/** Cuts the text at the path to `max` characters (at a word for plain text). */
function cut(record: Container, path: readonly PropertyKey[], max: number, html: boolean): boolean {
  const at = walk(record, path).at(-1);
  if (!at || typeof at.value !== 'string') return false;
  const text = html ? at.value : cleanFeedText(at.value);
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  (at.parent as Record<PropertyKey, unknown>)[at.key] =
    html || space < max / 2 ? slice : slice.slice(0, space);
  return true;
}

/**
 * The identifier a record gives, read as the contract reads it (a PropertyValue's value, a
 * number as text, invisible characters and outer spaces gone), without reading the rest.
 */
export function identifierInRecord(record: unknown): string | undefined {
  if (!isContainer(record) || !('identifier' in record)) return undefined;
  const id = (record as { identifier: unknown }).identifier;
  const value = isContainer(id) && 'value' in id ? (id as { value: unknown }).value : id;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? removeInvisible(value).trim() || undefined : undefined;
}

function finish(posting: JobPosting, leftOut: readonly PostingWarning[]): ReadPosting {
  const warnings = leftOut.map((w) => ({ ...w }));
  const warn = (field: string, message: string) => warnings.push({ field, message });
  const warned = (field: string) => warnings.find((w) => w.field === field);

  let identifier = posting.identifier;
  if (identifier === undefined) {
    identifier = madeIdentifier(posting);
    const made = `the job is known as '${identifier}', made from its employer, title and place`;
    const previous = warned('identifier');
    if (previous) previous.message += `; ${made}`;
    else warn('identifier', `No identifier: ${made}`);
  }

  const workType = readWorkType(posting.employmentType);
  const kept = workType.workTypeId === null ? undefined : workTypeLabel(workType.workTypeId);
  for (const value of workType.unknown) {
    warn(
      'employmentType',
      kept
        ? `'${value}' is not a work type we know (the job is ${kept} from another value)`
        : `'${value}' is not a work type we know: the job has no work type`,
    );
  }

  const { reading, unknownCodes } = readOccupationalCategory(posting.occupationalCategory);
  for (const code of unknownCodes) {
    warn('occupationalCategory', `'${code}' is not an O*NET-SOC or ANZSCO code we know`);
  }

  let description: DescriptionFields | null = null;
  if (posting.description !== undefined) {
    const cleaned = descriptionFields(posting.description);
    if (cleaned.description) description = cleaned;
    else warn('description', 'The description has no text once cleaned');
  } else if (!warned('description')) {
    warn('description', 'No description');
  }
  if (!posting.datePosted) {
    const dated = 'the job is dated by its first import';
    const previous = warned('datePosted');
    if (previous) previous.message += `; ${dated}`;
    else warn('datePosted', `No date posted: ${dated}`);
  }
  return { posting: { ...posting, identifier }, description, category: reading, warnings };
}

export function readJobPosting(record: unknown): PostingReading {
  let current = record;
  let copied = false;
  const warnings: PostingWarning[] = [];
  const identifier = identifierInRecord(record);
  for (let round = 0; round <= MAX_REPAIRS; round++) {
    const parsed = jobPostingSchema.safeParse(current);
    if (parsed.success) return finish(parsed.data, warnings);
    const { issues } = parsed.error;
    // What was left out before may be why the record is no job (a place whose only part was
    // bad coordinates): the reason says so.
    const leftOut = warnings.map((w) => `; ${w.field}: ${w.message}`).join('');
    const reject = (issue: z.core.$ZodIssue) => ({
      reason: `${issue.path.join('.') || 'record'}: ${issue.message}${leftOut}`,
      ...(identifier ? { identifier } : {}),
    });
    const issue =
      issues.find((i) => i.code === 'too_big' && CUT_TO[i.path.join('.')]) ??
      issues.find(isFatal) ??
      issues[0];
    if (!issue) break;
    const path = issue.path.join('.');
    const max = CUT_TO[path];
    if (!isContainer(current)) return reject(issue);
    if (!copied) {
      current = structuredClone(current);
      copied = true;
    }
    const target = current as Container;
    const html = path === 'description';
    if (issue.code === 'too_big' && max !== undefined && cut(target, issue.path, max, html)) {
      warnings.push({ field: path, message: `${issue.message}: cut to ${max} characters` });
      continue;
    }
    if (isFatal(issue)) return reject(issue);
    const left = leaveOut(target, issue.path);
    if (left === null) return reject(issue);
    // A value left out may leave its object without a required part (coordinates without their
    // bad latitude): the next round takes the object along, and one warning tells both.
    if (warnings.at(-1)?.field === path && left !== path) warnings.pop();
    warnings.push({
      field: path,
      message: left === path ? `${issue.message}: left out` : `${issue.message}: ${left} left out`,
    });
  }
  return { reason: 'record: Too many problems to read' };
}
