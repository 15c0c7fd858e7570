// What a job import answers with: how many jobs it created, updated and left unchanged, each
// record it skipped (it cannot be a job) with its line and reason, and each warning about a
// field it left out or could not map, so a feed's author can fix the feed.
import { z } from 'zod';

/** The lists hold at most this many entries; their counts are exact. */
export const JOB_IMPORT_MAX_REPORTED = 1000;

export const jobImportSkipSchema = z.object({
  /** The line of the feed the record starts on. */
  line: z.number().int().positive(),
  identifier: z.string().optional(),
  /** 'path: message' of the problem that makes the record no job. */
  reason: z.string(),
});
export type JobImportSkip = z.infer<typeof jobImportSkipSchema>;

export const jobImportWarningSchema = z.object({
  line: z.number().int().positive(),
  /** The job's identifier (as given, or made by the import). */
  identifier: z.string().optional(),
  /** The field, as a path ('employmentType', 'jobLocation.0.geo'). */
  field: z.string(),
  message: z.string(),
});
export type JobImportWarning = z.infer<typeof jobImportWarningSchema>;

/** The summary of POST /api/admin/jobs/import (when done) and the output of `npm run import`. */
export const jobImportSummarySchema = z.object({
  /** New jobs. */
  created: z.number().int().nonnegative(),
  /** Jobs the feed changed. */
  updated: z.number().int().nonnegative(),
  /** Jobs the feed sent as they already were: not written again. */
  unchanged: z.number().int().nonnegative(),
  /** Records that are no job (no title, no employer, no place nor remote flag; not JSON). */
  skippedCount: z.number().int().nonnegative(),
  skipped: z.array(jobImportSkipSchema),
  /** Fields left out or not understood; the job was imported without them. */
  warningCount: z.number().int().nonnegative(),
  warnings: z.array(jobImportWarningSchema),
});
export type JobImportSummary = z.infer<typeof jobImportSummarySchema>;

// The admin import runs as a background job: the POST answers 202 with the job's id (and its
// address in `Location`), and GET /api/admin/jobs/import/{jobId} says how it is going.

/** The answer of POST /api/admin/jobs/import (202). */
export const jobImportAcceptedSchema = z.object({ jobId: z.string() });
export type JobImportAccepted = z.infer<typeof jobImportAcceptedSchema>;

/** Job ids are opaque: one that names no import job answers 404, whatever its form. */
export const jobImportParamsSchema = z.object({ jobId: z.string().min(1).max(100) });

/** queued (waiting, or waiting to be retried), running, done, failed (no attempt left). */
export const jobImportStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type JobImportState = z.infer<typeof jobImportStateSchema>;

/** The answer of GET /api/admin/jobs/import/{jobId}. Times are ISO 8601. */
export const jobImportStatusSchema = z.object({
  jobId: z.string(),
  state: jobImportStateSchema,
  /** Attempts started so far: a failed attempt is retried after a growing wait. */
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** When the latest attempt started. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When done: the summary the import answered with when it ran in the request. */
  summary: jobImportSummarySchema.optional(),
  /** Why the latest attempt failed: the reason a failed import stopped, or why it is retried. */
  error: z.object({ message: z.string() }).optional(),
});
export type JobImportStatus = z.infer<typeof jobImportStatusSchema>;
