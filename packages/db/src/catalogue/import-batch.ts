// One batch of an import. It is prepared (references resolved, unique keys claimed, rows
// mapped and serialised) while the batch before it is still being written, then written in one
// statement: the database is never left waiting for the next batch's preparation.
import type { Database } from '../client';
import type { ReferenceResolver } from './import-references';
import type { ImportSummaryBuilder } from './import-summary';
import { JobPostingMappingError, mapJobFields, placeJob } from './job-posting-mapper';
import { type Claim, type ClaimedKeys, claimUniqueKeys, type ExistingJob } from './job-unique-keys';
import type { ReadPosting } from './read-job-posting';
import { jobColumnsJson, jobRowJson, jobRowsParameter, upsertJobs } from './upsert-jobs';

export interface PendingPosting extends ReadPosting {
  line: number;
}

export interface PreparedBatch {
  /** Each job's row, as the statement's parameter holds it (see `jobRowJson`). */
  ready: { item: PendingPosting; json: string }[];
  /** The statement's parameter: the rows of `ready`. */
  rows: string;
  existing: Map<string, ExistingJob>;
  /** The unique keys the batch holds, for the claims of the batch after it. */
  keys: ClaimedKeys;
  identifiers: Set<string>;
}

function reasonOf(error: unknown): string {
  if (error instanceof JobPostingMappingError) return error.message;
  // Checks run before the write, so a database error here is unforeseen: keep its message.
  return `database: ${error instanceof Error ? error.message : String(error)}`;
}

const failer =
  (result: ImportSummaryBuilder) =>
  (item: PendingPosting, error: unknown): void =>
    result.skip({ line: item.line, identifier: item.posting.identifier, reason: reasonOf(error) });

/** `inFlight`: the keys of the batch still being written. */
export async function prepareBatch(
  db: Database,
  references: ReferenceResolver,
  batch: PendingPosting[],
  result: ImportSummaryBuilder,
  now: Date,
  inFlight: ClaimedKeys | undefined,
): Promise<PreparedBatch> {
  const fail = failer(result);
  // Mapped and written as JSON before the claims, which wait for the batch being written: after
  // them only the fields they decide remain, and the database is not kept waiting for the rest.
  const resolved: Claim<PendingPosting>[] = [];
  const mapped = new Map<PendingPosting, string>();
  for (const item of batch) {
    try {
      const refs = await references.resolve(item.posting, item.category);
      mapped.set(item, jobColumnsJson(mapJobFields(item.posting, refs, item.description)));
      resolved.push({ item, posting: item.posting, refs });
    } catch (error) {
      fail(item, error);
    }
  }
  const { claimed, existing, keys } = await claimUniqueKeys(db, resolved, fail, inFlight);

  const ready: PreparedBatch['ready'] = [];
  for (const { item, urlCode } of claimed) {
    const fields = mapped.get(item) as string;
    try {
      const publishedAt = existing.get(item.posting.identifier)?.publishedAt ?? now;
      const placed = placeJob(item.posting, { urlCode, publishedAt });
      ready.push({ item, json: jobRowJson(jobColumnsJson(placed), fields) });
    } catch (error) {
      fail(item, error);
    }
  }
  const identifiers = new Set(batch.map((item) => item.posting.identifier));
  return { ready, rows: jobRowsParameter(ready.map((r) => r.json)), existing, keys, identifiers };
}

/**
 * One statement, in a transaction of its own: inside a caller's transaction (the demo data) a
 * savepoint, so a failed batch does not abort the caller's transaction.
 */
const write = (db: Database, rows: string) => db.transaction((tx) => upsertJobs(tx, rows));

/** Starts the batch's statement; answers a function that waits for it and counts its jobs. */
export function writeBatch(
  db: Database,
  batch: PreparedBatch,
  result: ImportSummaryBuilder,
): () => Promise<void> {
  const { ready, existing } = batch;
  const count = (item: PendingPosting, written: Set<string>) => {
    const id = item.posting.identifier;
    if (!written.has(id)) result.summary.unchanged++;
    else if (existing.has(id)) result.summary.updated++;
    else result.summary.created++;
  };
  if (ready.length === 0) return async () => {};
  const statement = write(db, batch.rows);
  statement.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  return async () => {
    try {
      const written = await statement;
      for (const { item } of ready) count(item, written);
    } catch {
      // Something the checks did not foresee (a concurrent import, a constraint): write the
      // batch one job at a time so that only the jobs at fault are lost.
      const fail = failer(result);
      for (const { item, json } of ready) {
        try {
          count(item, await write(db, jobRowsParameter([json])));
        } catch (error) {
          fail(item, error);
        }
      }
    }
  };
}
