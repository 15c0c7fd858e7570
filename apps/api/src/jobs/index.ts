// The background job queue: kinds of job are declared with `defineJob`, registered with the
// app's queue and enqueued; the worker in each app process runs them (decision 011).
export {
  defineJob,
  type JobContext,
  type JobDefinition,
  PermanentJobError,
} from './job-definition';
export { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue';
export type { BackgroundJobRow } from './job-queue.repo';
export type { Backoff } from './retry-policy';
