// POST {careers API}/talent-job-search/count with { multiSegment: true } and no filters: the
// open jobs across every community the talent may search. 0 is the Empty state ("No open
// positions"), the bar config's totalCount.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { createSearchClient } from './search-client';

export const openJobsCountQueryOptions = (careersApiBaseUrl: string) =>
  queryOptions({
    queryKey: ['job-search', 'open-jobs-count'],
    queryFn: ({ client, signal }) =>
      createSearchClient(client, careersApiBaseUrl).post(
        '/count',
        { multiSegment: true },
        z.number().int().nonnegative(),
        signal,
      ),
  });

export const useOpenJobsCount = (careersApiBaseUrl: string, enabled: boolean) =>
  useQuery({ ...openJobsCountQueryOptions(careersApiBaseUrl), enabled });
