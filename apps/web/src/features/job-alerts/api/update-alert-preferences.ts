// POST /api/talentapi/job-listing/alert-preferences: saves the preferences and answers with them.
// The results and the home listing run the criteria made from them, so those are read again.
import { type AlertPreferencesInput, alertPreferencesSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobAlertsKeys } from './query-keys';

export const updateAlertPreferences = (body: AlertPreferencesInput) =>
  httpJson('/api/talentapi/job-listing/alert-preferences', alertPreferencesSchema, { body });

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(jobAlertsKeys.preferences(), saved);
      void queryClient.invalidateQueries({ queryKey: jobAlertsKeys.searchCriteria() });
    },
  });
}
