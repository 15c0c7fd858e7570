// Imports schema.org JobPostings into the job catalogue: validates each record against the
// contract, resolves its company, community and lookups, and upserts the jobs by identifier
// (external_id) in batches, each in its own transaction. A record that fails is reported with
// its line and reason and skipped; it never stops the rest (the issue's 997-of-1,000 rule).
import { type JobImportSummary, type JobPosting, jobPostingSchema } from '@talent/contract';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as schema from '../schema';
import { createReferenceResolver, type ReferenceResolver } from './import-references';
import type { JobInsert } from './job-insert';
import { JobPostingMappingError, mapJobPosting } from './job-posting-mapper';
import { type Claim, claimUniqueKeys } from './job-unique-keys';
import type { FeedEntry } from './parse-feed';

export interface ImportJobsOptions {
  /** Jobs per INSERT and transaction; default 500, at most what fits `MAX_BATCH_SIZE`. */
  batchSize?: number;
}

/** An INSERT binds one parameter per column and row; PostgreSQL allows 65,535 in all. */
export const MAX_BATCH_SIZE = Math.floor(65_535 / Object.keys(getTableColumns(schema.job)).length);

interface Pending {
  line: number;
  posting: JobPosting;
}

/**
 * Every column an update replaces: all but the row's identity, its creation time and the
 * columns the database computes (the search vectors).
 */
const UPDATE_SET: Record<string, SQL> = Object.fromEntries(
  Object.entries(getTableColumns(schema.job))
    .filter(
      ([key, column]) => !['id', 'externalId', 'createdAt'].includes(key) && !column.generated,
    )
    .map(([key, column]) => [
      key,
      key === 'updatedAt' ? sql`now()` : sql`excluded.${sql.identifier(column.name)}`,
    ]),
);

function reasonOf(error: unknown): string {
  if (error instanceof JobPostingMappingError) return error.message;
  // Checks run before the write, so a database error here is unforeseen: keep its message.
  return `database: ${error instanceof Error ? error.message : String(error)}`;
}

/** The identifier of a record that failed validation, when it has a readable one. */
function identifierOf(record: unknown): string | undefined {
  if (!record || typeof record !== 'object' || !('identifier' in record)) return undefined;
  const id = record.identifier;
  const value = id && typeof id === 'object' && 'value' in id ? id.value : id;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

async function upsertJobs(db: Database, rows: JobInsert[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.job)
      .values(rows)
      .onConflictDoUpdate({ target: schema.job.externalId, set: UPDATE_SET });
  });
}

async function writeBatch(
  db: Database,
  references: ReferenceResolver,
  batch: Pending[],
  summary: JobImportSummary,
): Promise<void> {
  const fail = (item: Pending, error: unknown) =>
    summary.failed.push({
      line: item.line,
      identifier: item.posting.identifier,
      reason: reasonOf(error),
    });

  const resolved: Claim<Pending>[] = [];
  for (const item of batch) {
    try {
      resolved.push({ item, posting: item.posting, refs: await references.resolve(item.posting) });
    } catch (error) {
      fail(item, error);
    }
  }
  const { claimed, existing } = await claimUniqueKeys(db, resolved, fail);

  const ready: { item: Pending; row: JobInsert }[] = [];
  for (const { item, refs, urlCode } of claimed) {
    try {
      ready.push({ item, row: mapJobPosting(item.posting, { ...refs, urlCode }) });
    } catch (error) {
      fail(item, error);
    }
  }
  const count = (item: Pending) => {
    if (existing.has(item.posting.identifier)) summary.updated++;
    else summary.imported++;
  };

  try {
    if (ready.length > 0)
      await upsertJobs(
        db,
        ready.map((r) => r.row),
      );
    for (const { item } of ready) count(item);
  } catch {
    // Something the checks did not foresee (a concurrent import, a constraint): write the
    // batch one job at a time so that only the jobs at fault are lost.
    for (const { item, row } of ready) {
      try {
        await upsertJobs(db, [row]);
        count(item);
      } catch (error) {
        fail(item, error);
      }
    }
  }
}

/** Imports parsed feed entries; see `parseFeed`. Lines are reported as the entries give them. */
export async function importJobFeed(
  db: Database,
  entries: Iterable<FeedEntry>,
  options: ImportJobsOptions = {},
): Promise<JobImportSummary> {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 500, MAX_BATCH_SIZE));
  const summary: JobImportSummary = { imported: 0, updated: 0, failed: [] };
  const references = createReferenceResolver(db);
  await references.ensureLookups();

  let batch: Pending[] = [];
  const identifiers = new Set<string>();
  const flush = async () => {
    if (batch.length > 0) await writeBatch(db, references, batch, summary);
    batch = [];
    identifiers.clear();
  };

  for (const entry of entries) {
    if ('error' in entry) {
      summary.failed.push({ line: entry.line, reason: entry.error });
      continue;
    }
    const parsed = jobPostingSchema.safeParse(entry.record);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const identifier = identifierOf(entry.record);
      summary.failed.push({
        line: entry.line,
        ...(identifier ? { identifier } : {}),
        reason: `${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'Invalid record'}`,
      });
      continue;
    }
    // One statement cannot upsert a row twice: a repeated identifier starts a new batch, so
    // the later record updates the job the earlier one wrote.
    if (identifiers.has(parsed.data.identifier)) await flush();
    batch.push({ line: entry.line, posting: parsed.data });
    identifiers.add(parsed.data.identifier);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  summary.failed.sort((a, b) => a.line - b.line);
  return summary;
}

/** Imports JobPosting records given in memory; a record's line is its 1-based position. */
export function importJobPostings(
  db: Database,
  records: Iterable<unknown>,
  options: ImportJobsOptions = {},
): Promise<JobImportSummary> {
  function* entries(): Generator<FeedEntry> {
    let line = 0;
    for (const record of records) yield { line: ++line, record };
  }
  return importJobFeed(db, entries(), options);
}
