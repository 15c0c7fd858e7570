// GET /api/talentapi/job-listing/search-filters: the bar's filter options. Cached between visits
// by default; with cacheFilters off (Find Jobs and the alert pages, spec 3 section 9) they are
// dropped when the page unmounts and fetched afresh on every visit.
import { searchFiltersSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';

export const getSearchFilters = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-listing/search-filters', searchFiltersSchema, { signal });

export const searchFiltersQueryKey = ['job-listing', 'search-filters'] as const;

export const searchFiltersQueryOptions = ({ cacheFilters }: { cacheFilters: boolean }) =>
  queryOptions({
    queryKey: searchFiltersQueryKey,
    queryFn: ({ signal }) => getSearchFilters(signal),
    ...(cacheFilters ? { staleTime: 10 * 60_000 } : { staleTime: 0, gcTime: 0 }),
  });

export const useSearchFilters = (options: { cacheFilters: boolean }) =>
  useQuery(searchFiltersQueryOptions(options));
