// POST /api/talentapi/connections/requests/{requestId}/decline → the connection. It acts on the
// connection's first request (spec 3 section 4); the list and Find Jobs are read again.
import { connectionSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { httpJson } from '../../../shared/lib/http';

export const declineConnectionRequest = (requestId: string) =>
  httpJson(
    `/api/talentapi/connections/requests/${encodeURIComponent(requestId)}/decline`,
    connectionSchema,
    { method: 'POST' },
  );

export function useDeclineConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineConnectionRequest,
    onSuccess: () => afterConnectionChange(queryClient),
  });
}
