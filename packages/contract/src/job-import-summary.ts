// What a job import answers with: counts, and each record that failed with its line and the
// first problem found, so a feed's author can fix the feed.
import { z } from 'zod';

export const jobImportFailureSchema = z.object({
  /** The line of the feed the record starts on. */
  line: z.number().int().positive(),
  identifier: z.string().optional(),
  /** 'path: message' of the first problem found. */
  reason: z.string(),
});
export type JobImportFailure = z.infer<typeof jobImportFailureSchema>;

/** The answer of POST /api/admin/jobs/import and the output of `npm run import`. */
export const jobImportSummarySchema = z.object({
  imported: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  failed: z.array(jobImportFailureSchema),
});
export type JobImportSummary = z.infer<typeof jobImportSummarySchema>;
