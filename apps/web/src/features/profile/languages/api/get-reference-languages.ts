// GET /api/talentapi/reference/languages: every language the form offers (cached).
import { referenceLanguagesSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const referenceLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'lookups', 'languages'],
    queryFn: ({ signal }) =>
      httpJson('/api/talentapi/reference/languages', referenceLanguagesSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReferenceLanguages = (enabled = true) =>
  useQuery({ ...referenceLanguagesQueryOptions(), enabled });
