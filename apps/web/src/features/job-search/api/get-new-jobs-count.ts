// GET /api/talentapi/job-listing/new-jobs-count: the Find Jobs badge (spec 1 section 4).
import { newJobsCountSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const getNewJobsCount = () =>
  httpJson('/api/talentapi/job-listing/new-jobs-count', newJobsCountSchema);

export const newJobsCountQueryOptions = () =>
  queryOptions({
    queryKey: ['job-listing', 'new-jobs-count'],
    queryFn: getNewJobsCount,
    staleTime: 5 * 60_000,
    // A badge is not worth retries: on failure it simply stays hidden.
    retry: false,
  });

export const useNewJobsCount = () => useQuery(newJobsCountQueryOptions());
