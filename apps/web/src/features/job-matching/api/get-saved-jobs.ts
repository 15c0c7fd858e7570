// GET /api/talentapi/job-matching/saved-jobs: the talent's saved jobs, newest saved first; a
// closed one stays (isUnavailable) until acknowledged. Kept while the talent reads a job's
// details, so the page comes back as it was (spec 1 section 2).
import { savedJobsResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const getSavedJobs = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-matching/saved-jobs', savedJobsResponseSchema, { signal });

export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobMatchingKeys.savedJobs(),
    queryFn: ({ signal }) => getSavedJobs(signal),
    // Changes made on the page (or on a job's details) are applied to the cached list; a job
    // saved elsewhere marks it stale (see use-saved-job-status.ts).
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSavedJobs = () => useQuery(savedJobsQueryOptions());
