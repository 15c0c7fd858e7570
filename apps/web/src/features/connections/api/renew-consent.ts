// POST /api/talentapi/connections/{id}/renew-consent → the connection with its new
// consentExpiry, which replaces the one in the list (spec 3 section 4, "Renewing").
import { connectionSchema } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../shared/lib/http';
import { replaceConnection } from './query-keys';

export const renewConsent = (id: string) =>
  httpJson(`/api/talentapi/connections/${encodeURIComponent(id)}/renew-consent`, connectionSchema, {
    method: 'POST',
  });

export function useRenewConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewConsent,
    onSuccess: (connection) => replaceConnection(queryClient, connection),
  });
}
