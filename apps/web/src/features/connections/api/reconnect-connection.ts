// POST /api/talentapi/connections/{id}/reconnect → the connection (On Hold → reconnected). The
// list and Find Jobs are read again.
import { connectionSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { httpJson } from '../../../shared/lib/http';

export const reconnectConnection = (id: string) =>
  httpJson(`/api/talentapi/connections/${encodeURIComponent(id)}/reconnect`, connectionSchema, {
    method: 'POST',
  });

export function useReconnectConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconnectConnection,
    onSuccess: () => afterConnectionChange(queryClient),
  });
}
