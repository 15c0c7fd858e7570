// POST /api/talentapi/connections/requests/{requestId}/ignore → 204. It acts on the connection's
// first request (spec 3 section 4); the list and Find Jobs are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { http } from '../../../shared/lib/http';

export const ignoreConnectionRequest = async (requestId: string): Promise<void> => {
  await http(`/api/talentapi/connections/requests/${encodeURIComponent(requestId)}/ignore`, {
    method: 'POST',
  });
};

export function useIgnoreConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ignoreConnectionRequest,
    onSuccess: () => afterConnectionChange(queryClient),
  });
}
