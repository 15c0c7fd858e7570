// GET /api/talentapi/job-matching/saved-jobs/count: the count in the My Saved Jobs tab.
import { savedJobsCountSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const getSavedJobsCount = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-matching/saved-jobs/count', savedJobsCountSchema, { signal });

export const savedJobsCountQueryOptions = () =>
  queryOptions({
    queryKey: jobMatchingKeys.savedJobsCount(),
    queryFn: ({ signal }) => getSavedJobsCount(signal),
    staleTime: 5 * 60_000,
    // A count is not worth retries: on failure the tab shows its label alone.
    retry: false,
  });

export const useSavedJobsCount = () => useQuery(savedJobsCountQueryOptions());
