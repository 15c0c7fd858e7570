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
