// POST /api/talentapi/connections/{id}/disconnect → 204. The list is read again, and Find Jobs
// at once stops showing the community's jobs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { http } from '../../../shared/lib/http';

export const disconnectConnection = async (id: string): Promise<void> => {
  await http(`/api/talentapi/connections/${encodeURIComponent(id)}/disconnect`, {
    method: 'POST',
  });
};

export function useDisconnectConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectConnection,
    onSuccess: () => afterConnectionChange(queryClient),
  });
}
