// POST /api/talentapi/job-listing/search-criteria after each search runs: saves the search and
// its run time, which resets the Find Jobs badge (spec 1 section 4), so the badge is refetched.
import { type SearchCriteriaInput, searchCriteriaResponseSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { newJobsCountQueryOptions } from './get-new-jobs-count';
import { searchCriteriaQueryKey } from './get-search-criteria';

export const updateSearchCriteria = (criteria: SearchCriteriaInput) =>
  httpJson('/api/talentapi/job-listing/search-criteria', searchCriteriaResponseSchema, {
    body: criteria,
  });

export function useUpdateSearchCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSearchCriteria,
    onSuccess: async (saved) => {
      queryClient.setQueryData(searchCriteriaQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: newJobsCountQueryOptions().queryKey });
    },
    onError: showErrorToast,
  });
}
