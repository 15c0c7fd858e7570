// GET /api/talentapi/languages: the talent's languages.
import { languagesResponseSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const languagesQueryKey = ['profile', 'languages'] as const;

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languagesQueryKey,
    queryFn: ({ signal }) =>
      httpJson('/api/talentapi/languages', languagesResponseSchema, { signal }),
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
