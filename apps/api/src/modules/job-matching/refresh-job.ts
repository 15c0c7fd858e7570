// Suggestions worked out in the background (the job queue): one talent's after their
// preferences or skills change, and every matching talent's after the catalogue's job tags
// change (an import, the demo data). A page asked for before the job ran works them out itself.
import type { Database } from '@talent/db';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs';
import { refreshEveryone, refreshSuggestions } from './job-matching.service';

export const REFRESH_KIND = 'matching.refresh';

export function matchingRefreshJob(deps: { db: Database }) {
  return defineJob({
    kind: REFRESH_KIND,
    payload: z.object({ talentId: z.string().uuid().nullable() }),
    maxAttempts: 3,
    backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
    async run({ talentId }, { signal, log }) {
      if (talentId) {
        // A change made while it ran (the queue holds one job per talent): once more.
        const first = await refreshSuggestions(deps.db, talentId);
        return first.fresh ? first : refreshSuggestions(deps.db, talentId);
      }
      // Every talent's suggestions are out of date; those who use matching get them anew.
      const refreshed = await refreshEveryone(deps.db, signal);
      if (refreshed > 0) log.info({ refreshed }, 'job suggestions refreshed');
      return { refreshed };
    },
  });
}

export interface MatchingRefresher {
  /** After a talent's preferences or skills change. */
  talent(talentId: string): Promise<void>;
  /** After the catalogue's job tags change. */
  everyone(): Promise<void>;
}

export function matchingRefresher(queue: JobQueue, deps: { db: Database }): MatchingRefresher {
  const job = matchingRefreshJob(deps);
  queue.register(job);
  return {
    talent: async (talentId) => {
      await queue.enqueueUnlessPending(job, { talentId }, { key: `${REFRESH_KIND}:${talentId}` });
    },
    everyone: async () => {
      await queue.enqueueUnlessPending(job, { talentId: null }, { key: `${REFRESH_KIND}:all` });
    },
  };
}
