// Job-listing group calls used by the shell (the Find Jobs badge).
import { z } from 'zod';

export const FIND_JOBS_BADGE_CAP = 999;

/** GET /api/talentapi/job-listing/new-jobs-count */
export const newJobsCountSchema = z.object({ count: z.number().int().nonnegative() });
export type NewJobsCount = z.infer<typeof newJobsCountSchema>;
