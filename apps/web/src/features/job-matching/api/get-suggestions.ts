// GET /api/talentapi/job-matching/suggestions?page=: the talent's suggestions, best first, 20 a
// page. Kept while the talent reads a job's details, so the list comes back as it was, and
// fetched anew only when the preferences or skills change (spec 1 section 2).
import { suggestionsResponseSchema } from '@talent/contract';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { statusChangesOf } from '../lib/status-changes';
import { pagesBack, type SuggestionPage } from '../lib/suggestion-pages';
import { jobMatchingKeys } from './query-keys';

export const getSuggestions = (page: number, signal?: AbortSignal) =>
  httpJson(`/api/talentapi/job-matching/suggestions?page=${page}`, suggestionsResponseSchema, {
    signal,
  });

export const suggestionsQueryOptions = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: jobMatchingKeys.suggestions(),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<SuggestionPage> => {
      const fetchedAt = Date.now();
      const loaded =
        queryClient.getQueryData<{ pages: SuggestionPage[] }>(jobMatchingKeys.suggestions())
          ?.pages ?? [];
      // Jobs removed since the last page was fetched moved the later pages up: ask for the
      // pages they moved into as well.
      const back = pageParam > 1 ? pagesBack(loaded, statusChangesOf(queryClient).get) : 0;
      const from = Math.max(1, pageParam - back);
      const answers = [];
      for (let page = from; page <= pageParam; page += 1)
        answers.push(await getSuggestions(page, signal));
      const last = answers[answers.length - 1] ?? (await getSuggestions(pageParam, signal));
      return { ...last, suggestions: answers.flatMap((a) => a.suggestions), fetchedAt };
    },
    getNextPageParam: (last) =>
      last.suggestions.length > 0 && last.page * last.pageSize < last.totalCount
        ? last.page + 1
        : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSuggestions = (queryClient: QueryClient, enabled: boolean) =>
  useInfiniteQuery({ ...suggestionsQueryOptions(queryClient), enabled });
