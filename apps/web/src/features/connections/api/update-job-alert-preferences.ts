// PUT /api/talentapi/connections/{id}/job-alert-preferences { keywords, enableAlerts,
// frequency? } → the saved preferences. The list is read again: the row's toggle follows them.
import {
  type ConnectionJobAlertPreferences,
  connectionJobAlertPreferencesResponseSchema,
} from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { jobAlertPreferencesPath } from './get-job-alert-preferences';
import { connectionsKeys } from './query-keys';

export const updateJobAlertPreferences = (
  connectionId: string,
  body: ConnectionJobAlertPreferences,
) =>
  httpJson(jobAlertPreferencesPath(connectionId), connectionJobAlertPreferencesResponseSchema, {
    method: 'PUT',
    body,
  });

export function useUpdateJobAlertPreferences(connectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionJobAlertPreferences) =>
      updateJobAlertPreferences(connectionId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(connectionsKeys.jobAlertPreferences(connectionId), saved);
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.list() });
    },
  });
}
