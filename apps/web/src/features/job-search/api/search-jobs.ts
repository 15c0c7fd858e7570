// POST {careers API}/talent-job-search/{page}/{pageSize}: one page of results for the search
// args (spec 1 section 7). Pages are an infinite query: Show more appends the next one, and a
// new search (new args, new key) starts again at page 1.
import { type JobSearchArgs, jobSearchResultSchema, SEARCH_PAGE_SIZE } from '@talent/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createSearchClient } from './search-client';

export const jobSearchQueryKey = (args: JobSearchArgs) => ['job-search', 'results', args] as const;

export const jobSearchQueryOptions = (args: JobSearchArgs, careersApiBaseUrl: string) =>
  infiniteQueryOptions({
    queryKey: jobSearchQueryKey(args),
    queryFn: ({ pageParam, client, signal }) =>
      createSearchClient(client, careersApiBaseUrl).post(
        `/${pageParam}/${SEARCH_PAGE_SIZE}`,
        args,
        jobSearchResultSchema,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMoreResults ? pages.length + 1 : undefined),
  });

export const useJobSearch = (args: JobSearchArgs, careersApiBaseUrl: string, enabled: boolean) =>
  useInfiniteQuery({ ...jobSearchQueryOptions(args, careersApiBaseUrl), enabled });
