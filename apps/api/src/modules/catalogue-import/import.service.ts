// The admin import's two calls: start an import (the feed is checked cheaply, stored and handed
// to the job queue, so no request waits for a 20 MB import) and tell how one is going.
import {
  type JobImportStatus,
  type JobImportSummary,
  jobImportSummarySchema,
} from '@talent/contract';
import type { JobQueue } from '../../jobs';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import { isEmptyFeed } from './empty-feed';
import { type CatalogueImportJob, EMPTY_FEED_MESSAGE, IMPORT_JOB_KIND } from './import-job';

export interface ImportServiceDeps {
  queue: JobQueue;
  storage: FileStorage;
  job: CatalogueImportJob;
}

/** Stores the feed and enqueues its import; answers the job's id. */
export async function startImport(deps: ImportServiceDeps, feed: string): Promise<string> {
  if (isEmptyFeed(feed)) throw new AppError('BAD_REQUEST', EMPTY_FEED_MESSAGE);
  const bytes = Buffer.from(feed, 'utf8');
  const feedKey = await deps.storage.put(bytes);
  try {
    return await deps.queue.enqueue(deps.job, { feedKey, bytes: bytes.length });
  } catch (error) {
    await deps.storage.remove(feedKey).catch(() => {});
    throw error;
  }
}

export async function importStatus(
  deps: ImportServiceDeps,
  jobId: string,
): Promise<JobImportStatus> {
  const row = await deps.queue.find(jobId);
  if (!row || row.kind !== IMPORT_JOB_KIND) throw notFound('No import job has this id.');
  const summary: JobImportSummary | undefined =
    row.state === 'done' ? jobImportSummarySchema.parse(row.result) : undefined;
  return {
    jobId: row.id,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(summary ? { summary } : {}),
    ...(row.error && row.state !== 'done' ? { error: { message: row.error.message } } : {}),
  };
}
