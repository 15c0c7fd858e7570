// POST /api/talentapi/connections/requests/{requestId}/accept → the connection. It acts on the
// connection's first request (spec 3 section 4); the list and Find Jobs are read again.
import { connectionSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { httpJson } from '../../../shared/lib/http';

export const acceptConnectionRequest = (requestId: string) =>
  httpJson(
    `/api/talentapi/connections/requests/${encodeURIComponent(requestId)}/accept`,
    connectionSchema,
    { method: 'POST' },
  );

export function useAcceptConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConnectionRequest,
    onSuccess: () => afterConnectionChange(queryClient),
  });
}
