// POST /api/workerapi/lookups/it-skills/{group} { term, exclude }: up to 10 suggestions, the
// skills already chosen anywhere in the group left out.
import { type ItSkillGroupId, itSkillSuggestionsSchema } from '@talent/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';

export const suggestItSkills = (
  group: ItSkillGroupId,
  term: string,
  exclude: string[],
  signal?: AbortSignal,
) =>
  httpJson(`/api/workerapi/lookups/it-skills/${group}`, itSkillSuggestionsSchema, {
    method: 'POST',
    body: { term, exclude },
    signal,
  });

export const itSkillSuggestionsQueryOptions = (
  group: ItSkillGroupId,
  term: string,
  exclude: string[],
) =>
  queryOptions({
    queryKey: ['profile', 'it-skill-suggestions', group, term, [...exclude].sort()],
    queryFn: ({ signal }) => suggestItSkills(group, term, exclude, signal),
    staleTime: 5 * 60_000,
  });

export const useItSkillSuggestions = (
  group: ItSkillGroupId,
  term: string,
  exclude: string[],
  enabled: boolean,
) =>
  useQuery({
    ...itSkillSuggestionsQueryOptions(group, term, exclude),
    enabled,
    placeholderData: keepPreviousData,
  });
