// The job import as a background job: the request stores the feed in the file storage and
// enqueues this; a worker of any app process reads the feed back, imports it in batches (the
// same code as the CLI) and keeps the summary as the job's result. The stored feed is removed
// once the job is done or has failed for good.
import type { JobImportSummary } from '@talent/contract';
import type { Database } from '@talent/db';
import { importJobFeed, parseFeed, refreshSearchData } from '@talent/db/catalogue';
import { z } from 'zod';
import { defineJob, PermanentJobError } from '../../jobs';
import type { FileStorage } from '../../lib/file-storage';
import { forgetSearchWords } from '../job-search';

export const IMPORT_JOB_KIND = 'catalogue.import';
export const EMPTY_FEED_MESSAGE = 'The feed holds no job postings.';

const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

export function catalogueImportJob(deps: {
  db: Database;
  storage: FileStorage;
  onImported?: () => Promise<void>;
}) {
  return defineJob({
    kind: IMPORT_JOB_KIND,
    payload: z.object({ feedKey: z.string(), bytes: z.number().int().nonnegative() }),
    // A failed attempt is a database that was away (jobs already written are upserted again).
    maxAttempts: 3,
    backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
    async run({ feedKey }, { log }): Promise<JobImportSummary> {
      const feed = await deps.storage.get(feedKey).catch((error: unknown) => {
        if (isMissingFile(error)) throw new PermanentJobError('The stored feed is missing.');
        throw error;
      });
      const entries = parseFeed(feed.toString('utf8'));
      if (entries.length === 0) throw new PermanentJobError(EMPTY_FEED_MESSAGE);
      const summary = await importJobFeed(deps.db, entries);
      await refreshSearchData(deps.db);
      forgetSearchWords(deps.db);
      await deps.onImported?.().catch((err: unknown) => log.warn({ err }, 'after the import'));
      log.info(
        {
          created: summary.created,
          updated: summary.updated,
          unchanged: summary.unchanged,
          skipped: summary.skippedCount,
          warnings: summary.warningCount,
        },
        'job feed imported',
      );
      return summary;
    },
    settled: ({ feedKey }) => deps.storage.remove(feedKey),
  });
}

export type CatalogueImportJob = ReturnType<typeof catalogueImportJob>;
