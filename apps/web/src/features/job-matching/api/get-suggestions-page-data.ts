// GET /api/talentapi/job-matching/suggestions-page-data: the skills, the preferences and whether
// a resume is missing, loaded before the suggestions page shows (spec 1 section 2).
import { suggestionsPageDataSchema } from '@talent/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const getSuggestionsPageData = (signal?: AbortSignal) =>
  httpJson('/api/talentapi/job-matching/suggestions-page-data', suggestionsPageDataSchema, {
    signal,
  });

export const suggestionsPageDataQueryOptions = () =>
  queryOptions({
    queryKey: jobMatchingKeys.pageData(),
    queryFn: ({ signal }) => getSuggestionsPageData(signal),
    staleTime: 5 * 60_000,
  });

export const useSuggestionsPageData = () => useQuery(suggestionsPageDataQueryOptions());
