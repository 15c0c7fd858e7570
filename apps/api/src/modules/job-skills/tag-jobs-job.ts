// Tags job adverts with their occupation and skills (tagJobAdvert of @talent/taxonomy) as a
// background job: every job never tagged, tagged against an older taxonomy, or re-imported since,
// in batches until none is left. Scheduled (the backfill at start, and a check every 10 minutes);
// an import job also tags what it wrote, at its end.
import type { Database } from '@talent/db';
import { taxonomyVersion } from '@talent/db';
import { tagJobAdvert, taxonomy } from '@talent/taxonomy';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs';
import { jobsToTag, saveJobTags } from './job-skills.repo';

export const TAG_JOBS_KIND = 'catalogue.tag-jobs';
const BATCH = 500;
const CHECK_EVERY_MS = 10 * 60_000;

/** Tags every job that needs it; the answer is how many were tagged. */
export async function tagPendingJobs(db: Database, signal?: AbortSignal): Promise<number> {
  let tagged = 0;
  // A job changed while this run tags it is tagged again, once: never round and round.
  const seen = new Set<string>();
  for (;;) {
    if (signal?.aborted) break;
    const jobs = await jobsToTag(db, taxonomyVersion, BATCH);
    if (jobs.every((job) => seen.has(job.id))) break;
    for (const job of jobs) seen.add(job.id);
    const tags = jobs.map((job) => ({
      jobId: job.id,
      jobUpdatedAt: job.updatedAt,
      ...tagJobAdvert(taxonomy, {
        title: job.roleName,
        summary: job.summary,
        description: job.description,
        specialties: job.specialties,
        keyPoints: [job.keyPoint1, job.keyPoint2, job.keyPoint3],
      }),
    }));
    await saveJobTags(db, taxonomyVersion, tags);
    tagged += tags.length;
  }
  return tagged;
}

export function tagJobsJob(deps: { db: Database; onTagged?: () => Promise<void> }) {
  return defineJob({
    kind: TAG_JOBS_KIND,
    payload: z.object({}),
    maxAttempts: 3,
    backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
    async run(_payload, { signal, log }) {
      const tagged = await tagPendingJobs(deps.db, signal);
      if (tagged > 0) {
        log.info({ tagged }, 'jobs tagged with their occupation and skills');
        await deps.onTagged?.();
      }
      return { tagged };
    },
  });
}

/** Runs the tagging at start and every 10 minutes; `onTagged` after it tagged any job. */
export function scheduleJobTagging(
  queue: JobQueue,
  deps: { db: Database; onTagged?: () => Promise<void> },
): void {
  queue.schedule(tagJobsJob(deps), { everyMs: CHECK_EVERY_MS, payload: {} });
}
