// PUT /api/talentapi/connections/{id}/job-alerts { enabled } → the connection, or 406 when
// enabling alerts whose internal job alert preferences are not set (spec 3 section 4).
import { connectionSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { connectionsKeys, replaceConnection } from './query-keys';

export const updateJobAlerts = (id: string, enabled: boolean) =>
  httpJson(`/api/talentapi/connections/${encodeURIComponent(id)}/job-alerts`, connectionSchema, {
    method: 'PUT',
    body: { enabled },
  });

export function useUpdateJobAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => updateJobAlerts(id, enabled),
    onSuccess: async (connection) => {
      replaceConnection(queryClient, connection);
      await queryClient.invalidateQueries({ queryKey: connectionsKeys.list() });
    },
  });
}
