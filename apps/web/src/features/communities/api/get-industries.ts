// GET /api/talentapi/industries: the industries dropdown's options (key, and value the label).
import { industrySchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpJson } from '../../../shared/lib/http';
import { communitiesKeys } from './query-keys';

export const getIndustries = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/industries', z.array(industrySchema), { signal });

export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: communitiesKeys.industries(),
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 10 * 60_000,
  });

export const useIndustries = () => useQuery(industriesQueryOptions());
