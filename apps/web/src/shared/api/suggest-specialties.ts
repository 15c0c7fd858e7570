// POST /employerapi/specialties/suggest { term, roleTitle, exclude }: specialty (skill) suggestions
// while typing (prefix matches first, at most 10, never one already chosen).
import { type SpecialtySuggestBody, specialtySuggestionsSchema } from '@talent/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpJson } from '../lib/http';

export const suggestSpecialties = (body: SpecialtySuggestBody, signal?: AbortSignal) =>
  httpJson('/employerapi/specialties/suggest', specialtySuggestionsSchema, {
    method: 'POST',
    body,
    signal,
  });

export const specialtySuggestionsQueryOptions = (body: SpecialtySuggestBody) =>
  queryOptions({
    queryKey: ['specialties', 'suggest', body],
    queryFn: ({ signal }) => suggestSpecialties(body, signal),
    staleTime: 5 * 60_000,
  });

export const useSpecialtySuggestions = (body: SpecialtySuggestBody, enabled: boolean) =>
  useQuery({
    ...specialtySuggestionsQueryOptions(body),
    enabled,
    placeholderData: keepPreviousData,
  });
