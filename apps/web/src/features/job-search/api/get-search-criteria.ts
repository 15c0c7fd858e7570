// GET /api/talentapi/job-listing/search-criteria: the talent's saved Find Jobs search and the
// segment codes they may search (spec 1 sections 3 and 7).
import { searchCriteriaResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const getSearchCriteria = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/search-criteria', searchCriteriaResponseSchema, { signal });

export const searchCriteriaQueryKey = ['job-listing', 'search-criteria'] as const;

export const searchCriteriaQueryOptions = () =>
  queryOptions({
    queryKey: searchCriteriaQueryKey,
    queryFn: ({ signal }) => getSearchCriteria(signal),
    // Read once per visit: the page itself is what changes it.
    staleTime: 0,
  });

export const useSearchCriteria = () => useQuery(searchCriteriaQueryOptions());
