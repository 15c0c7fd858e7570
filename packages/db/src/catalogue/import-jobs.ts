// Imports schema.org JobPostings into the job catalogue. Each record is read leniently (see
// read-job-posting.ts: only a record that cannot be a job is skipped, any other problem is a
// warning), then the records are written in batches (import-batch.ts): references resolved
// (company, community, lookups, cached for the import), unique keys claimed, and every job of
// the batch upserted by identifier in one statement whose trigger writes their search rows at
// once. The next batch is read and prepared while the database writes this one (on a server,
// two batches are written at once, on two connections).
import type { JobImportSummary } from '@talent/contract';
import { type Database, isEmbeddedDatabase } from '../client';
import { type PendingPosting, prepareBatch, writeBatch } from './import-batch';
import { createReferenceResolver } from './import-references';
import { createImportSummary } from './import-summary';
import { type ClaimedKeys, noClaimedKeys } from './job-unique-keys';
import type { FeedEntry } from './parse-feed';
import { identifierInRecord, readJobPosting } from './read-job-posting';

export interface ImportJobsOptions {
  /** Jobs per statement; default 1,000. */
  batchSize?: number;
  /** The date of new jobs whose posting has no datePosted; default: when the import started. */
  now?: Date;
}

/** JSON parameters have no bind limit; this keeps one statement's work (and its memory) bounded. */
export const MAX_BATCH_SIZE = 5000;

/**
 * Records read between two yields to the event loop, so the batch being written progresses: its
 * rows (megabytes) go out through the socket a buffer's worth per turn, and the embedded
 * database cannot start the statement before the last byte. With 50 records (about 13 ms) per
 * turn, sending a batch of 1,000 took a third of the time it took to write it.
 */
const READ_SLICE = 5;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Imports parsed feed entries; see `parseFeed`. Lines are reported as the entries give them. */
export async function importJobFeed(
  db: Database,
  entries: Iterable<FeedEntry>,
  options: ImportJobsOptions = {},
): Promise<JobImportSummary> {
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, MAX_BATCH_SIZE));
  const now = options.now ?? new Date();
  const result = createImportSummary();
  // A transaction (drizzle's) can roll back; the database itself cannot.
  const inTransaction = 'rollback' in db;
  const references = createReferenceResolver(db);
  await references.ensureLookups();

  let batch: PendingPosting[] = [];
  const identifiers = new Set<string>();
  /** The batches being written: their identifiers and keys, and how to wait for each. */
  let inFlight: { identifiers: Set<string>; keys: ClaimedKeys; finish: () => Promise<void> }[] = [];
  // The embedded database runs one statement at a time; a server writes two batches at once, on
  // two connections of the pool, using a second core while this process reads the next batch.
  const parallel = inTransaction || isEmbeddedDatabase(db) ? 1 : 2;
  const settle = async (keep = 0) => {
    while (inFlight.length > keep) {
      const [first] = inFlight;
      await first?.finish();
      inFlight = inFlight.slice(1);
    }
  };
  const inFlightKeys = (): ClaimedKeys | undefined => {
    if (inFlight.length === 0) return undefined;
    const keys = noClaimedKeys();
    for (const f of inFlight) {
      for (const [k, v] of f.keys.urlCodes) keys.urlCodes.set(k, v);
      for (const [k, v] of f.keys.references) keys.references.set(k, v);
    }
    return keys;
  };
  const flush = async () => {
    const next = batch;
    batch = [];
    identifiers.clear();
    if (next.length === 0) return;
    // A job written by a batch in flight must be seen as existing: wait for it first. Inside
    // a caller's transaction (one connection) the batches are written one after the other: a
    // query queued behind a failed statement would fail with it.
    const written = (id: string) => inFlight.some((f) => f.identifiers.has(id));
    if (inTransaction || next.some((item) => written(item.posting.identifier))) {
      await settle();
    }
    const prepared = await prepareBatch(db, references, next, result, now, inFlightKeys());
    await settle(parallel - 1);
    inFlight.push({ ...prepared, finish: writeBatch(db, prepared, result) });
  };

  // A feed that sends one identifier twice means its later record: the earlier one is not
  // written, so that importing the feed again changes nothing.
  const feed = Array.isArray(entries) ? (entries as FeedEntry[]) : [...entries];
  const lastLine = new Map<string, number>();
  for (const entry of feed) {
    const id = 'record' in entry ? identifierInRecord(entry.record) : undefined;
    if (id !== undefined) lastLine.set(id, entry.line);
  }

  let read = 0;
  for (const entry of feed) {
    // Reading is CPU work: let the statement in flight make progress meanwhile.
    if (++read % READ_SLICE === 0 && inFlight.length > 0) await nextTurn();
    if ('error' in entry) {
      result.skip({ line: entry.line, reason: entry.error });
      continue;
    }
    const given = identifierInRecord(entry.record);
    const later = given === undefined ? undefined : lastLine.get(given);
    if (given !== undefined && later !== undefined && later !== entry.line) {
      const reason = `identifier: Line ${later} has the same identifier and replaces this record`;
      result.skip({ line: entry.line, identifier: given, reason });
      continue;
    }
    const reading = readJobPosting(entry.record);
    if ('reason' in reading) {
      result.skip({ line: entry.line, ...reading });
      continue;
    }
    const { identifier } = reading.posting;
    for (const warning of reading.warnings)
      result.warn({ line: entry.line, identifier, ...warning });
    // One statement cannot upsert a row twice: a repeated identifier (records without one that
    // make the same) starts a new batch, so the later record updates the job the earlier wrote.
    if (identifiers.has(identifier)) await flush();
    batch.push({ line: entry.line, ...reading });
    identifiers.add(identifier);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await settle();
  return result.done();
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
