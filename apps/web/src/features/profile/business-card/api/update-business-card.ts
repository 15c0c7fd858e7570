// PUT /api/talentapi/businessCard with the edit form's values; the card is reloaded after.
import { businessCardSchema, type UpdateBusinessCardBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpJson } from '../../../../shared/lib/http';
import { businessCardQueryKey } from './get-business-card';

export const updateBusinessCard = (body: UpdateBusinessCardBody) =>
  httpJson('/api/talentapi/businessCard', businessCardSchema, { method: 'PUT', body });

export const useUpdateBusinessCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessCardQueryKey }),
  });
};
