// PUT /api/talentapi/job-matching/preferences { preferredRoles, preferredLocation,
// preferredLocationRadius, workType }: the matching preferences. The suggestions are worked out
// again, so the cached list and scores are let go.
import { type MatchingPreferences, suggestionsPageDataSchema } from '@talent/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobMatchingKeys } from './query-keys';

export const updatePreferences = (body: MatchingPreferences) =>
  httpJson('/api/talentapi/job-matching/preferences', suggestionsPageDataSchema.shape.preferences, {
    method: 'PUT',
    body,
  });

/** After a change of preferences or skills: new suggestions, new scores. */
export function forgetMatches(queryClient: QueryClient) {
  void queryClient.resetQueries({ queryKey: jobMatchingKeys.suggestions() });
  void queryClient.invalidateQueries({ queryKey: ['job-matching', 'job'] });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(jobMatchingKeys.pageData(), (data) =>
        data ? { ...data, preferences } : data,
      );
      forgetMatches(queryClient);
    },
  });
}
