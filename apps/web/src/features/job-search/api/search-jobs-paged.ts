// POST {careers API}/talent-job-search/{page}/{pageSize} at a page size of the caller's choosing:
// the job alert results (10 a page) and the home dashboard's alert listing (5). Find Jobs keeps
// its own query (search-jobs.ts); the key carries the page size so the two never share pages.
import { type JobSearchArgs, jobSearchResultSchema } from '@talent/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createSearchClient } from './search-client';

export const pagedJobSearchQueryKey = (args: JobSearchArgs, pageSize: number) =>
  ['job-search', 'results', args, { pageSize }] as const;

export const pagedJobSearchQueryOptions = (
  args: JobSearchArgs,
  pageSize: number,
  careersApiBaseUrl: string,
) =>
  infiniteQueryOptions({
    queryKey: pagedJobSearchQueryKey(args, pageSize),
    queryFn: ({ pageParam, client, signal }) =>
      createSearchClient(client, careersApiBaseUrl).post(
        `/${pageParam}/${pageSize}`,
        args,
        jobSearchResultSchema,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMoreResults ? pages.length + 1 : undefined),
  });

export const usePagedJobSearch = (
  args: JobSearchArgs,
  pageSize: number,
  careersApiBaseUrl: string,
  enabled: boolean,
) =>
  useInfiniteQuery({ ...pagedJobSearchQueryOptions(args, pageSize, careersApiBaseUrl), enabled });
